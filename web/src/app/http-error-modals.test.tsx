import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '@/components/ui/feedback';
import { PdpaConsentGate } from '@/features/pdpa/components/pdpa-consent-gate';
import { PrivilegeHistoryPage } from '@/features/profile/components/privilege-history-page';
import { PrivilegeListPage } from '@/features/privileges/components/privilege-list-page';
import { http } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { AppShell } from './app-shell';

const expired = {
  status: 401,
  body: {
    error: {
      http_status: 401,
      code: 'UNAUTHORIZED',
      title_th: 'ไม่ได้รับอนุญาต',
      message_th: 'กรุณาเข้าสู่ระบบ',
      title_en: 'Unauthorized',
      message_en: 'Please sign in',
    },
  },
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
  storage.set('isGlobal', 'false');
  fakeApi({
    'GET /Theme/GetTheme': { body: { data: { resp: null } } },
    'POST /privilege/List': expired,
    'GET /privilege/Category': expired,
    'GET /privilege/getdefaultimage': expired,
    'POST /Customer/History/Privilege': expired,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: AppShell,
        children: [
          { path: '/privilege', Component: PrivilegeListPage },
          { path: '/profile/privilege-history', Component: PrivilegeHistoryPage },
          { path: '/authentication/line-login', element: <h1>LINE login</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('an expired session', () => {
  it.each(['/privilege?brandRef=demo', '/profile/privilege-history?brandRef=demo'])(
    'opens the expired-session modal on %s, even where failures are silently ignored',
    async (path) => {
      const router = renderAt(path);
      const modal = await screen.findByRole('dialog', { name: 'สิทธิ์การใช้งานหมดอายุ' });
      expect(modal).toHaveTextContent('กรุณาเข้าสู่ระบบอีกครั้ง');

      await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/authentication/line-login'),
      );
      expect(new URLSearchParams(router.state.location.search).get('landing')).toBe('true');
      expect(storage.get('userToken')).toBeNull();
    },
  );
});

describe('other failures', () => {
  afterEach(async () => {
    feedback.close();
    await i18n.changeLanguage('th');
  });

  function renderFailingCall() {
    const router = createMemoryRouter([
      {
        Component: AppShell,
        children: [
          {
            path: '/',
            element: (
              <button type="button" onClick={() => void http.get('/Missing').catch(() => null)}>
                call
              </button>
            ),
          },
        ],
      },
    ]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it("show the server's Thai title and message", async () => {
    renderFailingCall();
    await userEvent.click(await screen.findByRole('button', { name: 'call' }));
    expect(await screen.findByRole('dialog', { name: 'ไม่พบ' })).toBeInTheDocument();
  });

  it("show the server's English title and message in English", async () => {
    await i18n.changeLanguage('en-US');
    renderFailingCall();
    await userEvent.click(await screen.findByRole('button', { name: 'call' }));
    const modal = await screen.findByRole('dialog', { name: 'Not found' });
    expect(modal).toHaveTextContent('No fake for GET /Missing');
  });
});

describe('a member who never consented', () => {
  let profile: { is_consent_pdpa: boolean; is_withdraw_pdpa: boolean };

  beforeEach(() => {
    // The device still thinks the member consented; the API knows better.
    profile = { is_consent_pdpa: true, is_withdraw_pdpa: false };
    fakeApi({
      'GET /Theme/GetTheme': { body: { data: { resp: null } } },
      'GET /Customer/info': () => ({ body: { data: profile } }),
      'GET /pdpa/info': {
        body: {
          data: {
            pdpa_id: 1,
            version: 1,
            content_th: 'นโยบายของแบรนด์',
            content_en: 'Policy',
            pdpa_article_alt_reference: 'PDPA-1',
            pdpa_article_group_key: 'member',
            published_at: '2025-01-01T00:00:00.000Z',
          },
        },
      },
      'POST /privilege/Issue': () => {
        profile = { is_consent_pdpa: false, is_withdraw_pdpa: false };
        return {
          status: 403,
          body: {
            error: {
              http_status: 403,
              code: 'CONSENT_REQUIRED',
              title_th: 'กรุณาให้ความยินยอม',
              message_th: 'กรุณาให้ความยินยอมตามนโยบายความเป็นส่วนตัวก่อนสะสมหรือใช้แต้มและสิทธิพิเศษ',
              title_en: 'Consent needed',
              message_en: 'Please accept the privacy policy first.',
            },
          },
        };
      },
    });
  });

  function renderRedeemingAt(path: string) {
    const redeem = (
      <button type="button" onClick={() => void http.post('/privilege/Issue').catch(() => null)}>
        redeem
      </button>
    );
    const router = createMemoryRouter(
      [
        {
          Component: AppShell,
          children: [
            { path: '/privilege/detail', element: redeem },
            {
              path: '/home',
              element: (
                <>
                  <h1>home</h1>
                  {redeem}
                  <PdpaConsentGate />
                </>
              ),
            },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it("is taken to home's consent modal, not shown an error, when the API refuses", async () => {
    const router = renderRedeemingAt('/privilege/detail?privilegeId=3&brandRef=demo');
    await userEvent.click(await screen.findByRole('button', { name: 'redeem' }));
    expect(await screen.findByRole('dialog', { name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('dialog', { name: 'กรุณาให้ความยินยอม' })).toBeNull();
    expect(storage.get('withdrawPdpa')).toBeNull();
  });

  it('gets the consent modal on home without leaving it', async () => {
    const router = renderRedeemingAt('/home?brandRef=demo');
    await userEvent.click(await screen.findByRole('button', { name: 'redeem' }));
    expect(await screen.findByRole('dialog', { name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible();
    expect(router.state.historyAction).toBe('POP');
    expect(screen.queryByRole('dialog', { name: 'กรุณาให้ความยินยอม' })).toBeNull();
  });
});
