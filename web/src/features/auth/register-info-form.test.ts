import type { Profile } from '@crm/contract/customer';
import { describe, expect, it } from 'vitest';
import { infoFormDefaults, infoFormFields, infoFormSchema } from './register-info-form';

const empty = infoFormDefaults();

describe('the profile form', () => {
  it('starts from what the member already told the brand', () => {
    const profile = {
      first_name: 'สมหญิง',
      last_name: 'รักดี',
      gender: 'female',
      birthdate: '1990-05-01',
      email: 'a@b.co',
      address: {
        detail: '99/1',
        provinceId: 45,
        province: 'เชียงราย',
        districtId: 657,
        district: 'เมืองเชียงราย',
        subDistrictId: 570101,
        subDistrict: 'เวียง',
        postal: '57000',
      },
    } as Profile;
    expect(infoFormDefaults(profile)).toEqual({
      first_name: 'สมหญิง',
      last_name: 'รักดี',
      gender: 'female',
      birthdate: '1990-05-01',
      email: 'a@b.co',
      detail: '99/1',
      provinceId: '45',
      districtId: '657',
      subDistrictId: '570101',
      postal: '57000',
    });
  });

  it("is checked by the API's own rules: names required, email and birthdate well-formed", () => {
    const result = infoFormSchema.safeParse({
      ...empty,
      first_name: ' ',
      email: 'nope',
      birthdate: '2999-01-01',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'birthdate']),
    );
  });

  it('wants the whole address chain or none of it', () => {
    const partial = infoFormSchema.safeParse({
      ...empty,
      first_name: 'ก',
      last_name: 'ข',
      provinceId: '45',
    });
    expect(partial.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'districtId',
      'postal',
      'subDistrictId',
    ]);
    expect(infoFormSchema.safeParse({ ...empty, first_name: 'ก', last_name: 'ข' }).success).toBe(
      true,
    );
  });

  it('sends the checked values as form fields, clearing an emptied email or birthdate', () => {
    const values = infoFormSchema.parse({
      ...empty,
      first_name: ' สมหญิง ',
      last_name: 'รักดี',
      gender: 'female',
      provinceId: '45',
      districtId: '657',
      subDistrictId: '570101',
      postal: '57000',
    });
    expect(infoFormFields(values)).toEqual({
      first_name: 'สมหญิง',
      last_name: 'รักดี',
      gender: 'female',
      birthdate: '',
      email: '',
      provinceId: '45',
      districtId: '657',
      subDistrictId: '570101',
      postal: '57000',
    });
  });
});
