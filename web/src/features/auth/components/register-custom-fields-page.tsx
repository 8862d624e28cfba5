import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomField, CustomFieldForm } from '@crm/contract/custom-fields';
import { AuthScreen } from '@/components/ui/auth-screen';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import fieldStyles from '@/components/ui/field.module.css';
import shared from '@/components/ui/shared.module.css';
import { Spinner } from '@/components/ui/spinner-overlay';
import { TextField } from '@/components/ui/text-field';
import { useSaveCustomFields } from '@/lib/api/custom-fields';
import { localized } from '@/lib/i18n';
import {
  customFieldsDefaults,
  customFieldsSchema,
  managementBody,
  numberInputProps,
  useCustomFieldMessage,
  type CustomFieldAnswers,
} from '@/lib/custom-fields';
import { useRegistrationCustomFields } from '../api/get-custom-fields';
import { useGo } from '../use-go';
import { DateField } from './date-field';
import form from './form.module.css';

/**
 * One view for authentication.register-custom-fields and register-cs-fields: the brand's forms
 * for after registration (process 3), built from GET /customercustomfields/list, saved together.
 */
export function RegisterCustomFieldsPage() {
  const { t } = useTranslation('customFields');
  const go = useGo();
  const forms = useRegistrationCustomFields();

  if (forms.isPending) {
    return (
      <AuthScreen title={t('title')} lead={t('lead')}>
        <div className={form.loading}>
          <Spinner />
        </div>
      </AuthScreen>
    );
  }
  if (!forms.data?.length) {
    return (
      <AuthScreen title={t('title')}>
        <EmptyState
          title={t('empty')}
          action={
            <Button onClick={() => go({ route: 'home' }, { replace: true })}>{t('toHome')}</Button>
          }
        />
      </AuthScreen>
    );
  }
  return <CustomFieldsForm forms={forms.data} />;
}

function CustomFieldsForm({ forms }: { forms: CustomFieldForm[] }) {
  const { t } = useTranslation('customFields');
  const go = useGo();
  const save = useSaveCustomFields();
  const schema = useMemo(() => customFieldsSchema(forms), [forms]);
  const { control, handleSubmit, formState } = useForm<CustomFieldAnswers>({
    resolver: zodResolver(schema),
    defaultValues: customFieldsDefaults(forms),
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (answers) => {
    try {
      await save.mutateAsync(managementBody(forms, answers));
    } catch {
      // The shell's error modal shows the API's reason; the answers stay on screen.
      return;
    }
    go({ route: 'home' }, { replace: true });
  });

  const only = forms.length === 1 ? forms[0] : undefined;
  return (
    <AuthScreen
      title={only ? localized(only.title_th, only.title_en) : t('title')}
      lead={t('lead')}
      onSubmit={(event) => void submit(event)}
      footer={
        <Button
          type="submit"
          block
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting}
        >
          {formState.isSubmitting ? t('saving') : t('save')}
        </Button>
      }
    >
      {forms.map((customForm) => (
        <section
          key={customForm.form_id}
          className={shared.card}
          aria-label={localized(customForm.title_th, customForm.title_en)}
        >
          {only ? null : (
            <h2 className={shared.cardTitle}>
              {localized(customForm.title_th, customForm.title_en)}
            </h2>
          )}
          {customForm.fields.map((field) => (
            <Controller
              key={field.field_id}
              control={control}
              name={`${customForm.form_name}.${field.column_name}`}
              render={({ field: input }) => (
                <CustomFieldInput
                  id={`${customForm.form_name}-${field.column_name}`}
                  field={field}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={problemOf(formState.errors, customForm.form_name, field.column_name)}
                />
              )}
            />
          ))}
        </section>
      ))}
    </AuthScreen>
  );
}

function problemOf(errors: FieldErrors<CustomFieldAnswers>, formName: string, column: string) {
  return errors[formName]?.[column]?.message;
}

interface CustomFieldInputProps {
  id: string;
  field: CustomField;
  value: string | string[];
  onChange: (value: string | string[]) => void;
  onBlur: () => void;
  /** A problem key of the form schema. */
  error?: string;
}

/** One brand-defined field, drawn by its type. */
function CustomFieldInput({ id, field, value, onChange, onBlur, error }: CustomFieldInputProps) {
  const { t } = useTranslation('customFields');
  const messageOf = useCustomFieldMessage();
  const message = messageOf(field, error);
  const text = typeof value === 'string' ? value : '';
  const picked = Array.isArray(value) ? value : [];
  const label = localized(field.label_th, field.label_en);
  switch (field.field_type) {
    case 'text':
    case 'number':
      return (
        <TextField
          id={id}
          label={label}
          required={field.is_required}
          {...(field.field_type === 'number' ? numberInputProps(field) : {})}
          placeholder={t(field.field_type === 'number' ? 'numberPlaceholder' : 'textPlaceholder')}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={message}
        />
      );
    case 'date':
      return (
        <DateField
          id={id}
          label={label}
          required={field.is_required}
          placeholder={t('datePlaceholder')}
          value={text}
          onChange={onChange}
          onBlur={onBlur}
          error={message}
        />
      );
    case 'single':
    case 'multiple': {
      const multiple = field.field_type === 'multiple';
      return (
        <fieldset className={form.fieldset} aria-describedby={message ? `${id}-error` : undefined}>
          <legend className={fieldStyles.label}>
            {label}
            {field.is_required ? (
              <span className={fieldStyles.required} aria-hidden="true">
                *
              </span>
            ) : null}
          </legend>
          <div className={form.choices}>
            {field.options.map((option) => (
              <label key={option.value} className={form.choice}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={id}
                  value={option.value}
                  checked={multiple ? picked.includes(option.value) : text === option.value}
                  onBlur={onBlur}
                  onChange={(event) => {
                    if (!multiple) onChange(option.value);
                    else if (event.target.checked) onChange([...picked, option.value]);
                    else onChange(picked.filter((item) => item !== option.value));
                  }}
                />
                {localized(option.label_th, option.label_en)}
              </label>
            ))}
          </div>
          {message ? (
            <p id={`${id}-error`} className={fieldStyles.error} role="alert">
              {message}
            </p>
          ) : null}
        </fieldset>
      );
    }
  }
}
