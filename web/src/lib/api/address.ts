import { queryOptions, useQuery } from '@tanstack/react-query';
import type { District, PostalCodeItem, Province, SubDistrict } from '@crm/contract/address';
import { http } from '@/lib/http';

/** The Thai address dataset does not change while the app runs. */
const ADDRESS_STALE_TIME = Infinity;

const addressQuery = <T>(
  key: (string | number | null)[],
  path: string,
  query = {},
  enabled = true,
) =>
  queryOptions({
    queryKey: ['address', ...key],
    queryFn: () => http.get<T[]>(path, { query }),
    staleTime: ADDRESS_STALE_TIME,
    enabled,
  });

export function useProvinces() {
  return useQuery(addressQuery<Province>(['province'], '/Address/Province'));
}

export function useDistricts(provinceId: number | null) {
  return useQuery(
    addressQuery<District>(
      ['district', provinceId],
      '/Address/District',
      { provinceId },
      provinceId !== null,
    ),
  );
}

export function useSubDistricts(districtId: number | null) {
  return useQuery(
    addressQuery<SubDistrict>(
      ['sub-district', districtId],
      '/Address/SubDistrict',
      { districtId },
      districtId !== null,
    ),
  );
}

export function usePostalCodes(subDistrictId: number | null) {
  return useQuery(
    addressQuery<PostalCodeItem>(
      ['postal-code', subDistrictId],
      '/Address/PostalCode',
      { subDistrictId },
      subDistrictId !== null,
    ),
  );
}
