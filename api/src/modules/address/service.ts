import type {
  District,
  MemberAddress,
  PostalCodeItem,
  Province,
  SubDistrict,
} from '@crm/contract/address';
import { AppError } from '../../errors/app-error';
import { addressDataset, countries } from './dataset';

/** A member's own address, kept with their profile. */
export { findMemberAddress, saveMemberAddress } from './repository';

export function listProvinces(): readonly Province[] {
  return addressDataset().provinces;
}

export function listDistricts(provinceId: number): readonly District[] {
  const list = addressDataset().districtsOf(provinceId);
  if (!list) throw new AppError('ADDRESS_NOT_FOUND', `Province ${provinceId} not found`);
  return list;
}

export function listSubDistricts(districtId: number): readonly SubDistrict[] {
  const list = addressDataset().subDistrictsOf(districtId);
  if (!list) throw new AppError('ADDRESS_NOT_FOUND', `District ${districtId} not found`);
  return list;
}

export function listPostalCodes(subDistrictId: number): PostalCodeItem[] {
  const sub = addressDataset().subDistrict(subDistrictId);
  if (!sub) throw new AppError('ADDRESS_NOT_FOUND', `Sub-district ${subDistrictId} not found`);
  return [{ postal_code: sub.postal_code, sub_district_id: sub.sub_district_id }];
}

export function listCountries() {
  return countries;
}

export interface AddressChoice {
  detail: string;
  provinceId: number;
  districtId: number;
  subDistrictId: number;
  postal: string;
}

const invalid = (why: string) => new AppError('ADDRESS_INVALID', `Invalid address: ${why}`);

/** The full address with the dataset's names, or ADDRESS_INVALID naming the first broken link. */
export function resolveAddress(choice: AddressChoice): MemberAddress {
  const data = addressDataset();
  const province = data.province(choice.provinceId);
  if (!province) throw invalid(`province ${choice.provinceId} does not exist`);
  const district = data.district(choice.districtId);
  if (!district || district.province_id !== province.province_id)
    throw invalid(`district ${choice.districtId} is not in province ${choice.provinceId}`);
  const sub = data.subDistrict(choice.subDistrictId);
  if (!sub || sub.district_id !== district.district_id)
    throw invalid(`sub-district ${choice.subDistrictId} is not in district ${choice.districtId}`);
  if (sub.postal_code !== choice.postal)
    throw invalid(
      `postal code ${choice.postal} does not serve sub-district ${sub.sub_district_id}`,
    );
  return {
    detail: choice.detail,
    provinceId: province.province_id,
    province: province.name_th,
    districtId: district.district_id,
    district: district.name_th,
    subDistrictId: sub.sub_district_id,
    subDistrict: sub.name_th,
    postal: sub.postal_code,
  };
}
