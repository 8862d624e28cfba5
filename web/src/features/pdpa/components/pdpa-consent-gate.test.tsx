import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { PdpaConsentGate } from './pdpa-consent-gate';

const policy = {
  pdpa_id: 1,
  version: 2,
  content_th: 'นโยบายของแบรนด์',
  content_en: 'Policy',
  pdpa_article_alt_reference: 'PDPA-2',
  pdpa_article_group_key: 'member',
  published_at: '2025-01-01T00:00:00.000Z',
};

let profile = { is_consent_pdpa: false, is_withdraw_pdpa: false };
const posted: FormData[] = [];

function reply(data: unknown) {
  return new Response(JSON.stringify({ data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  profile = { is_consent_pdpa: false, is_withdraw_pdpa: false };
  posted.length = 0;
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://app');
      if (url.pathname.endsWith('/Customer/info')) return Promise.resolve(reply(profile));
      if (url.pathname.endsWith('/pdpa/info')) return Promise.resolve(reply(policy));
      if (url.pathname.endsWith('/CustomerAccount/UpdatePDPA')) {
        posted.push(init?.body as FormData);
        profile = { is_consent_pdpa: true, is_withdraw_pdpa: false };
        return Promise.resolve(
          reply({
            is_consent_pdpa: true,
            is_withdraw_pdpa: false,
            pdpa_action: 1,
            pdpa_id: 1,
            version: 2,
            recorded_at: '2025-01-02T00:00:00.000Z',
          }),
        );
      }
      return Promise.reject(new Error(`unexpected call ${url.pathname}`));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderGate(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(wrap(<PdpaConsentGate />));
}

describe('PdpaConsentGate', () => {
  it('blocks a member without consent until they confirm, then reloads the profile', async () => {
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'นโยบายความเป็นส่วนตัว' });
    expect(await screen.findByText('นโยบายของแบรนด์')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const form = posted[0]!;
    expect(Object.fromEntries(form.entries())).toEqual({
      Pdpa_Article_Alt_Reference: 'PDPA-2',
      Pdpa_Article_Group_Key: 'member',
      Pdpa_Action: '1',
    });
    expect(storage.get('withdrawPdpa')).toBe('false');
  });

  it('shows nothing to a member who consented', async () => {
    profile = { is_consent_pdpa: true, is_withdraw_pdpa: false };
    renderGate();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("leaves a member who withdrew to the main layout's warning", async () => {
    profile = { is_consent_pdpa: false, is_withdraw_pdpa: true };
    renderGate();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
