import { z } from 'zod';
import { updateCustomerInfoBody } from '@crm/contract/customer';
import type { Profile, UpdateCustomerInfoBody } from '@crm/contract/customer';
import { addressFormDefaults, addressFormValues } from '@/lib/address-form';

/** What the form holds: every field a string, as inputs and selects give them. */
export const editProfileValues = z.object({
  first_name: z.string(),
  last_name: z.string(),
  gender: z.string(),
  birthdate: z.string(),
  email: z.string(),
  ...addressFormValues.shape,
});
export type EditProfileValues = z.infer<typeof editProfileValues>;

/**
 * The form's strings checked by the schema the API validates UpdateCustomerInfo with; its
 * preprocessed fields declare an unknown input, and strings are what a form gives them.
 */
export const editProfileSchema = editProfileValues.pipe(
  updateCustomerInfoBody as z.ZodType<UpdateCustomerInfoBody, EditProfileValues>,
);

export function editProfileDefaults(profile: Profile): EditProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    gender: profile.gender,
    birthdate: profile.birthdate ?? '',
    email: profile.email,
    ...addressFormDefaults(profile.address),
  };
}

/**
 * The multipart fields. Email and birthdate are always sent, so emptying them clears them. The
 * address goes as the whole chain the schema has checked, or not at all when the member leaves
 * it empty (the API keeps an absent address as it is).
 */
export function editProfileFields(values: UpdateCustomerInfoBody): Record<string, string> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    ...(values.gender ? { gender: values.gender } : {}),
    birthdate: values.birthdate ?? '',
    email: values.email ?? '',
    ...(values.provinceId !== undefined &&
    values.districtId !== undefined &&
    values.subDistrictId !== undefined &&
    values.postal !== undefined
      ? {
          detail: values.detail ?? '',
          provinceId: String(values.provinceId),
          districtId: String(values.districtId),
          subDistrictId: String(values.subDistrictId),
          postal: values.postal,
        }
      : {}),
  };
}
