import { describe, expect, it } from 'vitest';
import { birthdate, updateCustomerInfoBody } from './customer';

const names = { first_name: ' สมชาย ', last_name: 'ใจดี' };
const chain = { provinceId: '1', districtId: '30', subDistrictId: '103001', postal: '10900' };

describe('updateCustomerInfoBody', () => {
  it('reads form strings: trims names, turns ids into numbers, drops blank optional fields', () => {
    const body = updateCustomerInfoBody.parse({
      ...names,
      gender: '',
      email: '',
      birthdate: '1990-05-17',
      detail: '99/1',
      ...chain,
    });
    expect(body).toEqual({
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      gender: undefined,
      email: '',
      birthdate: '1990-05-17',
      detail: '99/1',
      provinceId: 1,
      districtId: 30,
      subDistrictId: 103001,
      postal: '10900',
    });
  });

  it('wants the whole address chain or none of it', () => {
    expect(updateCustomerInfoBody.safeParse(names).success).toBe(true);
    const partial = updateCustomerInfoBody.safeParse({ ...names, ...chain, postal: '' });
    expect(partial.error?.issues.map((i) => i.path.join('.'))).toEqual(['postal']);
    const detailOnly = updateCustomerInfoBody.safeParse({ ...names, detail: '99/1' });
    expect(detailOnly.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'districtId',
      'postal',
      'provinceId',
      'subDistrictId',
    ]);
  });

  it('refuses names left empty and unknown genders', () => {
    expect(updateCustomerInfoBody.safeParse({ ...names, first_name: '  ' }).success).toBe(false);
    expect(updateCustomerInfoBody.safeParse({ ...names, gender: 'robot' }).success).toBe(false);
  });

  it('names the field and the rule a value broke', () => {
    const result = updateCustomerInfoBody.safeParse({
      first_name: 'ก'.repeat(300),
      last_name: '\u200B\u200B',
      email: 'somchai@',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['first_name', 'tooLong'],
      ['last_name', 'invalidCharacters'],
      ['email', 'invalidEmail'],
    ]);
  });
});

describe('birthdate', () => {
  it('takes real past days only', () => {
    expect(birthdate.safeParse('2000-02-29').success).toBe(true);
    for (const day of ['1999-02-29', '2000-13-01', '1899-12-31', '2999-01-01', '01/02/2000']) {
      expect(birthdate.safeParse(day).success, day).toBe(false);
    }
  });
});
