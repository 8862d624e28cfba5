import { describe, expect, it } from 'vitest';
import {
  countryListResponse,
  districtListResponse,
  postalCodeListResponse,
  provinceListResponse,
  subDistrictListResponse,
} from '@crm/contract/address';
import { errorBody } from '@crm/contract/envelope';
import { describeEachDatabase } from '../../test/harness';
import { addressDataset, buildAddressDataset } from './dataset';

const BANGKOK = 'กรุงเทพมหานคร';

describeEachDatabase('Address', (use) => {
  const get = (url: string) => use().app.inject({ url: `/api/v1.0${url}` });

  it('lists the 77 provinces by Thai name', async () => {
    const res = await get('/Address/Province');
    expect(res.statusCode).toBe(200);
    const provinces = provinceListResponse.parse(res.json()).data;
    expect(provinces).toHaveLength(77);
    expect(new Set(provinces.map((p) => p.province_id)).size).toBe(77);
    expect(provinces.map((p) => p.name_th)).toEqual(
      expect.arrayContaining([BANGKOK, 'เชียงใหม่', 'ภูเก็ต', 'บึงกาฬ']),
    );
    const names = provinces.map((p) => p.name_th);
    expect(names).toEqual([...names].sort(new Intl.Collator('th').compare));
  });

  it('follows one chain: Bangkok -> Chatuchak -> Lat Yao -> 10900', async () => {
    const provinces = provinceListResponse.parse((await get('/Address/Province')).json()).data;
    const bangkok = provinces.find((p) => p.name_th === BANGKOK)!;

    const districts = districtListResponse.parse(
      (await get(`/Address/District?provinceId=${bangkok.province_id}`)).json(),
    ).data;
    expect(districts).toHaveLength(50);
    expect(districts.every((d) => d.province_id === bangkok.province_id)).toBe(true);
    const chatuchak = districts.find((d) => d.name_th === 'จตุจักร')!;

    const subs = subDistrictListResponse.parse(
      (await get(`/Address/SubDistrict?districtId=${chatuchak.district_id}`)).json(),
    ).data;
    expect(subs.map((s) => s.name_th).sort()).toEqual(
      ['จตุจักร', 'จอมพล', 'จันทรเกษม', 'ลาดยาว', 'เสนานิคม'].sort(),
    );
    expect(subs.every((s) => s.district_id === chatuchak.district_id)).toBe(true);
    const latYao = subs.find((s) => s.name_th === 'ลาดยาว')!;
    expect(latYao.sub_district_id).toBe(103001);

    const postal = postalCodeListResponse.parse(
      (await get(`/Address/PostalCode?subDistrictId=${latYao.sub_district_id}`)).json(),
    ).data;
    expect(postal).toEqual([{ postal_code: '10900', sub_district_id: 103001 }]);
  });

  it('answers unknown parents with 404 and bad ids with 400', async () => {
    const unknown = await get('/Address/District?provinceId=999');
    expect(unknown.statusCode).toBe(404);
    expect(errorBody.parse(unknown.json()).error.code).toBe('ADDRESS_NOT_FOUND');
    expect((await get('/Address/SubDistrict?districtId=99999')).statusCode).toBe(404);
    expect((await get('/Address/PostalCode?subDistrictId=999999')).statusCode).toBe(404);
    for (const url of [
      '/Address/District',
      '/Address/District?provinceId=abc',
      '/Address/SubDistrict?districtId=-1',
      '/Address/PostalCode?subDistrictId=1.5',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(errorBody.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('lists Thailand as the country', async () => {
    const res = await get('/Address/Country');
    expect(countryListResponse.parse(res.json()).data).toEqual([
      { country_code: 'TH', name_th: 'ไทย', name_en: 'Thailand' },
    ]);
  });
});

describe('Address dataset', () => {
  it('keeps every link of the whole dataset consistent', () => {
    const data = addressDataset();
    let subCount = 0;
    for (const province of data.provinces) {
      const districts = data.districtsOf(province.province_id)!;
      expect(districts.length, province.name_th).toBeGreaterThan(0);
      for (const district of districts) {
        expect(district.province_id).toBe(province.province_id);
        const subs = data.subDistrictsOf(district.district_id)!;
        expect(subs.length, district.name_th).toBeGreaterThan(0);
        for (const sub of subs) {
          expect(sub.district_id).toBe(district.district_id);
          expect(sub.postal_code).toMatch(/^\d{5}$/);
          subCount += 1;
        }
      }
    }
    // Thailand has about 7,400 sub-districts (tambon and khwaeng).
    expect(subCount).toBeGreaterThan(7000);
  });

  it('refuses a dataset whose ids contradict each other', () => {
    const entry = (zip: string, districtName: string) => ({
      zipCode: zip,
      provinceList: [{ provinceId: '1', provinceName: BANGKOK }],
      districtList: [{ districtId: '30', proviceId: '1', districtName }],
      subDistrictList: [],
    });
    expect(() => buildAddressDataset([entry('10900', 'จตุจักร')])).not.toThrow();
    expect(() => buildAddressDataset([entry('10900', 'จตุจักร'), entry('10110', 'คลองเตย')])).toThrow(
      /ambiguous/,
    );
  });
});
