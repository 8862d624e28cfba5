import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PrivilegePreviewItem } from '@crm/contract/privileges';
import type { ThemeResp } from '@crm/contract/theme';
import { AppShell } from '@/app/app-shell';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { MainLayout } from '@/app/layouts/main-layout';
import { layoutNamespaces, routePages } from '@/app/route-pages';
import { privilegePreviewKey } from '@/features/privileges/api/page-preview';
import {
  firstScreenNamespaces,
  i18n,
  isLanguage,
  namespaces,
  type Language,
  type Namespace,
} from '@/lib/i18n';
import { routeByPath, routeTable, type RouteName } from '@/lib/routes';
import { themeQueryOptions } from '@/lib/theme/get-theme';
import { withBrowserStorage } from './server-storage';

/**
 * The pages drawn on the server: those whose first screen needs nothing of the member, only what
 * the brand shows everyone (sign-in's logo and texts, home's header and cover, the privilege
 * list's first cards), the member's parts drawn as the skeletons the app shows until they come.
 * Members open them most, and a phone then shows them before the app's code has arrived. Each
 * with its module, as the client build's manifest names it.
 */
const drawnPages = {
  'authentication.line-login': 'src/features/auth/components/line-login-page.tsx',
  home: 'src/app/screens/home-screen.tsx',
  privilege: 'src/features/privileges/components/privilege-list-page.tsx',
} satisfies Partial<Record<RouteName, string>>;
type DrawnPage = keyof typeof drawnPages;

export interface FirstScreenRequest {
  /** The path and query the browser asked for. */
  url: string;
  brandRef: string;
  theme: ThemeResp;
  /** The language the device chose (its cookie); Thai otherwise. */
  language?: string;
  /** The privilege list's first cards, as every member sees them. */
  privileges?: PrivilegePreviewItem[];
}

const layouts = { authentication: AuthLayout, main: MainLayout } as const;

/**
 * The markup of the page's first screen as the app draws it before any of the member's data
 * arrives, or null for a page that is not drawn on the server. The browser shows it until the
 * app replaces it with its own, identical, first render (main.tsx).
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<string | null> {
  const name = drawnRoute(request.url);
  if (!name) return null;
  const language: Language = isLanguage(request.language) ? request.language : 'th';
  const meta = routeTable[name];
  const texts = i18n.cloneInstance({ lng: language });
  // Every text of the language: on the server they are in memory, and a page's list is its own.
  const [Page] = await Promise.all([
    routePages[name](),
    texts.loadLanguages(language).then(() => texts.loadNamespaces([...namespaces])),
  ]);
  const client = new QueryClient();
  client.setQueryData(themeQueryOptions(request.brandRef).queryKey, { resp: request.theme });
  if (request.privileges) {
    client.setQueryData(privilegePreviewKey(request.brandRef), request.privileges);
  }
  const router = createMemoryRouter(
    [
      {
        Component: AppShell,
        children: [
          { Component: layouts[meta.layout], children: [{ path: meta.path, Component: Page }] },
        ],
      },
    ],
    { initialEntries: [request.url] },
  );
  return withBrowserStorage({ brandRef: request.brandRef, language }, () =>
    renderToString(
      // Its buttons do nothing until the app takes the page over: inert and hidden from assistive
      // technology, so a tap, a screen reader or a test waits for the app's own elements instead
      // of reaching these. The wrapper makes no box, so nothing moves.
      <div inert aria-hidden style={{ display: 'contents' }}>
        <I18nextProvider i18n={texts}>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
      </div>,
    ),
  );
}

/** Whether the page at `url` is drawn on the server. */
export function drawsPage(url: string): boolean {
  return drawnRoute(url) !== undefined;
}

/**
 * The modules a drawn page's first screen loads besides the entry, as the client build's manifest
 * names them: the page's own (the one its route loads, src/app/route-pages.ts) and the files of
 * its texts in the device's language, Thai always among them (the fallback of every key).
 */
export function firstScreenModules(url: string, language?: string): string[] {
  const name = drawnRoute(url);
  if (!name) return [];
  const texts = [...layoutNamespaces[routeTable[name].layout], ...routePages[name].namespaces];
  const textFiles = (lng: Language, list: readonly Namespace[]) =>
    list.map((ns) => `src/locales/${lng}/${ns}.json`);
  const other: Language | undefined =
    isLanguage(language) && language !== 'th' ? language : undefined;
  return [
    drawnPages[name],
    ...textFiles('th', texts),
    // Thai's own are in the entry; another language's are files like the rest.
    ...(other ? textFiles(other, [...firstScreenNamespaces, ...texts]) : []),
  ];
}

function drawnRoute(url: string): DrawnPage | undefined {
  const name = routeByPath(new URL(url, 'http://page').pathname)?.name;
  return name && name in drawnPages ? (name as DrawnPage) : undefined;
}
