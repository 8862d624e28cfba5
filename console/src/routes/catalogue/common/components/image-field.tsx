import { useEffect, useMemo } from 'react';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageDropzone } from '@/common/components/image-dropzone';
import { FormSection } from './form-section';

interface ImageFieldProps {
  /** The picture members see now; empty when there is none. */
  currentUrl: string;
  /** A picture chosen but not saved yet. */
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** The offer's picture: dropped or chosen, shown at once, sent when the form is saved. */
export function ImageField({ currentUrl, file, onChange, disabled }: ImageFieldProps) {
  const { t } = useTranslation('catalogue');
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? (currentUrl || null);

  return (
    <FormSection title={t('image.title')} description={t('image.lead')}>
      <Stack gap="sm">
        {shown && (
          <Image
            src={shown}
            alt={t('image.preview')}
            radius="md"
            h={200}
            fit="cover"
            style={{ border: '1px solid var(--mantine-color-gray-2)' }}
          />
        )}
        {!disabled && (
          <ImageDropzone
            texts={{
              label: t(shown ? 'image.replace' : 'image.choose'),
              hint: t('image.rules'),
              tooLarge: t('image.tooLarge'),
              notImage: t('image.notImage'),
            }}
            onFile={onChange}
          />
        )}
        {file && !disabled && (
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed" lineClamp={1}>
              {t('image.chosen', { name: file.name })}
            </Text>
            <Button variant="subtle" size="compact-xs" color="gray" onClick={() => onChange(null)}>
              {t('image.undo')}
            </Button>
          </Group>
        )}
      </Stack>
    </FormSection>
  );
}
