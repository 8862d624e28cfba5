import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultThemeFields, defaultThemeSettings, type ThemeResp } from '@crm/contract/theme';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { LineLoginPage } from './line-login-page';

/** The brand's theme asks for both ways in, LINE first. */
const lineFirst: ThemeResp = {
  json_config: {
    Theme_Field: defaultThemeFields,
    Setting_Field: {
      ...defaultThemeSettings,
      Login: { is_login_by_phone: 'true', is_login_by_line: 'true', order_login_type: 'line' },
    },
    isDark: false,
  },
  groupimagelist: [],
};

beforeEach(() => {
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(providers: { provider_ref: string; oauth_method: number }[]) {
  const api = fakeApi({
    'GET /Theme/GetTheme': { body: { data: { resp: lineFirst } } },
    'GET /authentication/Provider': { body: { data: providers } },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/authentication/line-login?brandRef=demo']}>
        <LineLoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const methodButtons = () => screen.findAllByRole('button', { name: /^เข้าสู่ระบบด้วย/ });

describe('LineLoginPage', () => {
  it('offers LINE first, as the theme asks, when the brand has a LINE provider', async () => {
    const api = renderPage([{ provider_ref: 'line-demo', oauth_method: 21 }]);
    await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' });
    expect((await methodButtons()).map((button) => button.textContent)).toEqual([
      'เข้าสู่ระบบด้วย LINE',
      'เข้าสู่ระบบด้วยเบอร์โทรศัพท์',
    ]);
    const asked = api.calls.find((call) => call.path === '/authentication/Provider');
    expect(Object.fromEntries(asked!.query)).toEqual({ brand_ref: 'demo', Is_Global: 'false' });
    // Kept once the page has drawn the answer, after the frame.
    await waitFor(() => expect(storage.get('lineLogin')).toBe('true'));
  });

  it('hides LINE and leads with the phone when the provider list has no LINE entry', async () => {
    renderPage([{ provider_ref: 'other', oauth_method: 7 }]);
    await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วยเบอร์โทรศัพท์' });
    expect((await methodButtons()).map((button) => button.textContent)).toEqual([
      'เข้าสู่ระบบด้วยเบอร์โทรศัพท์',
    ]);
    await waitFor(() => expect(storage.get('lineLogin')).toBe('false'));
  });
});
