import { z } from 'zod';
import {
  updateCustomerInfoBody,
  type Profile,
  type UpdateCustomerInfoBody,
} from '@crm/contract/customer';
import { addressFormDefaults, addressFormValues } from '@/lib/address-form';

/** What the profile form holds: every field a string, as inputs and selects give them. */
export const infoFormValues = z.object({
  first_name: z.string(),
  last_name: z.string(),
  gender: z.string(),
  birthdate: z.string(),
  email: z.string(),
  ...addressFormValues.shape,
});
export type InfoFormValues = z.infer<typeof infoFormValues>;
export type InfoField = keyof InfoFormValues;

/**
 * The form's strings checked by the very schema the API validates UpdateCustomerInfo with. Its
 * preprocessed fields declare an unknown input; strings are what they take from a form.
 */
export const infoFormSchema = infoFormValues.pipe(
  updateCustomerInfoBody as z.ZodType<UpdateCustomerInfoBody, InfoFormValues>,
);
export type InfoFormOutput = z.output<typeof infoFormSchema>;

/** What the member already told the brand, so the form starts from it. */
export function infoFormDefaults(profile?: Profile): InfoFormValues {
  return {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    gender: profile?.gender ?? '',
    birthdate: profile?.birthdate ?? '',
    email: profile?.email ?? '',
    ...addressFormDefaults(profile?.address),
  };
}

/** Sent even when empty: an empty email or birthdate clears the one on file. */
const clearable = new Set(['email', 'birthdate']);

/** The checked values as multipart fields; other fields left empty are not sent. */
export function infoFormFields(values: InfoFormOutput): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value !== '' || clearable.has(name)) fields[name] = String(value);
  }
  return fields;
}
