import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomField, CustomFieldForm } from '@crm/contract/custom-fields';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { feedback } from '@/components/ui/feedback';
import { OfferSkeleton } from '@/components/ui/privilege-card/offer-detail';
import shared from '@/components/ui/shared.module.css';
import { SubHeader } from '@/components/ui/sub-header';
import { currentLanguage, formatThaiDate } from '@/lib/dates';
import { useSaveCustomFields } from '@/lib/api/custom-fields';
import {
  answerProblems,
  customFieldsDefaults,
  initialAnswer,
  isBlankAnswer,
  managementBody,
  numberInputProps,
  useCustomFieldMessage,
  type AnswerValue,
  type CustomFieldAnswers,
} from '@/lib/custom-fields';
import { formatNumber } from '@/lib/format';
import { useCustomFieldConfig } from '../api/custom-fields';
import { ChoiceChips, DateInput, Field, TextInput } from './form-fields';
import styles from './form.module.css';

/** Spec 2.3 profile.customfield-info: the brand's extra profile questions and their answers. */
export function CustomfieldInfoPage() {
  const { t } = useTranslation('profile');
  const config = useCustomFieldConfig();
  const [drafts, setDrafts] = useState<CustomFieldAnswers | null>(null);
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
            <Button block onClick={() => setDrafts(customFieldsDefaults(forms))}>
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
    const answer = initialAnswer(field);
    if (isBlankAnswer(answer)) return t('customFields.noAnswer');
    switch (field.field_type) {
      case 'single':
      case 'multiple':
        return (Array.isArray(answer) ? answer : [answer])
          .map((value) => {
            const option = field.options.find((item) => item.value === value);
            return option ? labels.of(option) : value;
          })
          .join(', ');
      case 'date':
        return formatThaiDate(answer as string, 'full');
      case 'number':
        return formatNumber(Number(answer));
      case 'text':
        return answer as string;
    }
  };
  return (
    <section className={shared.card}>
      <h2 className={shared.cardTitle}>{labels.title(form)}</h2>
      <dl className={styles.answers}>
        {form.fields.map((field) => (
          <div key={field.field_id} className={styles.answer}>
            <dt>{labels.of(field)}</dt>
            <dd data-empty={isBlankAnswer(initialAnswer(field))}>{shown(field)}</dd>
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
  drafts: CustomFieldAnswers;
  onDrafts: (drafts: CustomFieldAnswers) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('profile');
  const messageOf = useCustomFieldMessage();
  const labels = useLabels();
  const save = useSaveCustomFields();
  const [checked, setChecked] = useState(false);
  const problems = answerProblems(forms, drafts);

  const set = (formName: string, column: string, value: AnswerValue) =>
    onDrafts({ ...drafts, [formName]: { ...drafts[formName], [column]: value } });

  const submit = async () => {
    setChecked(true);
    if (problems.size > 0) return;
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
        <section key={form.form_id} className={shared.card}>
          <h2 className={shared.cardTitle}>{labels.title(form)}</h2>
          {form.fields.map((field) => {
            const id = `field-${form.form_id}-${field.column_name}`;
            const draft = drafts[form.form_name]?.[field.column_name] ?? initialAnswer(field);
            const text = typeof draft === 'string' ? draft : '';
            const problem = checked
              ? problems.get(`${form.form_name}.${field.column_name}`)
              : undefined;
            const error = messageOf(field, problem);
            const change = (value: AnswerValue) => set(form.form_name, field.column_name, value);
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
                    value={Array.isArray(draft) ? draft : text ? [text] : []}
                    onChange={(chosen) =>
                      change(field.field_type === 'multiple' ? chosen : (chosen[0] ?? ''))
                    }
                    options={field.options.map((option) => ({
                      value: option.value,
                      label: labels.of(option),
                    }))}
                  />
                ) : field.field_type === 'date' ? (
                  <DateInput
                    id={id}
                    value={text}
                    onChange={change}
                    placeholder={t('customFields.pickDate')}
                    title={labels.of(field)}
                    error={error}
                  />
                ) : (
                  <TextInput
                    id={id}
                    value={text}
                    onChange={(event) => change(event.target.value)}
                    {...(field.field_type === 'number' ? numberInputProps(field) : {})}
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
