import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import { parseCookie } from 'cookie';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { brandRefQuery } from '@crm/contract/envelope';
import type { PagePrivileges } from '@crm/contract/privileges';
import type { ThemeFields, ThemeResp } from '@crm/contract/theme';
import {
  LANGUAGE_COOKIE,
  PAGE_PRIVILEGES_ELEMENT_ID,
  PAGE_THEME_ELEMENT_ID,
  imageGroupType,
  memberAppLanguages,
  themeColorKeys,
} from '@crm/contract/theme-values';
import { getPrivilegePreview } from '../modules/privileges/service';
import { findPageTheme } from '../modules/theme/service';
import { firstScreens } from './first-screen';
import { builtAppFiles } from './static-files';

/**
 * The member app: files from the build, and index.html for every other page route. When the URL
 * names a brand, the page carries the brand's theme: its colours, so the first paint is already
 * in them, the theme itself, so the app needs no request before drawing, and a preload of the
 * picture the page opens on (the login logo, or home's first cover). Sign-in, home and the
 * privilege list come drawn in it too, so a phone shows them before the app's code arrives; the
 * privilege list's page carries its first cards, which the app shows until the member's come.
 */
export const memberApp: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  await app.register(fastifyStatic, builtAppFiles(root));
  const drawnPage = await firstScreens(root);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.callNotFound();
    }
    // The shell must not be cached like hashed assets, or a deploy would not reach browsers.
    reply.header('cache-control', 'no-cache');
    const query = brandRefQuery.safeParse(request.query);
    const brandRef = query.success ? query.data.brandRef : undefined;
    const page = brandRef
      ? await findPageTheme(app.db, brandRef, request.log).catch((error: unknown) => {
          request.log.warn({ err: error }, 'page sent without the brand theme');
          return undefined;
        })
      : undefined;
    if (!brandRef || !page) return reply.sendFile('index.html', { cacheControl: false });
    const built = await readFile(path.join(root, 'index.html'), 'utf8');
    const privileges =
      pathname === PRIVILEGE_LIST_PATH
        ? await getPrivilegePreview(app.db, page.brand.id).catch((error: unknown) => {
            request.log.warn({ err: error }, 'privilege list sent without its first cards');
            return undefined;
          })
        : undefined;
    const head = [
      page.ownColors ? colorRule(page.ownColors) : '',
      dataBlock(PAGE_THEME_ELEMENT_ID, { brandRef, resp: page.theme }),
      privileges
        ? dataBlock(PAGE_PRIVILEGES_ELEMENT_ID, {
            brandRef,
            items: privileges,
          } satisfies PagePrivileges)
        : '',
      preloadOf(openingPicture(pathname, page.theme)),
    ].join('');
    const shell = (page.ownColors ? withThemeColor(built, page.ownColors.primary) : built).replace(
      '</head>',
      `${head}</head>`,
    );
    reply.type('text/html; charset=utf-8');
    const chosen = parseCookie(request.headers.cookie ?? '')[LANGUAGE_COOKIE];
    const language = memberAppLanguages.find((known) => known === chosen);
    const drawn = await drawnPage(
      { shell, url: request.url, brandRef, theme: page.theme, language, privileges },
      request.log,
      () =>
        app.throttle.attempt('page-draw', { ip: request.ip, subject: brandRef }).then(
          () => true,
          () => false,
        ),
    );
    if (!drawn) return reply.send(shell);
    reply.header('vary', 'accept-encoding');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (!encoding) return reply.send(drawn.html);
    return reply.header('content-encoding', encoding).send(drawn[encoding]);
  });
};

const PRIVILEGE_LIST_PATH = '/privilege';

/** The colours as a :root rule that outranks the stylesheet's defaults. */
function colorRule(colors: ThemeFields): string {
  const variables = themeColorKeys.map((key) => `--${key}:${colors[key]}`).join(';');
  return `<style id="brand-theme">html:root{${variables}}</style>`;
}

function withThemeColor(html: string, color: string): string {
  return html.replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${color}$2`);
}

/** JSON in a data block: `<` escaped so no text in it can close the element. */
function dataBlock(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The largest picture of the page's first screen, when the brand has one. */
function openingPicture(pathname: string, theme: ThemeResp): string | undefined {
  const first = (group: number) =>
    theme.groupimagelist?.find((item) => item.imagegrouptype === group)?.imagelist[0]?.imageurl;
  if (pathname === '/' || pathname.startsWith('/authentication/')) {
    return first(imageGroupType.loginLogo);
  }
  if (pathname === '/home' && theme.json_config?.Setting_Field.Cover_Page.is_display === 'true') {
    return first(imageGroupType.cover);
  }
  return undefined;
}

function preloadOf(url: string | undefined): string {
  // Image URLs are the API's own paths; quotes cannot occur in them, but are escaped regardless.
  return url
    ? `<link rel="preload" as="image" fetchpriority="high" href="${url.replace(/"/g, '&quot;')}">`
    : '';
}
