import { z } from 'zod';
import type { MemberAddress } from '@crm/contract/address';

/** The address part of a profile form: every field a string, as inputs and selects give them. */
export const addressFormValues = z.object({
  detail: z.string(),
  provinceId: z.string(),
  districtId: z.string(),
  subDistrictId: z.string(),
  postal: z.string(),
});
export type AddressFormValues = z.infer<typeof addressFormValues>;
export type AddressField = keyof AddressFormValues;

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The address on file as form strings; empty when the member has none. */
export function addressFormDefaults(address?: MemberAddress | null): AddressFormValues {
  return {
    detail: address?.detail ?? '',
    provinceId: text(address?.provinceId),
    districtId: text(address?.districtId),
    subDistrictId: text(address?.subDistrictId),
    postal: address?.postal ?? '',
  };
}
