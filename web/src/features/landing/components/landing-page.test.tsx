import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import { UnsecuredJWT } from 'jose';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { LandingPage } from './landing-page';

/** Back from LINE Login: the LINE account is another member's, whose session it carries. */
const callbackToken = new UnsecuredJWT({
  action: 'home',
  iam_line_identity_sref: 'L-sref',
  is_withdraw_pdpa: false,
  token: 'other-members-token',
}).encode();

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderLanding(link: FakeRoute, url = `/?brandRef=demo&callbackToken=${callbackToken}`) {
  const api = fakeApi({ 'POST /authentication/line/link': link });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

beforeEach(() => {
  storage.set('userToken', 'members-token');
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('adds LINE for the signed-in member and reports it to the profile, keeping their session', async () => {
  const api = renderLanding({ body: { data: { is_line_linked: true } } });
  expect(
    await screen.findByText(/^at \/profile\?lineLink=linked/, {}, { timeout: 4000 }),
  ).toBeVisible();
  const linked = api.calls.find((call) => call.path === '/authentication/line/link');
  expect(linked?.body).toEqual({ Line_Identity_Sref: 'L-sref' });
  expect(storage.get('userToken')).toBe('members-token');
});

it("reports the API's refusal to the profile", async () => {
  renderLanding({
    status: 409,
    body: {
      error: {
        http_status: 409,
        code: 'LINE_LINKED_TO_OTHER_MEMBER',
        title_th: 'ไม่สำเร็จ',
        message_th: 'ไม่สำเร็จ',
        title_en: 'Refused',
        message_en: 'Refused',
      },
    },
  });
  expect(
    await screen.findByText(
      /^at \/profile\?lineLink=LINE_LINKED_TO_OTHER_MEMBER/,
      {},
      { timeout: 4000 },
    ),
  ).toBeVisible();
  expect(storage.get('userToken')).toBe('members-token');
});
