import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultThemeFields, defaultThemeSettings } from '@crm/contract/theme';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { applyThemeColors } from './apply-theme';
import { cachedBrandColors } from './theme-cache';
import { useApplyBrandTheme } from './use-brand-theme';

const coffee = { ...defaultThemeFields, primary: '#6F4E37' };
const rootVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

function renderShellHook() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderHook(() => useApplyBrandTheme(), {
    // The library types a wrapper's children as a DOM element; they are the hook's component.
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>{children as unknown as ReactNode}</QueryClientProvider>
    ),
  });
}

beforeEach(() => {
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
});

describe('useApplyBrandTheme', () => {
  it('keeps the colours already painted while the theme loads, then paints and remembers it', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    applyThemeColors({ ...coffee, primary: '#123456' });
    renderShellHook();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rootVariable('--primary')).toBe('#123456');

    answer(
      new Response(
        JSON.stringify({
          data: {
            resp: {
              json_config: {
                Theme_Field: coffee,
                Setting_Field: defaultThemeSettings,
                isDark: false,
              },
              groupimagelist: [],
            },
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
    );
    await waitFor(() => expect(rootVariable('--primary')).toBe('#6F4E37'));
    expect(cachedBrandColors('demo')).toEqual(coffee);
  });

  it('paints the default theme when the brand has none', async () => {
    fakeApi({
      'GET /Theme/GetTheme': {
        body: { data: { resp: { json_config: null, groupimagelist: null } } },
      },
    });
    applyThemeColors(coffee);
    renderShellHook();
    await waitFor(() => expect(rootVariable('--primary')).toBe('#007FFF'));
  });
});
