import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { guardNavigation, searchWithBrand, tokenBrand } from './route-guard';

const tokenFor = (brandRef: string) => new UnsecuredJWT({ brand_ref: brandRef }).encode();
const demo = { brandRef: 'demo', isGlobal: 'false' };
const url = (pathAndQuery: string) => new URL(pathAndQuery, 'http://localhost');

describe('searchWithBrand', () => {
  it('adds brandRef and isGlobal when a brand is stored', () => {
    expect(searchWithBrand('/home', '', demo)).toBe('?brandRef=demo&isGlobal=false');
    expect(searchWithBrand('/privilege/detail', '?privilegeId=7', demo)).toBe(
      '?privilegeId=7&brandRef=demo&isGlobal=false',
    );
  });

  it('keeps values the URL already has and fills in only what is missing', () => {
    expect(searchWithBrand('/home', '?brandRef=demo', { ...demo, isGlobal: 'true' })).toBe(
      '?brandRef=demo&isGlobal=true',
    );
    expect(searchWithBrand('/home', '?brandRef=demo&isGlobal=false', demo)).toBeNull();
  });

  it('never rewrites the root, and does nothing without a stored brand', () => {
    expect(searchWithBrand('/', '', demo)).toBeNull();
    expect(searchWithBrand('/home', '', { brandRef: null, isGlobal: 'false' })).toBeNull();
  });
});

describe('tokenBrand', () => {
  it('reads the brand_ref claim without verifying', () => {
    expect(tokenBrand(tokenFor('demo'))).toBe('demo');
  });

  it('is undefined for a token that is not a JWT', () => {
    expect(tokenBrand('not-a-token')).toBeUndefined();
  });
});

describe('guardNavigation', () => {
  it('sends a token of another brand to LINE login and ends the session', () => {
    const outcome = guardNavigation({
      name: 'home',
      url: url('/home?brandRef=demo&isGlobal=false'),
      token: tokenFor('other'),
      brand: demo,
    });
    expect(outcome).toEqual({
      type: 'redirect',
      to: '/authentication/line-login?landing=true&brandRef=demo&isGlobal=false',
      clearSession: true,
    });
  });

  it('treats an unreadable token as another brand', () => {
    const outcome = guardNavigation({
      name: 'profile',
      url: url('/profile?brandRef=demo&isGlobal=false'),
      token: 'garbage',
      brand: demo,
    });
    expect(outcome).toMatchObject({ type: 'redirect', clearSession: true });
  });

  it('compares with the brand in the URL before the stored one', () => {
    const outcome = guardNavigation({
      name: 'home',
      url: url('/home?brandRef=cafe&isGlobal=false'),
      token: tokenFor('demo'),
      brand: demo,
    });
    expect(outcome).toMatchObject({
      type: 'redirect',
      to: '/authentication/line-login?landing=true&brandRef=cafe&isGlobal=false',
    });
  });

  it('sends visitors without a token from member routes to LINE login', () => {
    for (const name of ['home', 'privilege.detail', 'profile.member-info', 'home.pdpa'] as const) {
      const outcome = guardNavigation({ name, url: url('/x'), token: null, brand: demo });
      expect(outcome).toEqual({
        type: 'redirect',
        to: '/authentication/line-login?brandRef=demo&isGlobal=false',
        clearSession: false,
      });
    }
  });

  it('remembers the member page a visitor opened, query included', () => {
    const outcome = guardNavigation({
      name: 'privilege.detail',
      url: url('/privilege/detail?privilegeId=3&brandRef=demo'),
      token: null,
      brand: demo,
    });
    expect(outcome).toEqual({
      type: 'redirect',
      to: '/authentication/line-login?brandRef=demo&isGlobal=false',
      clearSession: false,
      remember: '/privilege/detail?privilegeId=3&brandRef=demo',
    });
  });

  it('sends a member arriving home to the remembered page, once', () => {
    const outcome = guardNavigation({
      name: 'home',
      url: url('/home?brandRef=demo&isGlobal=false'),
      token: tokenFor('demo'),
      brand: demo,
      returnTo: '/privilege/detail?privilegeId=3&brandRef=demo',
    });
    expect(outcome).toEqual({
      type: 'redirect',
      to: '/privilege/detail?privilegeId=3&brandRef=demo',
      clearSession: false,
      resume: true,
    });
  });

  it('does not send a visitor anywhere remembered before signing in', () => {
    const outcome = guardNavigation({
      name: 'home',
      url: url('/home?brandRef=demo&isGlobal=false'),
      token: null,
      brand: demo,
      returnTo: '/privilege/detail?privilegeId=3',
    });
    expect(outcome).toMatchObject({
      to: '/authentication/line-login?brandRef=demo&isGlobal=false',
    });
  });

  it('lets visitors use the sign-in and registration screens', () => {
    const outcome = guardNavigation({
      name: 'authentication.pdpa',
      url: url('/authentication/pdpa?brandRef=demo&isGlobal=false'),
      token: null,
      brand: demo,
    });
    expect(outcome).toEqual({ type: 'allow' });
  });

  it('sends members with a token from the ways in to home', () => {
    const outcome = guardNavigation({
      name: 'authentication.line-login',
      url: url('/authentication/line-login?brandRef=demo&isGlobal=false'),
      token: tokenFor('demo'),
      brand: demo,
    });
    expect(outcome).toEqual({
      type: 'redirect',
      to: '/home?brandRef=demo&isGlobal=false',
      clearSession: false,
    });
  });

  it('lets a member finish registration with a token', () => {
    const outcome = guardNavigation({
      name: 'authentication.register-info',
      url: url('/authentication/register-info?brandRef=demo&isGlobal=false'),
      token: tokenFor('demo'),
      brand: demo,
    });
    expect(outcome).toEqual({ type: 'allow' });
  });

  it('rewrites the URL to carry the brand when it is missing, keeping query and hash', () => {
    const outcome = guardNavigation({
      name: 'privilege.detail',
      url: url('/privilege/detail?privilegeId=3#terms'),
      token: tokenFor('demo'),
      brand: demo,
    });
    expect(outcome).toEqual({
      type: 'redirect',
      to: '/privilege/detail?privilegeId=3&brandRef=demo&isGlobal=false#terms',
      clearSession: false,
    });
  });

  it('leaves the landing page alone', () => {
    const outcome = guardNavigation({
      name: 'landing',
      url: url('/'),
      token: tokenFor('other'),
      brand: demo,
    });
    expect(outcome).toEqual({ type: 'allow' });
  });
});
