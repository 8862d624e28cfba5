import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ThemeResp } from '@crm/contract/theme';
import { AppShell } from '@/app/app-shell';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { MainLayout } from '@/app/layouts/main-layout';
import { layoutNamespaces, routePages } from '@/app/route-pages';
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
 * The pages drawn on the server: those whose first screen needs nothing of the member, only the
 * brand's theme (sign-in's logo and texts, home's header and cover, the privilege list's frame),
 * the member's parts drawn as the skeletons the app shows until they come. Members open them
 * most, and a phone then shows them before the app's code has arrived. Each with its module, as
 * the client build's manifest names it, and whether the drawn screen already holds its largest
 * content (sign-in's logo and welcome, home's cover) or that comes with the member's data (the
 * privilege list's cards).
 */
const drawnPages = {
  'authentication.line-login': {
    module: 'src/features/auth/components/line-login-page.tsx',
    drawnWhole: true,
  },
  home: { module: 'src/app/screens/home-screen.tsx', drawnWhole: true },
  privilege: {
    module: 'src/features/privileges/components/privilege-list-page.tsx',
    drawnWhole: false,
  },
} satisfies Partial<Record<RouteName, { module: string; drawnWhole: boolean }>>;
type DrawnPage = keyof typeof drawnPages;

export interface FirstScreenRequest {
  /** The path and query the browser asked for. */
  url: string;
  brandRef: string;
  theme: ThemeResp;
  /** The language the device chose (its cookie); Thai otherwise. */
  language?: string;
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
    drawnPages[name].module,
    ...textFiles('th', texts),
    // Thai's own are in the entry; another language's are files like the rest.
    ...(other ? textFiles(other, [...firstScreenNamespaces, ...texts]) : []),
  ];
}

/** How a drawn page's head loads the app (api/src/plugins/first-screen.ts). */
export interface PageLoading {
  /** The entry is fetched and run once the drawn screen is painted (src/boot.ts). */
  entryAfterPaint: boolean;
  /** Modules fetched from the start with the entry, as the client build's manifest names them. */
  preload: string[];
}

/**
 * Where the drawn screen is whole, the app's code waits for it to be painted: fetched and run with
 * the page, it would share a slow connection with the fonts and pictures that screen shows, and
 * hold the phone's first paint. Where the largest content waits for the app (the privilege list's
 * cards), the app's code and the page's own are fetched from the start.
 */
export function pageLoading(url: string, language?: string): PageLoading {
  const name = drawnRoute(url);
  if (!name || drawnPages[name].drawnWhole) return { entryAfterPaint: !!name, preload: [] };
  return { entryAfterPaint: false, preload: firstScreenModules(url, language) };
}

function drawnRoute(url: string): DrawnPage | undefined {
  const name = routeByPath(new URL(url, 'http://page').pathname)?.name;
  return name && name in drawnPages ? (name as DrawnPage) : undefined;
}
