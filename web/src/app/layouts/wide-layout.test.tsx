import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { fakeApi } from '@/test/fake-api';
import { MainLayout } from './main-layout';

beforeEach(() => {
  storage.set('userToken', 'token');
  fakeApi({
    'GET /Customer/info': { body: { data: { is_consent_pdpa: true, is_withdraw_pdpa: false } } },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string, width: number) {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
  window.dispatchEvent(new Event('resize'));
  const router = createMemoryRouter(
    [
      {
        Component: MainLayout,
        children: ['/home', '/profile/edit-profile'].map((pagePath) => ({
          path: pagePath,
          element: <h1>{pagePath}</h1>,
        })),
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return container;
}

const navigation = () => screen.getByRole('navigation', { name: 'เมนูหลัก' });

describe('the main layout by device class', () => {
  it.each([390, 820])('has the tab bar at the bottom at %ipx', async (width) => {
    renderAt('/home', width);
    await screen.findByRole('heading', { name: '/home' });
    expect(navigation()).toHaveAttribute('data-nav-variant', 'bottom');
    expect(screen.queryByRole('button', { name: 'เมนูเพิ่มเติม' })).toBeNull();
  });

  it.each([1280, 1920])('has the side navigation instead at %ipx', async (width) => {
    renderAt('/home', width);
    await screen.findByRole('heading', { name: '/home' });
    expect(navigation()).toHaveAttribute('data-nav-variant', 'side');
    expect(screen.getAllByRole('navigation', { name: 'เมนูหลัก' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'เมนูเพิ่มเติม' })).toBeInTheDocument();
  });

  it('lets wide routes use the width', async () => {
    const container = renderAt('/home', 1280);
    await screen.findByRole('heading', { name: '/home' });
    expect(container.querySelector('main')).toHaveAttribute('data-wide', 'true');
  });

  it('keeps forms to a reading column', async () => {
    const container = renderAt('/profile/edit-profile', 1280);
    await screen.findByRole('heading', { name: '/profile/edit-profile' });
    expect(container.querySelector('main')).toHaveAttribute('data-wide', 'false');
    // The side navigation stays on routes that hide the tab bar.
    expect(navigation()).toHaveAttribute('data-nav-variant', 'side');
  });
});
