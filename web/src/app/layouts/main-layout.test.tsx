import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { AppShell } from '../app-shell';
import { MainLayout } from './main-layout';

const withdrawn = { is_consent_pdpa: false, is_withdraw_pdpa: true };
const consented = { is_consent_pdpa: true, is_withdraw_pdpa: false };
let profile: { is_consent_pdpa: boolean; is_withdraw_pdpa: boolean };

const consentRefused = {
  http_status: 403,
  code: 'CONSENT_WITHDRAWN',
  title_th: 'ถอนความยินยอมแล้ว',
  message_th: 'ไม่สามารถทำรายการได้',
  title_en: 'Consent withdrawn',
  message_en: 'Not allowed',
};

beforeEach(() => {
  // The shell restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  profile = withdrawn;
  storage.set('userToken', 'token');
  fakeApi({
    'GET /Customer/info': () => ({ body: { data: profile } }),
    'POST /privilege/Issue': () => {
      // The member withdrew on another device: the API knows before this device does.
      profile = withdrawn;
      return { status: 403, body: { error: consentRefused } };
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>{pathname}</h1>
      <button type="button" onClick={() => void http.post('/privilege/Issue').catch(() => null)}>
        redeem
      </button>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: AppShell,
        children: [
          {
            Component: MainLayout,
            children: [
              '/home',
              '/privilege',
              '/privilege/detail',
              '/package',
              '/profile',
              '/profile/edit-profile',
              '/profile/member-info',
              '/profile/points-history',
              '/profile/privilege-history',
              '/profile/reset-pin',
              '/profile/profile-menu-pdpa',
              '/profile/profile-pdpa',
            ].map((pagePath) => ({ path: pagePath, Component: Page })),
          },
          { path: '/authentication/login', element: <h1>login</h1> },
          { path: '/home/pdpa', element: <h1>consent again</h1> },
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

const warning = () => screen.findByRole('dialog', { name: 'ไม่สามารถใช้งานแอปได้' });

describe('a member who withdrew consent', () => {
  it.each([
    '/home',
    '/privilege',
    '/privilege/detail?privilegeId=3',
    '/package',
    '/profile',
    '/profile/edit-profile',
    '/profile/member-info',
    '/profile/points-history',
    '/profile/privilege-history',
    '/profile/reset-pin',
  ])('is stopped on %s', async (path) => {
    renderAt(path);
    expect(await warning()).toHaveTextContent('ถอนความยินยอม');
  });

  it.each(['/profile/profile-menu-pdpa', '/profile/profile-pdpa'])(
    'can still read the policy and consent again on %s',
    async (path) => {
      renderAt(path);
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      expect(screen.getByRole('heading', { name: path })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it("'ยกเลิก' signs them out to the login page", async () => {
    const router = renderAt('/privilege');
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/login'));
    expect(storage.get('userToken')).toBeNull();
  });

  it("'ยอมรับ' opens the consent page, still signed in", async () => {
    const router = renderAt('/profile/points-history');
    await userEvent.click(await screen.findByRole('button', { name: 'ยอมรับ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/pdpa'));
    expect(storage.get('userToken')).toBe('token');
  });
});

describe('a member who consented', () => {
  it('uses the pages freely', async () => {
    profile = consented;
    renderAt('/privilege');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: '/privilege' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gets the withdrawn-consent warning, not an error modal, when the API refuses', async () => {
    profile = consented;
    renderAt('/privilege/detail?privilegeId=3');
    await userEvent.click(await screen.findByRole('button', { name: 'redeem' }));
    expect(await warning()).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'ถอนความยินยอมแล้ว' })).toBeNull();
    expect(storage.get('withdrawPdpa')).toBe('true');
  });
});
