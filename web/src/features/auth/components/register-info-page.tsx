import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { genders } from '@crm/contract/customer';
import { AddressFields } from '@/components/ui/address-fields';
import { AuthScreen } from '@/components/ui/auth-screen';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/field.module.css';
import shared from '@/components/ui/shared.module.css';
import { Spinner } from '@/components/ui/spinner-overlay';
import { TextField } from '@/components/ui/text-field';
import type { AddressField } from '@/lib/address-form';
import { birthDateLimits } from '@/lib/dates';
import { useProfile, useUpdateCustomerInfo } from '@/lib/api/profile';
import { useProfileFieldMessage } from '@/lib/field-rules';
import { storage } from '@/lib/storage';
import {
  infoFormDefaults,
  infoFormFields,
  infoFormSchema,
  type InfoField,
  type InfoFormOutput,
  type InfoFormValues,
} from '../register-info-form';
import { useGo } from '../use-go';
import { DateField } from './date-field';
import form from './form.module.css';

/**
 * register-info: name, last name, gender, birthdate, email and address, checked with the
 * contract's UpdateCustomerInfo schema and sent as a multipart form. Saving ends the resumable
 * part of registration (statePage) and goes on to the welcome page.
 */
export function RegisterInfoPage() {
  const { t } = useTranslation('auth');
  const go = useGo();
  const signedIn = storage.get('userToken') !== null;
  const profile = useProfile(signedIn);
  const update = useUpdateCustomerInfo();
  const methods = useForm<InfoFormValues, unknown, InfoFormOutput>({
    resolver: zodResolver(infoFormSchema),
    defaultValues: infoFormDefaults(),
    mode: 'onTouched',
  });
  const { register, control, reset, handleSubmit, formState } = methods;

  useEffect(() => {
    // A LINE member sent here without a session proves the number first, then comes back.
    if (!signedIn)
      go({ route: 'authentication.verify', query: { page: 'mobile' } }, { replace: true });
  }, [signedIn, go]);

  useEffect(() => {
    if (!profile.data) return;
    // Consent comes before the profile (spec 2.2 order); a resumed registration may lack it.
    if (!profile.data.is_consent_pdpa) go({ route: 'authentication.pdpa' }, { replace: true });
    else reset(infoFormDefaults(profile.data));
  }, [profile.data, reset, go]);

  const fieldMessage = useProfileFieldMessage();
  const error = (name: Exclude<InfoField, AddressField>) =>
    fieldMessage(name, formState.errors[name], t(`info.errors.${name}`));

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ fields: infoFormFields(values) });
    } catch {
      // The shell's error modal shows the API's reason; the form stays as it was.
      return;
    }
    storage.remove('statePage');
    go({ route: 'authentication.register-welcome' }, { replace: true });
  });

  return (
    <FormProvider {...methods}>
      <AuthScreen
        title={t('info.title')}
        lead={t('info.lead')}
        onSubmit={(event) => void submit(event)}
        footer={
          <Button
            type="submit"
            block
            disabled={formState.isSubmitting || profile.isPending}
            aria-busy={formState.isSubmitting}
          >
            {formState.isSubmitting ? t('info.saving') : t('info.save')}
          </Button>
        }
      >
        {profile.isPending ? (
          <div className={form.loading}>
            <Spinner />
          </div>
        ) : (
          <>
            <section className={shared.card} aria-labelledby="info-personal">
              <h2 id="info-personal" className={shared.cardTitle}>
                {t('info.personal')}
              </h2>
              <TextField
                id="first_name"
                label={t('info.firstName')}
                required
                autoComplete="given-name"
                error={error('first_name')}
                {...register('first_name')}
              />
              <TextField
                id="last_name"
                label={t('info.lastName')}
                required
                autoComplete="family-name"
                error={error('last_name')}
                {...register('last_name')}
              />
              <fieldset className={form.fieldset}>
                <legend className={fieldStyles.label}>{t('info.gender')}</legend>
                <div className={form.choices}>
                  {genders.map((value) => (
                    <label key={value} className={form.choice}>
                      <input type="radio" value={value} {...register('gender')} />
                      {t(`info.genders.${value}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <Controller
                control={control}
                name="birthdate"
                render={({ field }) => (
                  <DateField
                    id="birthdate"
                    label={t('info.birthdate')}
                    placeholder={t('info.birthdatePlaceholder')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={error('birthdate')}
                    {...birthDateLimits()}
                  />
                )}
              />
              <TextField
                id="email"
                label={t('info.email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t('info.emailPlaceholder')}
                error={error('email')}
                {...register('email')}
              />
            </section>
            <section className={shared.card} aria-labelledby="info-address">
              <h2 id="info-address" className={shared.cardTitle}>
                {t('info.address')}
                <span className={fieldStyles.optional}>{t('info.optional')}</span>
              </h2>
              <AddressFields />
            </section>
          </>
        )}
      </AuthScreen>
    </FormProvider>
  );
}
