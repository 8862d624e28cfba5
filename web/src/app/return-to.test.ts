import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import {
  RETURN_TO_TTL_MS,
  pendingReturnTo,
  rememberReturnTo,
  rememberableLocation,
} from './return-to';

describe('rememberableLocation', () => {
  it('keeps the path and query of a member page', () => {
    expect(rememberableLocation('/privilege/detail?privilegeId=3&brandRef=demo')).toBe(
      '/privilege/detail?privilegeId=3&brandRef=demo',
    );
    expect(rememberableLocation('/profile/points-history')).toBe('/profile/points-history');
  });

  it('never keeps another site, however the link is written', () => {
    for (const hostile of [
      'https://evil.example/privilege',
      '//evil.example/privilege',
      '/\\evil.example/privilege',
      '\\\\evil.example/privilege',
      '/\t/evil.example/privilege',
      'javascript:alert(1)',
      'privilege/detail',
    ]) {
      expect(rememberableLocation(hostile)).toBeNull();
    }
  });

  it('keeps neither sign-in screens, home nor unknown paths', () => {
    expect(rememberableLocation('/authentication/login')).toBeNull();
    expect(rememberableLocation('/home?brandRef=demo')).toBeNull();
    expect(rememberableLocation('/admin')).toBeNull();
  });
});

describe('pendingReturnTo', () => {
  const path = '/privilege/detail?privilegeId=3';

  it('gives the remembered page to the same brand while it is fresh', () => {
    rememberReturnTo(path, 'demo', 1_000);
    expect(pendingReturnTo('demo', 1_000 + RETURN_TO_TTL_MS - 1)).toBe(path);
  });

  it('forgets a stale page, or one of another brand', () => {
    rememberReturnTo(path, 'demo', 1_000);
    expect(pendingReturnTo('demo', 1_000 + RETURN_TO_TTL_MS)).toBeNull();
    expect(storage.get('returnTo')).toBeNull();

    rememberReturnTo(path, 'demo', 1_000);
    expect(pendingReturnTo('cafe', 2_000)).toBeNull();
    expect(storage.get('returnTo')).toBeNull();
  });

  it('forgets a stored value that is not a page of this app', () => {
    storage.setJson('returnTo', { path: '//evil.example/home', brandRef: 'demo', at: 1_000 });
    expect(pendingReturnTo('demo', 2_000)).toBeNull();
    storage.set('returnTo', 'not json');
    expect(pendingReturnTo('demo', 2_000)).toBeNull();
  });
});
