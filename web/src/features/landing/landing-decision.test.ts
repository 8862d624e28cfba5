import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { decideLanding, stepAfterCustomFieldCheck } from './landing-decision';

const callback = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).encode();
const base = { brandRef: 'demo', token: null, statePage: null, callbackToken: null };

describe('decideLanding', () => {
  it('sends a member with a token home', () => {
    expect(decideLanding({ ...base, token: 't' })).toEqual({ type: 'go', route: 'home' });
  });

  it('resumes registration when register-info was the last step', () => {
    expect(
      decideLanding({ ...base, token: 't', statePage: 'authentication.register-info' }),
    ).toEqual({ type: 'go', route: 'authentication.register-info' });
  });

  it('sends a visitor without a callback token to LINE login of the brand, from the landing', () => {
    expect(decideLanding(base)).toEqual({
      type: 'go',
      route: 'authentication.line-login',
      query: { brandRef: 'demo', landing: true },
    });
  });

  it("adds LINE for a signed-in member back from LINE Login, never taking the callback's session", () => {
    const callbackToken = callback({
      action: 'home',
      iam_line_identity_sref: 'L-7',
      token: 'someone-else',
    });
    expect(decideLanding({ ...base, token: 't', callbackToken })).toEqual({
      type: 'link-line',
      lineIdentitySref: 'L-7',
    });
    // A callback without a LINE identity changes nothing for a signed-in member.
    expect(
      decideLanding({ ...base, token: 't', callbackToken: callback({ action: 'home' }) }),
    ).toEqual({ type: 'go', route: 'home' });
  });

  it("carries LIFF's parameters to the LINE login page, where the LIFF sign-in starts", () => {
    const liff = { 'liff.state': '/', code: 'c', state: 's', liffClientId: '1657' };
    expect(decideLanding({ ...base, liff })).toEqual({
      type: 'go',
      route: 'authentication.line-login',
      query: { ...liff, brandRef: 'demo', landing: true },
    });
    // A signed-in member needs no LIFF sign-in.
    expect(decideLanding({ ...base, token: 't', liff })).toEqual({ type: 'go', route: 'home' });
  });

  it('routes register-customer to the PDPA consent, remembering the LINE identity', () => {
    const step = decideLanding({
      ...base,
      callbackToken: callback({ action: 'register-customer', iam_line_identity_sref: 'L-9' }),
    });
    expect(step).toEqual({
      type: 'go',
      route: 'authentication.pdpa',
      remember: { lineIdentityRef: 'L-9' },
    });
  });

  it('routes customer-info to the profile registration', () => {
    const step = decideLanding({ ...base, callbackToken: callback({ action: 'customer-info' }) });
    expect(step).toEqual({ type: 'go', route: 'authentication.register-info', remember: {} });
  });

  it.each([
    ['register-customer', 'authentication.pdpa'],
    ['customer-info', 'authentication.register-info'],
  ])(
    'signs in an existing LINE member from a %s callback with an access token',
    (action, route) => {
      const step = decideLanding({
        ...base,
        callbackToken: callback({
          action,
          iam_line_identity_sref: 'L-2',
          is_withdraw_pdpa: false,
          token: 'access-token',
        }),
      });
      // The stored token is a session: the consent and profile screens post as the member
      // instead of asking for the phone number, and the splash resumes registration.
      expect(step).toEqual({
        type: 'go',
        route,
        remember: {
          lineIdentityRef: 'L-2',
          userToken: 'access-token',
          withdrawPdpa: 'false',
          statePage: 'authentication.register-info',
        },
      });
    },
  );

  it('a member signed in by a callback resumes registration on the next visit', () => {
    const step = decideLanding({
      ...base,
      callbackToken: callback({ action: 'register-customer', token: 'access-token' }),
    });
    if (step.type !== 'go' || !step.remember) throw new Error('expected a step that remembers');
    expect(
      decideLanding({
        ...base,
        token: step.remember.userToken ?? null,
        statePage: step.remember.statePage ?? null,
      }),
    ).toEqual({ type: 'go', route: 'authentication.register-info' });
  });

  it('signs in from a home callback: stores the access token inside it, withdraw flag and action, then checks forms', () => {
    const token = callback({
      action: 'home',
      is_withdraw_pdpa: true,
      iam_line_identity_sref: 'L-1',
      token: 'access-token',
    });
    expect(decideLanding({ ...base, callbackToken: token })).toEqual({
      type: 'check-custom-fields',
      remember: {
        lineIdentityRef: 'L-1',
        userToken: 'access-token',
        withdrawPdpa: 'true',
        lineAction: 'home',
      },
    });
    const notWithdrawn = decideLanding({
      ...base,
      callbackToken: callback({ action: 'home', token: 'access-token' }),
    });
    expect(notWithdrawn).toMatchObject({ remember: { withdrawPdpa: 'false' } });
  });

  it('sends a home callback without an access token back to LINE login', () => {
    expect(decideLanding({ ...base, callbackToken: callback({ action: 'home' }) })).toMatchObject({
      route: 'authentication.line-login',
    });
  });

  it('falls back to LINE login for an unknown action or an unreadable token', () => {
    const lineLogin = {
      type: 'go',
      route: 'authentication.line-login',
      query: { brandRef: 'demo', landing: true },
    };
    expect(decideLanding({ ...base, callbackToken: callback({ action: 'dance' }) })).toEqual(
      lineLogin,
    );
    expect(decideLanding({ ...base, callbackToken: 'not-a-jwt' })).toEqual(lineLogin);
    expect(decideLanding({ ...base, callbackToken: callback({ no: 'action' }) })).toEqual(
      lineLogin,
    );
  });

  it('needs a brand before a stored token counts', () => {
    expect(decideLanding({ ...base, brandRef: null, token: 't' })).toEqual({
      type: 'go',
      route: 'authentication.line-login',
      query: { brandRef: null, landing: true },
    });
  });
});

describe('stepAfterCustomFieldCheck', () => {
  it('asks for custom fields (process 3) while forms are outstanding', () => {
    expect(stepAfterCustomFieldCheck([{ form_id: 1 }])).toEqual({
      type: 'go',
      route: 'authentication.register-cs-fields',
      query: { process: 3 },
    });
  });

  it('goes home when no form is left or the check failed', () => {
    expect(stepAfterCustomFieldCheck([])).toEqual({ type: 'go', route: 'home' });
    expect(stepAfterCustomFieldCheck(null)).toEqual({ type: 'go', route: 'home' });
  });
});
