import { render, screen } from '@testing-library/preact';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEV_LIFF_ID } from '@crm/contract/liff';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { useLiffSignIn } from './use-liff-sign-in';

const liffIdToken = vi.hoisted(() => vi.fn<(start: unknown) => Promise<string | null>>());
vi.mock('@/lib/liff', async (original) => ({
  ...(await original<typeof import('@/lib/liff')>()),
  liffIdToken,
}));

const IN_LINE = 'Mozilla/5.0 (Linux; Android 14) Chrome/124.0 Mobile Safari/537.36 Line/14.6.0';

function Probe() {
  const working = useLiffSignIn('demo', false);
  return <p>{working ? 'working' : 'idle'}</p>;
}

function Landing() {
  const location = useLocation();
  return <p>landing {location.search}</p>;
}

function renderProbe(url = '/authentication/line-login?brandRef=demo') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route path="/authentication/line-login" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  storage.setSession('brand', 'demo');
  sessionStorage.removeItem('crm-liff-sign-in-at');
});

afterEach(() => {
  vi.unstubAllGlobals();
  liffIdToken.mockReset();
});

describe('useLiffSignIn', () => {
  it('inside LINE sends the ID token and continues at the landing page', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IN_LINE });
    const api = fakeApi({
      'GET /liff/config': { body: { data: { liff_id: DEV_LIFF_ID } } },
      'POST /authentication/liff': {
        body: {
          data: {
            action: 'home',
            iam_line_identity_sref: 'sref',
            is_withdraw_pdpa: false,
            token: 'access',
            callback_token: 'signed.callback.token',
          },
        },
      },
    });
    liffIdToken.mockResolvedValue('id.token.from-liff');
    renderProbe();
    expect(await screen.findByText('landing ?callbackToken=signed.callback.token')).toBeVisible();
    expect(liffIdToken).toHaveBeenCalledWith(expect.objectContaining({ liffId: DEV_LIFF_ID }));
    const signIn = api.calls.find((call) => call.path === '/authentication/liff');
    expect(signIn?.body).toEqual({ Brand_Ref: 'demo', Id_Token: 'id.token.from-liff' });
  });

  it('outside LINE asks nothing and loads nothing', async () => {
    const api = fakeApi({});
    renderProbe();
    expect(await screen.findByText('idle')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
    expect(liffIdToken).not.toHaveBeenCalled();
  });

  it('inside LINE without a LIFF app, or signed out of LINE, leaves the choice to the member', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IN_LINE });
    const api = fakeApi({ 'GET /liff/config': { body: { data: { liff_id: null } } } });
    renderProbe();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(liffIdToken).not.toHaveBeenCalled();
    expect(screen.getByText('idle')).toBeVisible();
  });
});
