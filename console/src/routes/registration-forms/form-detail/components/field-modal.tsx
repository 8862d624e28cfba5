import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { customFieldTypes } from '@crm/contract/custom-fields';
import type { ApiError } from '@crm/contract/envelope';
import { MAX_FIELD_OPTIONS, type AdminField } from '@crm/contract/registration-forms';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { formatNumber } from '@/common/numbers';
import { useCreateField, useUpdateField } from '../../common/api';
import {
  emptyField,
  fieldFormValues,
  fieldResolver,
  forType,
  isDefinitionProblem,
  takesChoices,
  type FieldFormValues,
} from '../field-form';

/**
 * Adds a field to the form or changes one. A field members answered keeps its type and the
 * choices they picked (the API refuses otherwise); the modal says so before anyone tries.
 * Mounted while open, so each opening starts afresh.
 */
export function FieldModal({
  formId,
  field,
  onClose,
}: {
  formId: number;
  /** The field to change; none to add one. */
  field: AdminField | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['forms', 'common']);
  const mode = field ? 'update' : 'create';
  const create = useCreateField(formId);
  const update = useUpdateField(formId);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { register, control, handleSubmit, formState } = useForm<FieldFormValues>({
    resolver: fieldResolver(mode),
    defaultValues: field ? fieldFormValues(field) : emptyField,
  });
  const options = useFieldArray({ control, name: 'options' });
  const type = useWatch({ control, name: 'field_type' });
  const answered = (field?.answers ?? 0) > 0;

  const submit = handleSubmit(async (raw) => {
    const { column_name, is_active, ...definition } = forType(raw);
    setFailure(null);
    try {
      if (field)
        await update.mutateAsync({ fieldId: field.field_id, body: { ...definition, is_active } });
      else await create.mutateAsync({ ...definition, column_name });
      onClose();
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  const problem = (name: string, error: FieldError | undefined) => {
    if (!error) return undefined;
    return isDefinitionProblem(error.message) ? t(`errors.${error.message}`) : t(`errors.${name}`);
  };
  const errors = formState.errors;

  return (
    <Modal opened onClose={onClose} title={field ? t('editField') : t('newField')} size="xl">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && <ApiErrorAlert error={failure} />}
          {answered && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} stroke={1.5} />}>
              {t('answeredNotice', {
                count: field?.answers ?? 0,
                answers: formatNumber(field?.answers ?? 0),
              })}
            </Alert>
          )}
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label={t('fieldFields.column_name')}
              description={t('fieldFields.column_nameHint')}
              disabled={Boolean(field)}
              error={problem('column_name', errors.column_name)}
              {...register('column_name')}
            />
            <Controller
              control={control}
              name="field_type"
              render={({ field: input }) => (
                <Select
                  label={t('fieldFields.field_type')}
                  description={answered ? t('typeLocked') : undefined}
                  data={customFieldTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
                  value={input.value}
                  onChange={(value) => value && input.onChange(value)}
                  allowDeselect={false}
                  disabled={answered}
                />
              )}
            />
            <TextInput
              label={t('fieldFields.label_th')}
              error={problem('label', errors.label_th)}
              {...register('label_th')}
            />
            <TextInput
              label={t('fieldFields.label_en')}
              error={problem('label', errors.label_en)}
              {...register('label_en')}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="is_required"
            render={({ field: input }) => (
              <Switch
                label={t('fieldFields.is_required')}
                checked={input.value}
                onChange={(event) => input.onChange(event.currentTarget.checked)}
              />
            )}
          />

          {takesChoices(type) && (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('fieldFields.options')}
              </Text>
              {answered && (
                <Text size="xs" c="dimmed">
                  {t('choicesKept')}
                </Text>
              )}
              {options.fields.map((option, index) => (
                <Group key={option.id} gap="xs" align="flex-start" wrap="nowrap">
                  <TextInput
                    aria-label={t('fieldFields.optionValue', { n: index + 1 })}
                    placeholder={t('fieldFields.optionValuePlaceholder')}
                    w={160}
                    error={problem('optionValue', errors.options?.[index]?.value)}
                    {...register(`options.${index}.value`)}
                  />
                  <TextInput
                    aria-label={t('fieldFields.optionTh', { n: index + 1 })}
                    placeholder={t('fieldFields.optionThPlaceholder')}
                    flex={1}
                    error={problem('label', errors.options?.[index]?.label_th)}
                    {...register(`options.${index}.label_th`)}
                  />
                  <TextInput
                    aria-label={t('fieldFields.optionEn', { n: index + 1 })}
                    placeholder={t('fieldFields.optionEnPlaceholder')}
                    flex={1}
                    error={problem('label', errors.options?.[index]?.label_en)}
                    {...register(`options.${index}.label_en`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={t('fieldFields.removeOption', { n: index + 1 })}
                    onClick={() => options.remove(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              {errors.options?.root || errors.options?.message ? (
                <Text size="xs" c="red">
                  {problem('options', (errors.options.root ?? errors.options) as FieldError)}
                </Text>
              ) : null}
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  disabled={options.fields.length >= MAX_FIELD_OPTIONS}
                  onClick={() => options.append({ value: '', label_th: '', label_en: '' })}
                >
                  {t('fieldFields.addOption')}
                </Button>
              </Group>
            </Stack>
          )}

          {type === 'number' && (
            <Group gap="md" align="flex-start">
              {(['min_value', 'max_value'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field: input }) => (
                    <NumberInput
                      label={t(`fieldFields.${name}`)}
                      placeholder={t('fieldFields.noBound')}
                      w={200}
                      value={input.value ?? ''}
                      onChange={(value) => input.onChange(typeof value === 'number' ? value : null)}
                      error={problem(name, errors[name])}
                    />
                  )}
                />
              ))}
              <Controller
                control={control}
                name="integer_only"
                render={({ field: input }) => (
                  <Checkbox
                    mt={30}
                    label={t('fieldFields.integer_only')}
                    checked={input.value}
                    onChange={(event) => input.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            </Group>
          )}

          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
