import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { MessagePreferences, MessagePreferencesRequest } from '@crm/contract/messages';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { NotificationsPage } from './notifications-page';

beforeEach(() => {
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(initial: MessagePreferences) {
  let stored = initial;
  const api = fakeApi({
    'GET /Customer/MessagePreferences': () => ({ body: { data: stored } }),
    'PUT /Customer/MessagePreferences': (call) => {
      const body = call.body as MessagePreferencesRequest;
      stored = {
        language: body.language,
        kinds: stored.kinds.map((k) => ({ ...k, is_enabled: !body.opted_out.includes(k.kind) })),
      };
      return { body: { data: stored } };
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

it('shows a switch per kind the brand sends and saves each change with the others kept', async () => {
  const api = renderPage({
    language: 'th',
    kinds: [
      { kind: 'points_earned', is_enabled: true },
      { kind: 'broadcast', is_enabled: false },
    ],
  });
  const earned = await screen.findByRole('switch', { name: 'ได้รับคะแนน' });
  const news = screen.getByRole('switch', { name: 'ข่าวสารและโปรโมชัน' });
  expect(earned).toHaveAttribute('aria-checked', 'true');
  expect(news).toHaveAttribute('aria-checked', 'false');
  expect(screen.queryByRole('switch', { name: 'เลื่อนระดับสมาชิก' })).not.toBeInTheDocument();

  await userEvent.click(earned);
  await waitFor(() => expect(earned).toHaveAttribute('aria-checked', 'false'));
  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true'),
  );
  const saves = api.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  expect(saves).toEqual([
    { language: 'th', opted_out: ['points_earned', 'broadcast'] },
    { language: 'en', opted_out: ['points_earned', 'broadcast'] },
  ]);
});
