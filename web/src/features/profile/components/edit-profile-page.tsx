import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { genders } from '@crm/contract/customer';
import type { Profile, UpdateCustomerInfoBody } from '@crm/contract/customer';
import { AddressFields } from '@/components/ui/address-fields';
import { Button } from '@/components/ui/button';
import { feedback } from '@/components/ui/feedback';
import { OfferSkeleton } from '@/components/ui/privilege-card/offer-detail';
import shared from '@/components/ui/shared.module.css';
import { SubHeader } from '@/components/ui/sub-header';
import type { AddressField } from '@/lib/address-form';
import { birthDateLimits } from '@/lib/dates';
import { useProfile, useUpdateCustomerInfo } from '@/lib/api/profile';
import { useProfileFieldMessage } from '@/lib/field-rules';
import {
  editProfileDefaults,
  editProfileFields,
  editProfileSchema,
  type EditProfileValues,
} from '../edit-profile-form';
import { Avatar } from './avatar';
import { DateInput, Field, SelectInput, TextInput } from './form-fields';
import { ImageUploadModal } from './image-upload-modal';
import { ProfileIcon } from './profile-icons';
import styles from './form.module.css';

/** Spec 2.3 profile.edit-profile: name, gender, birthday, email, address and the photo. */
export function EditProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  return (
    <>
      <SubHeader title={t('edit.title')} />
      {profile.data ? <EditForm profile={profile.data} /> : <OfferSkeleton label={t('loading')} />}
    </>
  );
}

function EditForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const update = useUpdateCustomerInfo();
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [choosing, setChoosing] = useState(false);
  // The preview URL lives as long as its photo is the chosen one.
  useEffect(() => (photo ? () => URL.revokeObjectURL(photo.preview) : undefined), [photo]);
  const methods = useForm<EditProfileValues, unknown, UpdateCustomerInfoBody>({
    resolver: zodResolver(editProfileSchema),
    defaultValues: editProfileDefaults(profile),
  });
  const { register, control, handleSubmit, formState } = methods;
  const errors = formState.errors;
  const fieldMessage = useProfileFieldMessage();
  const message = (field: Exclude<keyof EditProfileValues, AddressField>) =>
    fieldMessage(field, errors[field], t(`edit.errors.${field}`));

  const save = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        fields: editProfileFields(values),
        photo: photo?.file ?? null,
      });
    } catch {
      // The shell's error modal shows the server's reason; the form keeps what was typed.
      return;
    }
    feedback.open({
      preset: 'success',
      title: t('edit.saved'),
      onClose: () => void navigate(-1),
    });
  });

  const name = `${profile.first_name} ${profile.last_name}`.trim();

  return (
    <FormProvider {...methods}>
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        <div className={styles.photo}>
          <button
            type="button"
            className={styles.photoButton}
            onClick={() => setChoosing(true)}
            aria-label={t('edit.changePhoto')}
          >
            <Avatar src={photo?.preview ?? profile.image_url} name={name} size={104} />
            <span className={styles.photoBadge}>
              <ProfileIcon name="camera" size={18} />
            </span>
          </button>
          <p className={styles.photoHint}>
            {photo ? t('edit.photoChosen') : t('edit.changePhoto')}
          </p>
        </div>
        <div className={shared.card}>
          <Field id="first_name" label={t('edit.firstName')} required error={message('first_name')}>
            <TextInput
              id="first_name"
              autoComplete="given-name"
              error={message('first_name')}
              {...register('first_name')}
            />
          </Field>
          <Field id="last_name" label={t('edit.lastName')} required error={message('last_name')}>
            <TextInput
              id="last_name"
              autoComplete="family-name"
              error={message('last_name')}
              {...register('last_name')}
            />
          </Field>
          <Field id="gender" label={t('edit.gender')} error={message('gender')}>
            <SelectInput id="gender" error={message('gender')} {...register('gender')}>
              <option value="">{t('edit.genderPlaceholder')}</option>
              {genders.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`gender.${gender}`)}
                </option>
              ))}
            </SelectInput>
          </Field>
          <Field id="birthdate" label={t('edit.birthdate')} error={message('birthdate')}>
            <Controller
              control={control}
              name="birthdate"
              render={({ field }) => (
                <DateInput
                  id="birthdate"
                  value={field.value}
                  onChange={field.onChange}
                  placeholder={t('edit.birthdatePlaceholder')}
                  title={t('edit.birthdate')}
                  error={message('birthdate')}
                  {...birthDateLimits()}
                />
              )}
            />
          </Field>
          <Field id="email" label={t('edit.email')} error={message('email')}>
            <TextInput
              id="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              error={message('email')}
              {...register('email')}
            />
          </Field>
        </div>
        <section className={shared.card} aria-labelledby="edit-address">
          <h2 id="edit-address" className={shared.cardTitle}>
            {t('edit.address')}
          </h2>
          <AddressFields />
        </section>
        <div className={styles.actions}>
          <Button type="submit" block disabled={update.isPending}>
            {t('edit.save')}
          </Button>
        </div>
        <ImageUploadModal
          open={choosing}
          onClose={() => setChoosing(false)}
          onPick={(file) => setPhoto({ file, preview: URL.createObjectURL(file) })}
        />
      </form>
    </FormProvider>
  );
}
