import { afterEach, describe, expect, it, vi } from 'vitest';
import landing from '@/locales/th/landing.json';
import { i18n, withNamespaces } from './i18n';

describe('withNamespaces', () => {
  afterEach(() => {
    i18n.addResourceBundle('th', 'landing', landing, true, true);
  });

  it('gives what it loads once the Thai texts are there', async () => {
    const load = withNamespaces(['landing'], () => Promise.resolve('page'));
    await expect(load()).resolves.toBe('page');
    expect(i18n.hasResourceBundle('th', 'landing')).toBe(true);
  });

  it('fails, rather than draw keys, when i18next gave up on a namespace’s Thai texts', async () => {
    // i18next resolves even when a file would not load after its retries.
    vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    i18n.removeResourceBundle('th', 'landing');
    const load = withNamespaces(['landing'], () => Promise.resolve('page'));
    await expect(load()).rejects.toThrow('Texts not loaded: landing');
  });

  it('fails when the code does', async () => {
    const load = withNamespaces(['landing'], () => Promise.reject(new Error('chunk')));
    await expect(load()).rejects.toThrow('chunk');
  });
});
