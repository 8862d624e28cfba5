import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { captureStartParams } from './start-params';

const open = (url: string) => {
  const { pathname, search } = new URL(url, 'http://app');
  captureStartParams({ pathname, search });
};

describe('captureStartParams', () => {
  it('stores the brand in session storage and the rest in local storage', () => {
    open('/?brandRef=demo&storeRef=S-1&token=abc&isGlobal=true');
    expect(sessionStorage.getItem('crm.brand')).toBe('demo');
    expect(localStorage.getItem('crm.brand')).toBeNull();
    expect(storage.get('storeRef')).toBe('S-1');
    expect(storage.get('userToken')).toBe('abc');
    expect(storage.get('isGlobal')).toBe('true');
  });

  it("defaults isGlobal to 'false' and keeps what was stored when the URL is silent", () => {
    open('/');
    expect(storage.get('isGlobal')).toBe('false');
    storage.set('isGlobal', 'true');
    storage.set('userToken', 'kept');
    open('/home?brandRef=demo');
    expect(storage.get('isGlobal')).toBe('true');
    expect(storage.get('userToken')).toBe('kept');
  });

  it("keeps a bill's code for home to redeem after sign-in", () => {
    open('/?brandRef=demo&qrCode=ABCD2345EFGH');
    expect(storage.get('qrCode')).toBe('ABCD2345EFGH');
  });

  it('ignores an isGlobal that is not a flag', () => {
    open('/?isGlobal=yes');
    expect(storage.get('isGlobal')).toBe('false');
  });

  it("does not take the SMS consent link's token as a session", () => {
    storage.set('userToken', 'member-session');
    open('/authentication/sms-pdpa?brandRef=demo&token=consent-link');
    expect(storage.get('userToken')).toBe('member-session');
    expect(storage.brandRef()).toBe('demo');

    storage.remove('userToken');
    open('/authentication/sms-pdpa/?token=consent-link');
    expect(storage.get('userToken')).toBeNull();
  });
});
