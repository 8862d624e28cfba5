import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconPhotoUp, IconX } from '@tabler/icons-react';
import { acceptedImageTypes, MAX_IMAGE_BYTES } from '@crm/contract/images';

export interface ImageDropzoneTexts {
  /** What dropping does, e.g. "Replace the picture". */
  label: string;
  /** The rules, e.g. "JPEG, PNG, WebP or HEIF, at most 5 MB". */
  hint: string;
  tooLarge: string;
  notImage: string;
}

/**
 * One picture, dropped or chosen. Files the API would refuse (not a picture, over 5 MB) are
 * refused here first, with the screen's own words for why.
 */
export function ImageDropzone({
  texts,
  onFile,
  loading,
  disabled,
  compact,
}: {
  texts: ImageDropzoneTexts;
  onFile: (file: File) => void;
  loading?: boolean;
  disabled?: boolean;
  compact?: boolean;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const refuse = ([rejection]: FileRejection[]) => {
    const tooLarge = rejection?.errors.some((error) => error.code === 'file-too-large');
    setRefusal(tooLarge ? texts.tooLarge : texts.notImage);
  };
  return (
    <Stack gap={4}>
      <Dropzone
        onDrop={([file]) => {
          setRefusal(null);
          if (file) onFile(file);
        }}
        onReject={refuse}
        maxSize={MAX_IMAGE_BYTES}
        accept={[...acceptedImageTypes]}
        multiple={false}
        loading={loading}
        disabled={disabled}
        aria-label={texts.label}
        p={compact ? 'xs' : 'md'}
      >
        <Group justify="center" gap="sm" mih={compact ? 40 : 64} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconPhotoUp size={28} stroke={1.5} color="var(--mantine-color-indigo-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={28} stroke={1.5} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={28} stroke={1.5} color="var(--mantine-color-gray-5)" />
          </Dropzone.Idle>
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {texts.label}
            </Text>
            <Text size="xs" c="dimmed">
              {texts.hint}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {refusal && (
        <Text size="sm" c="red" role="alert">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
