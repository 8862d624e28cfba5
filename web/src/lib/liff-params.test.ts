import { describe, expect, it } from 'vitest';
import { liffParams } from './liff-params';

describe('liffParams', () => {
  it("keeps LIFF's parameters and its login return, and nothing else", () => {
    const search =
      '?brandRef=demo&isGlobal=false&liff.state=%2Fprofile&liff.referrer=x&code=c&state=s' +
      '&liffClientId=1657&liffRedirectUri=https%3A%2F%2Fapp%2F&liffMockUser=Nok&utm_source=line';
    expect(liffParams(search)).toEqual({
      'liff.state': '/profile',
      'liff.referrer': 'x',
      code: 'c',
      state: 's',
      liffClientId: '1657',
      liffRedirectUri: 'https://app/',
      liffMockUser: 'Nok',
    });
    expect(liffParams('?brandRef=demo')).toEqual({});
  });
});
