import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomField, CustomFieldForm } from '@crm/contract/custom-fields';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { feedback } from '@/components/ui/feedback';
import { OfferSkeleton } from '@/components/ui/privilege-card/offer-detail';
import { SubHeader } from '@/components/ui/sub-header';
import { currentLanguage, formatThaiDate } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { useCustomFieldConfig, useSaveCustomFields } from '../api/custom-fields';
import {
  draftOf,
  draftsOf,
  isBlank,
  managementBody,
  missingRequired,
  type DraftValue,
  type Drafts,
} from '../custom-field-values';
import { ChoiceChips, DateInput, Field, TextInput } from './form-fields';
import styles from './form.module.css';

/** Spec 2.3 profile.customfield-info: the brand's extra profile questions and their answers. */
export function CustomfieldInfoPage() {
  const { t } = useTranslation('profile');
  const config = useCustomFieldConfig();
  const [drafts, setDrafts] = useState<Drafts | null>(null);
  const forms = config.data ?? [];

  return (
    <>
      <SubHeader title={t('customFields.title')} />
      {config.isPending ? (
        <OfferSkeleton label={t('loading')} />
      ) : forms.length === 0 ? (
        <EmptyState title={t('customFields.empty')} />
      ) : drafts ? (
        <EditForms
          forms={forms}
          drafts={drafts}
          onDrafts={setDrafts}
          onDone={() => setDrafts(null)}
        />
      ) : (
        <div className={styles.form}>
          {forms.map((form) => (
            <FormView key={form.form_id} form={form} />
          ))}
          <div className={styles.actions}>
            <Button block onClick={() => setDrafts(draftsOf(forms))}>
              {t('customFields.edit')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}

function useLabels() {
  const english = currentLanguage() === 'en-US';
  return {
    of: (item: { label_th: string; label_en: string }) =>
      (english && item.label_en) || item.label_th,
    title: (form: CustomFieldForm) => (english && form.title_en) || form.title_th,
  };
}

function FormView({ form }: { form: CustomFieldForm }) {
  const { t } = useTranslation('profile');
  const labels = useLabels();
  const shown = (field: CustomField): string => {
    const draft = draftOf(field);
    if (isBlank(draft)) return t('customFields.noAnswer');
    switch (field.field_type) {
      case 'single':
      case 'multiple':
        return (draft as string[])
          .map((value) => {
            const option = field.options.find((item) => item.value === value);
            return option ? labels.of(option) : value;
          })
          .join(', ');
      case 'date':
        return formatThaiDate(draft as string, 'full');
      case 'number':
        return formatNumber(Number(draft));
      case 'text':
        return draft as string;
    }
  };
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{labels.title(form)}</h2>
      <dl className={styles.answers}>
        {form.fields.map((field) => (
          <div key={field.field_id} className={styles.answer}>
            <dt>{labels.of(field)}</dt>
            <dd data-empty={isBlank(draftOf(field))}>{shown(field)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function EditForms({
  forms,
  drafts,
  onDrafts,
  onDone,
}: {
  forms: CustomFieldForm[];
  drafts: Drafts;
  onDrafts: (drafts: Drafts) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('profile');
  const labels = useLabels();
  const save = useSaveCustomFields();
  const [checked, setChecked] = useState(false);
  const missing = missingRequired(forms, drafts);

  const set = (formId: number, column: string, value: DraftValue) =>
    onDrafts({ ...drafts, [formId]: { ...drafts[formId], [column]: value } });

  const submit = async () => {
    setChecked(true);
    if (missing.size > 0) return;
    try {
      await save.mutateAsync(managementBody(forms, drafts));
    } catch {
      // The shell's error modal shows the server's reason; the answers stay for another try.
      return;
    }
    feedback.open({ preset: 'success', title: t('customFields.saved') });
    onDone();
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {forms.map((form) => (
        <section key={form.form_id} className={styles.card}>
          <h2 className={styles.cardTitle}>{labels.title(form)}</h2>
          {form.fields.map((field) => {
            const id = `field-${form.form_id}-${field.column_name}`;
            const draft = drafts[form.form_id]?.[field.column_name] ?? draftOf(field);
            const error =
              checked && missing.has(`${form.form_id}.${field.column_name}`)
                ? t('customFields.required')
                : undefined;
            const change = (value: DraftValue) => set(form.form_id, field.column_name, value);
            return (
              <Field
                key={field.field_id}
                id={id}
                label={labels.of(field)}
                required={field.is_required}
                error={error}
              >
                {field.field_type === 'single' || field.field_type === 'multiple' ? (
                  <ChoiceChips
                    id={id}
                    multiple={field.field_type === 'multiple'}
                    value={draft as string[]}
                    onChange={change}
                    options={field.options.map((option) => ({
                      value: option.value,
                      label: labels.of(option),
                    }))}
                  />
                ) : field.field_type === 'date' ? (
                  <DateInput
                    id={id}
                    value={draft as string}
                    onChange={change}
                    placeholder={t('customFields.pickDate')}
                    title={labels.of(field)}
                    error={error}
                  />
                ) : (
                  <TextInput
                    id={id}
                    value={draft}
                    onChange={(event) => change(event.target.value)}
                    inputMode={field.field_type === 'number' ? 'decimal' : undefined}
                    maxLength={field.field_type === 'number' ? 22 : 500}
                    error={error}
                  />
                )}
              </Field>
            );
          })}
        </section>
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('customFields.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('customFields.save')}
        </Button>
      </div>
    </form>
  );
}
