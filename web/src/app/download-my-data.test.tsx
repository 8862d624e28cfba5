import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTable } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { memberProfile } from '@/test/member-profile';
import { routePages } from './route-pages';

const link = {
  download_url: '/api/v1.0/Customer/DataExport?token=t.o.k',
  expires_at: '2026-11-24T07:05:00.000Z',
};

async function openProfile(exportAnswer: FakeRoute) {
  const api = fakeApi({
    'GET /Customer/info': { body: { data: memberProfile() } },
    'POST /Customer/DataExport': exportAnswer,
  });
  const router = createMemoryRouter(
    await Promise.all(
      (['profile', 'profile.download-my-data'] as const).map(async (name) => ({
        path: routeTable[name].path,
        Component: await routePages[name](),
      })),
    ),
    { initialEntries: ['/profile'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, user: userEvent.setup() };
}

beforeEach(() => {
  storage.set('userToken', 'token');
  storage.setSession('brand', 'demo');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Download my data', () => {
  it('is in the profile menu and downloads the zip from a short-lived link', async () => {
    const { api, router, user } = await openProfile({ body: { data: link } });
    const privacy = await screen.findByRole('navigation', { name: 'ความปลอดภัยและความเป็นส่วนตัว' });
    await user.click(
      await screen.findByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' }, { container: privacy }),
    );
    expect(router.state.location.pathname).toBe('/profile/download-my-data');
    expect(await screen.findByRole('heading', { name: 'ดาวน์โหลดข้อมูลของฉัน' })).toBeVisible();
    expect(screen.getByText('ประวัติแต้ม แต้มคงเหลือ และวันหมดอายุ')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลด (.zip)' }));
    expect(await screen.findByRole('link', { name: /แตะที่นี่เพื่อดาวน์โหลด/ })).toHaveAttribute(
      'href',
      link.download_url,
    );
    expect(api.calls.filter((call) => call.path === '/Customer/DataExport')).toHaveLength(1);
  });

  it('sends LINE’s browser to the phone’s own browser, which saves downloads', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile Line/14.3.0',
    );
    const { user } = await openProfile({ body: { data: link } });
    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' }));
    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลด (.zip)' }));
    expect(await screen.findByRole('link', { name: /แตะที่นี่เพื่อดาวน์โหลด/ })).toHaveAttribute(
      'href',
      `${link.download_url}&openExternalBrowser=1`,
    );
  });

  it('says so on the screen when the member asked too often', async () => {
    const { user } = await openProfile({
      status: 429,
      body: {
        error: {
          http_status: 429,
          code: 'TOO_MANY_ATTEMPTS',
          title_th: 'ทำรายการบ่อยเกินไป',
          message_th: 'กรุณาลองใหม่ในอีก 60 นาที',
          title_en: 'Too many attempts',
          message_en: 'Please try again in 60 minutes.',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' }));
    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลด (.zip)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาลองใหม่ในอีก 60 นาที');
    expect(screen.queryByRole('link', { name: /แตะที่นี่เพื่อดาวน์โหลด/ })).not.toBeInTheDocument();
  });
});
