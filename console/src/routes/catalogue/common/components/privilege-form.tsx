import { MultiSelect, Select, Switch, Textarea } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Controller, useFormContext, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  privilegeCreateRequest,
  type ConsolePrivilege,
  type PrivilegeFormValues,
} from '@crm/contract/catalogue';
import { localized } from '@/common/i18n';
import { categoriesQuery, tiersQuery } from '../api/categories';
import { fieldMessage } from '../form-errors';
import { offerValuesOf } from '../offer-values';
import { CodeValidityField } from './code-validity-field';
import { OfferEditor } from './offer-editor';
import {
  OfferAmountFields,
  OfferDisplayFields,
  OfferTextFields,
  OfferWindowFields,
} from './offer-form-fields';

const CODE_VALIDITY_DEFAULT = 15;

/** The form's values for a privilege, or a new one's. */
function valuesOf(privilege?: ConsolePrivilege): DefaultValues<PrivilegeFormValues> {
  return {
    ...offerValuesOf(privilege),
    condition_th: privilege?.condition_th ?? '',
    category_id: privilege?.category_id ?? null,
    for_you: privilege?.for_you ?? false,
    tier_ids: privilege?.tier_ids ?? [],
    code_validity_minutes: privilege?.code_validity_minutes ?? CODE_VALIDITY_DEFAULT,
  };
}

function ConditionField() {
  const { register } = useFormContext<PrivilegeFormValues>();
  const { t } = useTranslation('catalogue');
  return (
    <Textarea
      label={t('form.conditionTh')}
      description={t('form.conditionHint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autosize
      minRows={2}
      maxRows={6}
      {...register('condition_th')}
    />
  );
}

/** The category tab it sits in, and who it is for: every member or chosen tiers, for-you or not. */
function AudienceFields({ current }: { current?: ConsolePrivilege }) {
  const { control } = useFormContext<PrivilegeFormValues>();
  const { t } = useTranslation('catalogue');
  const { data: categories } = useSuspenseQuery(categoriesQuery);
  const { data: tiers } = useSuspenseQuery(tiersQuery);
  // A category turned off stays listed for the privileges still in it.
  const categoryOptions = categories
    .filter((category) => category.is_active || category.category_id === current?.category_id)
    .map((category) => ({
      value: String(category.category_id),
      label: localized(category.name_th, category.name_en),
    }));
  return (
    <>
      <Controller
        control={control}
        name="category_id"
        render={({ field, fieldState }) => (
          <Select
            label={t('form.category')}
            placeholder={t('form.noCategory')}
            data={categoryOptions}
            clearable
            value={field.value === null || field.value === undefined ? null : String(field.value)}
            onChange={(value) => field.onChange(value === null ? null : Number(value))}
            error={fieldMessage(t, fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="tier_ids"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={t('form.tiers')}
            description={t('form.tiersHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder={field.value?.length ? undefined : t('form.allTiers')}
            data={tiers.map((tier) => ({
              value: String(tier.tier_id),
              label: localized(tier.name_th, tier.name_en),
            }))}
            value={(field.value ?? []).map(String)}
            onChange={(values) => field.onChange(values.map(Number))}
            error={fieldMessage(t, fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="for_you"
        render={({ field }) => (
          <Switch
            label={t('form.forYou')}
            description={t('form.forYouHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </>
  );
}

/** A privilege's screen, new or existing. */
export function PrivilegeForm({ privilege }: { privilege?: ConsolePrivilege }) {
  const { t } = useTranslation('catalogue');
  return (
    <OfferEditor
      kind="privilege"
      offer={privilege}
      schema={privilegeCreateRequest}
      defaultValues={valuesOf(privilege)}
      main={
        <>
          <OfferTextFields>
            <ConditionField />
          </OfferTextFields>
          <OfferAmountFields issued={privilege?.issued ?? 0}>
            <CodeValidityField<PrivilegeFormValues> name="code_validity_minutes" />
          </OfferAmountFields>
          <OfferWindowFields noEndLabel={t('form.forever')} />
        </>
      }
      side={
        <OfferDisplayFields>
          <AudienceFields current={privilege} />
        </OfferDisplayFields>
      }
    />
  );
}
