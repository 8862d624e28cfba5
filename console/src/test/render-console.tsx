import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BASENAME } from '@/app/guards';
import { ConsoleProviders } from '@/common/providers';
import { routes } from '@/app/router';
import { queryClient } from '@/common/api/query-client';

/** The whole console, its real routes and guards, opened at a path under /console. */
export function renderConsole(path: string) {
  const router = createMemoryRouter(routes, {
    basename: BASENAME,
    initialEntries: [`${BASENAME}${path}`],
  });
  const view = render(
    <ConsoleProviders queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return { ...view, router };
}
