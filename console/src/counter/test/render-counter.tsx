import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '@/common/api/query-client';
import { startSession } from '@/common/session/session';
import type { OperatorMe } from '@crm/contract/operator-auth';
import { ConsoleProviders } from '@/common/providers';
import { routes } from '../app/router';
import { counterTheme } from '../app/theme';
import { COUNTER_BASENAME } from '../common/paths';

/** The whole counter, its real routes and guards, opened at a path under /counter. */
export function renderCounter(path: string) {
  const router = createMemoryRouter(routes, {
    basename: COUNTER_BASENAME,
    initialEntries: [`${COUNTER_BASENAME}${path}`],
  });
  const view = render(
    <ConsoleProviders queryClient={queryClient} theme={counterTheme} mantineEnv="test">
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return { ...view, router };
}

/** A session of the operator, as sign-in leaves it. */
export function signedInAs(me: OperatorMe) {
  startSession('operator-token', {
    role: me.role,
    brand_ref: me.brand_ref,
    branches: me.branches,
    must_change_password: me.must_change_password,
  });
}
