import { afterEach, describe, expect, it } from 'vitest';
import { defaultThemeFields } from '@crm/contract/theme';
import { storage } from '@/lib/storage';
import { applyCachedBrandTheme } from './boot-theme';
import { cachedBrandColors, rememberBrandColors } from './theme-cache';

const coffee = { ...defaultThemeFields, primary: '#6F4E37', background: '#FBF7F2' };
const tea = { ...defaultThemeFields, primary: '#2E7D32' };
const rootVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('the theme cache', () => {
  it('remembers the colours of each brand under the crm-prefixed key', () => {
    rememberBrandColors('demo', coffee);
    rememberBrandColors('tea', tea);
    expect(cachedBrandColors('demo')).toEqual(coffee);
    expect(cachedBrandColors('tea')?.primary).toBe('#2E7D32');
    expect(cachedBrandColors('other')).toBeNull();
    expect(JSON.parse(localStorage.getItem('crm.brandThemes') ?? '{}')).toHaveProperty('demo');
  });

  it('ignores an entry that is not a full set of #RRGGBB colours', () => {
    storage.setJson('brandThemes', {
      demo: { ...coffee, primary: 'red;} body{display:none' },
      tea: { primary: '#2E7D32' },
    });
    expect(cachedBrandColors('demo')).toBeNull();
    expect(cachedBrandColors('tea')).toBeNull();
    localStorage.setItem('crm.brandThemes', 'not json');
    expect(cachedBrandColors('demo')).toBeNull();
  });
});

describe('applyCachedBrandTheme', () => {
  it("paints the URL's brand in its remembered colours", () => {
    rememberBrandColors('demo', coffee);
    applyCachedBrandTheme({ search: '?brandRef=demo&isGlobal=false' });
    expect(rootVariable('--primary')).toBe('#6F4E37');
    expect(rootVariable('--background')).toBe('#FBF7F2');
  });

  it("falls back to this tab's brand when the URL names none", () => {
    rememberBrandColors('tea', tea);
    storage.setSession('brand', 'tea');
    applyCachedBrandTheme({ search: '' });
    expect(rootVariable('--primary')).toBe('#2E7D32');
  });

  it('leaves the stylesheet defaults for a brand it has not seen', () => {
    rememberBrandColors('demo', coffee);
    applyCachedBrandTheme({ search: '?brandRef=unknown' });
    expect(rootVariable('--primary')).toBe('');
  });

  it('keeps the colours the server sent with the page: they are newer than the remembered ones', () => {
    rememberBrandColors('demo', coffee);
    const sent = document.createElement('style');
    sent.id = 'brand-theme';
    document.head.append(sent);
    try {
      applyCachedBrandTheme({ search: '?brandRef=demo' });
      expect(rootVariable('--primary')).toBe('');
    } finally {
      sent.remove();
    }
  });
});
