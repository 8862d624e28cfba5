import { z } from 'zod';
import { envelope } from './envelope';

/*
 * Thai address lookups (spec 3 Address, 7 Address). Ids are the dataset's own: provinces 1-77,
 * districts by their postal-service number, sub-districts by their 6-digit official geocode.
 */

const id = z.coerce.number().int().positive().max(999_999);
export const postalCode = z.string().regex(/^\d{5}$/, 'Postal code: 5 digits');

export const province = z
  .object({ province_id: z.number().int(), name_th: z.string() })
  .meta({ id: 'Province' });
export const district = z
  .object({ district_id: z.number().int(), province_id: z.number().int(), name_th: z.string() })
  .meta({ id: 'District' });
export const subDistrict = z
  .object({
    sub_district_id: z.number().int(),
    district_id: z.number().int(),
    name_th: z.string(),
    postal_code: postalCode,
  })
  .meta({ id: 'SubDistrict' });
export const postalCodeItem = z
  .object({ postal_code: postalCode, sub_district_id: z.number().int() })
  .meta({ id: 'PostalCode' });
export const country = z
  .object({ country_code: z.string().length(2), name_th: z.string(), name_en: z.string() })
  .meta({ id: 'Country' });

export type Province = z.infer<typeof province>;
export type District = z.infer<typeof district>;
export type SubDistrict = z.infer<typeof subDistrict>;
export type PostalCodeItem = z.infer<typeof postalCodeItem>;
export type Country = z.infer<typeof country>;

export const districtQuery = z.object({ provinceId: id });
export const subDistrictQuery = z.object({ districtId: id });
export const postalCodeQuery = z.object({ subDistrictId: id });

export const provinceListResponse = envelope(z.array(province));
export const districtListResponse = envelope(z.array(district));
export const subDistrictListResponse = envelope(z.array(subDistrict));
export const postalCodeListResponse = envelope(z.array(postalCodeItem));
export const countryListResponse = envelope(z.array(country));

/**
 * A member's address as the profile shows it (spec 3 Address). Names come from the dataset, so
 * only the ids and the free-text detail are ever sent back.
 */
export const memberAddress = z
  .object({
    detail: z.string(),
    provinceId: z.number().int().nullable(),
    province: z.string(),
    districtId: z.number().int().nullable(),
    district: z.string(),
    subDistrictId: z.number().int().nullable(),
    subDistrict: z.string(),
    postal: z.string(),
  })
  .meta({ id: 'Address' });
export type MemberAddress = z.infer<typeof memberAddress>;
