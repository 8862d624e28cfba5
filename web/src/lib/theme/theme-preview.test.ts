import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultThemeFields } from '@crm/contract/theme';
import { isThemePreview } from './boot-theme';
import { listenForThemePreview } from './theme-preview';

const green = { ...defaultThemeFields, primary: '#0A7C59' };
const previewRule = () => document.getElementById('theme-preview')?.textContent ?? '';

function post(data: unknown, init: { origin?: string; source?: Window | null } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: init.origin ?? window.location.origin,
      source: init.source === undefined ? window.parent : init.source,
    }),
  );
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

describe('the theme preview', () => {
  it('tells the framing page of its own origin that it listens', () => {
    const sent = vi.spyOn(window.parent, 'postMessage');
    stop = listenForThemePreview();
    expect(sent).toHaveBeenCalledWith({ type: 'crm.theme-preview.ready' }, window.location.origin);
  });

  it('paints the colours posted by its framing page over the saved ones', () => {
    stop = listenForThemePreview();
    post({ type: 'crm.theme-preview', colors: green });
    expect(previewRule()).toContain('--primary:#0A7C59 !important');
    expect(previewRule()).toContain(`--text:${defaultThemeFields.text} !important`);
  });

  it('takes nothing from another origin, another window, or anything but #RRGGBB colours', () => {
    stop = listenForThemePreview();
    post({ type: 'crm.theme-preview', colors: green }, { origin: 'https://evil.example' });
    post({ type: 'crm.theme-preview', colors: green }, { source: null });
    post({ type: 'crm.theme-preview', colors: { ...green, primary: 'red;} body{display:none' } });
    post({ type: 'crm.theme-preview', colors: { primary: '#0A7C59' } });
    post({ type: 'something-else', colors: green });
    expect(previewRule()).toBe('');
  });

  it('is on only in a frame opened with ?preview=theme', () => {
    const at = (search: string, framed: boolean) =>
      ({
        location: { search },
        get parent() {
          return framed ? ({} as Window) : this;
        },
      }) as unknown as Window;
    expect(isThemePreview(at('?brandRef=demo&preview=theme', true))).toBe(true);
    expect(isThemePreview(at('?brandRef=demo&preview=theme', false))).toBe(false);
    expect(isThemePreview(at('?brandRef=demo', true))).toBe(false);
  });
});
