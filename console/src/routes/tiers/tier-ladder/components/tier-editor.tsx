import {
  Avatar,
  Button,
  Checkbox,
  Divider,
  Drawer,
  FileButton,
  Group,
  Image,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp } from '@tabler/icons-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { acceptedImageTypes } from '@crm/contract/images';
import type { TierSetup } from '@crm/contract/tier-setup';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { localized } from '@/common/i18n';
import { useUploadTierPicture } from '../../common/api';
import {
  criteriaForKeep,
  criteriaForUpgrade,
  keepChoiceOf,
  upgradeChoiceOf,
  type LadderValues,
} from '../ladder-form';
import { CriteriaFields } from './criteria-fields';

/** One tier's names, benefits, period, pictures and criteria, in a drawer beside the ladder. */
export function TierEditor({
  index,
  saved,
  onClose,
}: {
  /** The tier's place in the ladder; null when the drawer is closed. */
  index: number | null;
  /** The tier as saved, for its pictures; none for a tier not saved yet. */
  saved: TierSetup | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('tiers');
  const { control } = useFormContext<LadderValues>();
  const tiers = useWatch({ control, name: 'tiers' });
  const tier = index === null ? undefined : tiers[index];
  const name = tier ? localized(tier.name_th, tier.name_en) || t('untitled') : '';

  return (
    <Drawer
      opened={index !== null}
      onClose={onClose}
      position="right"
      size={640}
      title={
        <Title order={2} size="h4">
          {t('editor.title', { name })}
        </Title>
      }
    >
      {tier && index !== null && (
        <Stack gap="lg">
          <TierFields index={index} />
          <Divider />
          <Pictures saved={saved} />
          {index > 0 && (
            <>
              <Divider />
              <UpgradeFields index={index} />
            </>
          )}
          <Divider />
          <KeepFields index={index} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('actions.done')}</Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}

function TierFields({ index }: { index: number }) {
  const { t } = useTranslation('tiers');
  const { control, register, formState, setValue } = useFormContext<LadderValues>();
  const errors = formState.errors.tiers?.[index];
  const validity = useWatch({ control, name: `tiers.${index}.validity_days` });
  const invalid = (error: unknown) => (error ? t('errors.invalid') : undefined);

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('editor.names')}</Text>
      <SimpleGrid cols={2}>
        <TextInput
          label={t('editor.nameTh')}
          {...register(`tiers.${index}.name_th`)}
          error={invalid(errors?.name_th)}
        />
        <TextInput
          label={t('editor.nameEn')}
          {...register(`tiers.${index}.name_en`)}
          error={invalid(errors?.name_en)}
        />
      </SimpleGrid>
      <TextInput
        label={t('editor.code')}
        description={t('editor.codeHint')}
        {...register(`tiers.${index}.code`)}
        error={invalid(errors?.code)}
        w={280}
      />
      <Textarea
        label={t('editor.detailTh')}
        rows={3}
        {...register(`tiers.${index}.detail_th`)}
        error={invalid(errors?.detail_th)}
      />
      <Textarea
        label={t('editor.detailEn')}
        rows={3}
        {...register(`tiers.${index}.detail_en`)}
        error={invalid(errors?.detail_en)}
      />
      <Text fw={600} mt="sm">
        {t('editor.period')}
      </Text>
      <Checkbox
        label={t('editor.forever')}
        checked={validity === null}
        onChange={(event) =>
          setValue(`tiers.${index}.validity_days`, event.currentTarget.checked ? null : 365, {
            shouldDirty: true,
          })
        }
      />
      {validity !== null && (
        <Controller
          control={control}
          name={`tiers.${index}.validity_days`}
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('editor.validityDays')}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? NaN : Number(value))}
              min={1}
              max={3650}
              decimalScale={0}
              w={200}
              error={invalid(fieldState.error)}
            />
          )}
        />
      )}
    </Stack>
  );
}

