import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { PdpaPage } from './pdpa-page';

const policy = {
  pdpa_id: 1,
  version: 2,
  content_th: 'นโยบายของแบรนด์',
  content_en: 'Policy',
  pdpa_article_alt_reference: 'PDPA-2',
  pdpa_article_group_key: 'member',
  published_at: '2025-01-01T00:00:00.000Z',
};

const consentState = {
  is_consent_pdpa: true,
  is_withdraw_pdpa: false,
  pdpa_action: 1,
  pdpa_id: 1,
  version: 2,
  recorded_at: '2025-01-02T00:00:00.000Z',
};

let calls: FakeCall[] = [];

beforeEach(() => {
  storage.setSession('brand', 'demo');
  ({ calls } = fakeApi({
    'GET /pdpa/info': { body: { data: policy } },
    'GET /Customer/info': {
      body: { data: { is_consent_pdpa: false, is_withdraw_pdpa: false } },
    },
    'POST /CustomerAccount/UpdatePDPA': { body: { data: consentState } },
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderConsent() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/authentication/pdpa?brandRef=demo']}>
        <Routes>
          <Route path="/authentication/pdpa" element={<PdpaPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PdpaPage (authentication.pdpa)', () => {
  it('a member signed in by a LINE callback consents as themselves and goes on to the profile', async () => {
    storage.set('userToken', 'access-token');
    renderConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'ดำเนินการต่อ' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/authentication/register-info'),
    );
    expect(calls.some((call) => call.path === '/CustomerAccount/UpdatePDPA')).toBe(true);
    expect(storage.get('statePage')).toBe('authentication.register-info');
  });

  it('a visitor keeps the acceptance and is asked for the phone number first', async () => {
    renderConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'ดำเนินการต่อ' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/authentication/verify?page=mobile');
    expect(calls.some((call) => call.path === '/CustomerAccount/UpdatePDPA')).toBe(false);
    expect(calls.some((call) => call.path === '/Customer/info')).toBe(false);
    expect(storage.getJson('pdpaData')).toEqual({ altReference: 'PDPA-2', groupKey: 'member' });
  });
});
