import { useRef } from 'react';
import {
  Checkbox,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_MAX_SORT_ORDER,
  OFFER_MAX_PER_MEMBER,
  OFFER_MAX_POINTS,
  OFFER_MAX_STOCK,
  type OfferEditInput,
} from '@crm/contract/offers';
import { fieldMessage } from '../form-errors';
import { bangkokDayOf, endOfDay, startOfDay } from '../offer-dates';
import { FormSection } from './form-section';

/*
 * The parts of the form every offer shares; a kind's form adds its own fields beside them. They
 * read the form of the page (react-hook-form's context), validated by the kind's contract schema.
 */

type Field = FieldPath<OfferEditInput>;

function useOfferForm() {
  const form = useFormContext<OfferEditInput>();
  const { t } = useTranslation('catalogue');
  const errorOf = (name: Field) =>
    fieldMessage(t, form.getFieldState(name, form.formState).error?.message);
  return { ...form, t, errorOf };
}

/** What members read: names and descriptions in Thai and English, and the kind's own texts. */
export function OfferTextFields({ children }: { children?: React.ReactNode }) {
  const { register, t, errorOf } = useOfferForm();
  return (
    <FormSection title={t('form.texts')} description={t('form.textsLead')}>
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label={t('form.nameTh')}
          withAsterisk
          {...register('name_th')}
          error={errorOf('name_th')}
        />
        <TextInput
          label={t('form.nameEn')}
          description={t('form.nameEnHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...register('name_en')}
          error={errorOf('name_en')}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="md">
        <Textarea
          label={t('form.descTh')}
          autosize
          minRows={3}
          maxRows={8}
          {...register('desc_th')}
          error={errorOf('desc_th')}
        />
        <Textarea
          label={t('form.descEn')}
          autosize
          minRows={3}
          maxRows={8}
          {...register('desc_en')}
          error={errorOf('desc_en')}
        />
      </SimpleGrid>
      {children}
    </FormSection>
  );
}

/** A whole number that may also be "no limit" (null), such as a stock. */
function LimitInput({
  name,
  label,
  noLimit,
  min,
  max,
  description,
}: {
  name: 'total_stock' | 'per_member_limit';
  label: string;
  noLimit: string;
  min: number;
  max: number;
  description?: string;
}) {
  const { control, t } = useOfferForm();
  // The number before "no limit" was ticked comes back when it is unticked.
  const last = useRef<number | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Stack gap={6}>
          <NumberInput
            label={label}
            description={description}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            min={min}
            max={max}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            disabled={field.value === null}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
            onBlur={field.onBlur}
            error={fieldMessage(t, fieldState.error?.message)}
          />
          <Checkbox
            label={noLimit}
            checked={field.value === null}
            onChange={(event) => {
              if (event.currentTarget.checked) {
                last.current = typeof field.value === 'number' ? field.value : null;
                field.onChange(null);
              } else {
                field.onChange(last.current ?? min);
              }
            }}
          />
        </Stack>
      )}
    />
  );
}

/** Points, and how many can be taken: in all, and by one member. */
export function OfferAmountFields({
  issued,
  children,
}: {
  /** Units members took already; the stock cannot go below it. */
  issued: number;
  children?: React.ReactNode;
}) {
  const { control, t } = useOfferForm();
  return (
    <FormSection title={t('form.amounts')} description={t('form.amountsLead')}>
      <SimpleGrid cols={2} spacing="md">
        <Controller
          control={control}
          name="point_need"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('form.points')}
              withAsterisk
              suffix={` ${t('form.pointsUnit')}`}
              min={0}
              max={OFFER_MAX_POINTS}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              error={fieldMessage(t, fieldState.error?.message)}
            />
          )}
        />
        {children}
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="md">
        <LimitInput
          name="total_stock"
          label={t('form.stock')}
          noLimit={t('form.stockUnlimited')}
          min={0}
          max={OFFER_MAX_STOCK}
          description={issued > 0 ? t('form.stockIssued', { count: issued }) : undefined}
        />
        <LimitInput
          name="per_member_limit"
          label={t('form.perMember')}
          noLimit={t('form.perMemberUnlimited')}
          min={1}
          max={OFFER_MAX_PER_MEMBER}
        />
      </SimpleGrid>
    </FormSection>
  );
}

/** The sale's first and last day, in Thailand's calendar, or no last day. */
export function OfferWindowFields({ noEndLabel }: { noEndLabel: string }) {
  const { control, watch, t } = useOfferForm();
  const from = bangkokDayOf(watch('valid_from'));
  const calendar = <IconCalendar size={16} stroke={1.5} />;
  return (
    <FormSection title={t('form.window')} description={t('form.windowLead')}>
      <SimpleGrid cols={2} spacing="md">
        <Controller
          control={control}
          name="valid_from"
          render={({ field, fieldState }) => (
            <DatePickerInput
              label={t('form.validFrom')}
              placeholder={t('form.validFromNow')}
              leftSection={calendar}
              clearable
              value={bangkokDayOf(field.value)}
              onChange={(day) => field.onChange(day ? startOfDay(day) : null)}
              error={fieldMessage(t, fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="valid_through"
          render={({ field, fieldState }) => (
            <Stack gap={6}>
              <DatePickerInput
                label={t('form.validThrough')}
                placeholder={field.value === null ? noEndLabel : t('form.pickDate')}
                leftSection={calendar}
                minDate={from ?? undefined}
                disabled={field.value === null}
                value={bangkokDayOf(field.value)}
                onChange={(day) => field.onChange(day ? endOfDay(day) : '')}
                error={fieldMessage(t, fieldState.error?.message)}
              />
              <Checkbox
                label={noEndLabel}
                checked={field.value === null}
                onChange={(event) => field.onChange(event.currentTarget.checked ? null : '')}
              />
            </Stack>
          )}
        />
      </SimpleGrid>
    </FormSection>
  );
}

/** Whether members see it at all, and where in their list. */
export function OfferDisplayFields({ children }: { children?: React.ReactNode }) {
  const { control, t } = useOfferForm();
  return (
    <FormSection title={t('form.display')}>
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <Switch
            label={t('form.active')}
            description={t('form.activeHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      {children}
      <Controller
        control={control}
        name="sort_order"
        render={({ field, fieldState }) => (
          <NumberInput
            label={t('form.sortOrder')}
            description={t('form.sortOrderHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            min={0}
            max={CATALOGUE_MAX_SORT_ORDER}
            allowDecimal={false}
            allowNegative={false}
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
            error={fieldMessage(t, fieldState.error?.message)}
          />
        )}
      />
    </FormSection>
  );
}
