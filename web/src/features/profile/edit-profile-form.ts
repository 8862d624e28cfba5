import { z } from 'zod';
import { updateCustomerInfoBody } from '@crm/contract/customer';
import type { Profile, UpdateCustomerInfoBody } from '@crm/contract/customer';

/** What the form holds: every field a string, as inputs and selects give them. */
export const editProfileValues = z.object({
  first_name: z.string(),
  last_name: z.string(),
  gender: z.string(),
  birthdate: z.string(),
  email: z.string(),
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
  };
}

/**
 * The multipart fields. Email and birthdate are always sent, so emptying them clears them;
 * the address is not part of this form and keeps its value.
 */
export function editProfileFields(values: UpdateCustomerInfoBody): Record<string, string> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    ...(values.gender ? { gender: values.gender } : {}),
    birthdate: values.birthdate ?? '',
    email: values.email ?? '',
  };
}
