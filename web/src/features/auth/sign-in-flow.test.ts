import type { AuthSession } from '@crm/contract/auth';
import { describe, expect, it } from 'vitest';
import { REGISTER_INFO_STATE } from '@/lib/registration';
import { storage } from '@/lib/storage';
import { loginMethods } from './login-methods';
import { rememberSession, stepAfterCustomFieldCheck, stepAfterSignIn } from './sign-in-flow';

const session = (overrides: Partial<AuthSession> = {}): AuthSession => ({
  access_token: 'token-1',
  token_type: 'Bearer',
  expires_in: 3600,
  action: 'home',
  customer: {
    customer_info: 'M1',
    mobile_no: '0812345678',
    is_consent_pdpa: true,
    is_withdraw_pdpa: false,
    registration_step: 'custom_fields',
    has_pin: true,
  },
  ...overrides,
});

describe('after signing in', () => {
  it('routes by the action the API gives', () => {
    expect(stepAfterSignIn('register-customer')).toEqual({ route: 'authentication.pdpa' });
    expect(stepAfterSignIn('customer-info')).toEqual({ route: 'authentication.register-info' });
    expect(stepAfterSignIn('home')).toBe('check-custom-fields');
  });

  it('asks for outstanding custom fields before home', () => {
    expect(stepAfterCustomFieldCheck([{ form_id: 1 }])).toEqual({
      route: 'authentication.register-custom-fields',
    });
    expect(stepAfterCustomFieldCheck([])).toEqual({ route: 'home' });
    expect(stepAfterCustomFieldCheck(null)).toEqual({ route: 'home' });
  });

  it('keeps the session and forgets what only signing in needed', () => {
    storage.set('otpData', '{}');
    storage.set('authToken', '{}');
    storage.set('lineIdentityRef', 'sref');
    rememberSession(session({ customer: { ...session().customer, is_withdraw_pdpa: true } }));
    expect(storage.get('userToken')).toBe('token-1');
    expect(storage.get('mobile')).toBe('0812345678');
    expect(storage.get('withdrawPdpa')).toBe('true');
    expect(storage.get('otpData')).toBeNull();
    expect(storage.get('authToken')).toBeNull();
    expect(storage.get('lineIdentityRef')).toBeNull();
  });

  it('remembers an unfinished registration for the landing page, and forgets a finished one', () => {
    rememberSession(session({ action: 'register-customer' }));
    expect(storage.get('statePage')).toBe(REGISTER_INFO_STATE);
    expect(REGISTER_INFO_STATE).toBe('authentication.register-info');
    rememberSession(session({ action: 'home' }));
    expect(storage.get('statePage')).toBeNull();
  });
});

describe('sign-in methods', () => {
  it("follows the brand's order and leaves out what it turned off", () => {
    const both = { isLoginByPhone: true, isLoginByLine: true };
    expect(loginMethods({ ...both, orderLoginType: 'phone' }, true)).toEqual(['phone', 'line']);
    expect(loginMethods({ ...both, orderLoginType: 'line' }, true)).toEqual(['line', 'phone']);
    expect(
      loginMethods({ isLoginByPhone: true, isLoginByLine: false, orderLoginType: 'line' }, true),
    ).toEqual(['phone']);
    expect(
      loginMethods({ isLoginByPhone: false, isLoginByLine: false, orderLoginType: 'phone' }, true),
    ).toEqual([]);
  });

  it('offers no LINE without a LINE provider, whatever the theme says', () => {
    const lineFirst = {
      isLoginByPhone: true,
      isLoginByLine: true,
      orderLoginType: 'line' as const,
    };
    expect(loginMethods(lineFirst, false)).toEqual(['phone']);
  });
});
