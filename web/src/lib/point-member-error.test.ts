import { beforeEach, describe, expect, it } from 'vitest';
import { loadPointMemberError, savePointMemberError } from './point-member-error';
import { storage } from './storage';

beforeEach(() => {
  storage.remove('invalidCustomer');
});

describe('the reason the error-point-member page opened', () => {
  it.each([
    { reason: 'invalidCustomer' as const },
    { reason: 'campaignExpired' as const },
    { reason: 'newNumber' as const, mobile: '0812345678' },
  ])('comes back as it was kept: %j', (error) => {
    savePointMemberError(error);
    expect(loadPointMemberError()).toEqual(error);
  });

  it('is forgotten when none is kept', () => {
    savePointMemberError({ reason: 'invalidCustomer' });
    savePointMemberError(null);
    expect(loadPointMemberError()).toBeNull();
  });

  it.each([
    'ไม่พบสมาชิก',
    42,
    null,
    { reason: 'newNumber' },
    { reason: 'newNumber', mobile: 812345678 },
    { reason: 'somethingElse' },
  ])("reads an earlier app's value %j as none", (value) => {
    storage.setJson('invalidCustomer', value);
    expect(loadPointMemberError()).toBeNull();
  });

  it('keeps only what the page words', () => {
    storage.setJson('invalidCustomer', { reason: 'campaignExpired', message: '<b>old</b>' });
    expect(loadPointMemberError()).toEqual({ reason: 'campaignExpired' });
  });
});