function Pictures({ saved }: { saved: TierSetup | undefined }) {
  const { t } = useTranslation('tiers');
  const upload = useUploadTierPicture();
  if (!saved) {
    return (
      <Stack gap={4}>
        <Text fw={600}>{t('editor.pictures')}</Text>
        <Text size="sm" c="dimmed">
          {t('editor.picturesAfterSave')}
        </Text>
      </Stack>
    );
  }
  const choose = (slot: 'image' | 'icon') => (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { tierId: saved.tier_id, slot, file },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('editor.uploaded') }) },
    );
  };
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('editor.pictures')}</Text>
      {upload.isError && <ApiErrorAlert error={failureOf(upload.error)} />}
      <Group align="flex-start" gap="xl">
        {(['image', 'icon'] as const).map((slot) => {
          const url = slot === 'image' ? saved.image_url : saved.icon_url;
          return (
            <Stack key={slot} gap="xs" align="flex-start">
              <Text size="sm">{t(`editor.${slot}`)}</Text>
              {slot === 'image' ? (
                url ? (
                  <Image
                    src={url}
                    alt={t('editor.image')}
                    w={220}
                    h={140}
                    radius="md"
                    fit="cover"
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('editor.noPicture')}
                  </Text>
                )
              ) : (
                <Avatar src={url || null} alt={t('editor.icon')} size={64} radius="xl" />
              )}
              <FileButton onChange={choose(slot)} accept={acceptedImageTypes.join(',')}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="xs"
                    leftSection={<IconPhotoUp size={14} />}
                    loading={upload.isPending && upload.variables.slot === slot}
                    aria-label={`${t(`editor.${slot}`)}: ${t('editor.upload')}`}
                  >
                    {t('editor.upload')}
                  </Button>
                )}
              </FileButton>
            </Stack>
          );
        })}
      </Group>
    </Stack>
  );
}

function UpgradeFields({ index }: { index: number }) {
  const { t } = useTranslation('tiers');
  const { control, setValue, getValues } = useFormContext<LadderValues>();
  const tier = useWatch({ control, name: `tiers.${index}` });
  const choice = upgradeChoiceOf(tier);
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('editor.upgrade')}</Text>
      <Radio.Group
        label={t('editor.upgradeChoice')}
        value={choice}
        onChange={(value) =>
          setValue(
            `tiers.${index}.upgrade`,
            criteriaForUpgrade(value, getValues(`tiers.${index}`)),
            { shouldDirty: true },
          )
        }
      >
        <Group gap="lg" mt={6}>
          <Radio value="criteria" label={t('editor.upgradeCriteria')} />
          <Radio value="none" label={t('editor.upgradeNone')} />
        </Group>
      </Radio.Group>
      {choice === 'criteria' && <CriteriaFields index={index} which="upgrade" />}
    </Stack>
  );
}

function KeepFields({ index }: { index: number }) {
  const { t } = useTranslation('tiers');
  const { control, setValue, getValues } = useFormContext<LadderValues>();
  const tier = useWatch({ control, name: `tiers.${index}` });
  const choice = keepChoiceOf(tier);
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('editor.keep')}</Text>
      {tier.validity_days === null && (
        <Text size="sm" c="dimmed">
          {t('editor.keepNeedsPeriod')}
        </Text>
      )}
      <Radio.Group
        label={t('editor.keepChoice')}
        value={choice}
        onChange={(value) =>
          setValue(`tiers.${index}.keep`, criteriaForKeep(value, getValues(`tiers.${index}`)), {
            shouldDirty: true,
          })
        }
      >
        <Group gap="lg" mt={6}>
          <Radio value="criteria" label={t('editor.keepCriteria')} />
          <Radio value="always" label={t('editor.keepAlways')} />
          <Radio value="drop" label={t('editor.keepDrop')} />
        </Group>
      </Radio.Group>
      {choice === 'criteria' && <CriteriaFields index={index} which="keep" />}
    </Stack>
  );
}
