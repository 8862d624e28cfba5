import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { captureStartParams } from './start-params';

describe('captureStartParams', () => {
  it('stores the brand in session storage and the rest in local storage', () => {
    captureStartParams('?brandRef=demo&storeRef=S-1&token=abc&isGlobal=true');
    expect(sessionStorage.getItem('crm.brand')).toBe('demo');
    expect(localStorage.getItem('crm.brand')).toBeNull();
    expect(storage.get('storeRef')).toBe('S-1');
    expect(storage.get('userToken')).toBe('abc');
    expect(storage.get('isGlobal')).toBe('true');
  });

  it("defaults isGlobal to 'false' and keeps what was stored when the URL is silent", () => {
    captureStartParams('');
    expect(storage.get('isGlobal')).toBe('false');
    storage.set('isGlobal', 'true');
    storage.set('userToken', 'kept');
    captureStartParams('?brandRef=demo');
    expect(storage.get('isGlobal')).toBe('true');
    expect(storage.get('userToken')).toBe('kept');
  });

  it("keeps a bill's code for home to redeem after sign-in", () => {
    captureStartParams('?brandRef=demo&qrCode=ABCD2345EFGH');
    expect(storage.get('qrCode')).toBe('ABCD2345EFGH');
  });

  it('ignores an isGlobal that is not a flag', () => {
    captureStartParams('?isGlobal=yes');
    expect(storage.get('isGlobal')).toBe('false');
  });
});
