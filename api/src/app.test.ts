import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorBody } from '@crm/contract/envelope';
import { getThemeResponse } from '@crm/contract/theme';
import type { PagePrivileges } from '@crm/contract/privileges';
import { FIRST_SCREEN_PRIVILEGES } from '@crm/contract/list-values';
import {
  PAGE_PRIVILEGES_ELEMENT_ID,
  PAGE_THEME_ELEMENT_ID,
  imageGroupType,
} from '@crm/contract/theme-values';
import { buildApp } from './app';
import { brands, brandThemes, privileges } from './db/schema';
import { RENEWED_TOKEN_HEADER } from './plugins/auth';
import { createBrand, createPrivilege } from './modules/offers/test-fixtures';
import { openSession } from './modules/session/service';
import { signAccessToken } from './modules/session/tokens';
import { describeEachDatabase, type TestContext } from './test/harness';
import { captureLines } from './test/log-lines';
import { createMember } from './test/member-fixture';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Another app on the test database, e.g. with logging on or a web build to serve. */
async function buildVariant(
  ctx: TestContext,
  overrides: { logLevel?: 'info'; webDist?: string; logStream?: NodeJS.WritableStream },
) {
  const config = {
    ...ctx.config,
    LOG_LEVEL: overrides.logLevel ?? ctx.config.LOG_LEVEL,
    webDist: overrides.webDist ?? ctx.config.webDist,
  };
  return buildApp({ config, db: ctx.db, storage: ctx.storage, logStream: overrides.logStream });
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const { error } = errorBody.parse(res.json());
  expect(error.http_status).toBe(status);
  expect(error.code).toBe(code);
  expect(error.title_th).not.toBe('');
  expect(error.message_th).not.toBe('');
}

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase('Request ids and logs', (use) => {
  it('echoes a valid X-Request-Id', async () => {
    const res = await use().app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'checkout-42.a:b_c' },
    });
    expect(res.headers['x-request-id']).toBe('checkout-42.a:b_c');
  });

  it('generates one when it is missing or not acceptable', async () => {
    const { app } = use();
    const missing = await app.inject({ url: '/healthz' });
    expect(missing.headers['x-request-id']).toMatch(UUID);
    for (const bad of ['has spaces in it', '<script>', 'x'.repeat(129)]) {
      const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    const notFound = await app.inject({ url: '/api/v1.0/nothing-here' });
    expect(notFound.headers['x-request-id']).toMatch(UUID);
  });

  it('tags every log line of a request with its id', async () => {
    const { lines, stream } = captureLines();
    const app = await buildVariant(use(), { logLevel: 'info', logStream: stream });
    try {
      await app.inject({
        url: '/api/v1.0/navigation/list?brandRef=demo',
        headers: { 'x-request-id': 'trace-me-7', authorization: 'Bearer secret-value' },
      });
      const mine = lines.filter((line) => line.reqId === 'trace-me-7');
      expect(mine.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
      expect(JSON.stringify(lines)).not.toContain('secret-value');
    } finally {
      await app.close();
    }
  });

  it('hides the details of an unexpected failure but logs them', async () => {
    const { lines, stream } = captureLines();
    const app = await buildVariant(use(), { logLevel: 'info', logStream: stream });
    app.get('/explode', async () => {
      throw new Error('database password is hunter2');
    });
    try {
      const res = await app.inject({ url: '/explode', headers: { 'x-request-id': 'boom-1' } });
      expectError(res, 500, 'INTERNAL');
      expect(res.body).not.toContain('hunter2');
      const logged = lines.find((line) => line.reqId === 'boom-1' && line.level === 50);
      expect(JSON.stringify(logged)).toContain('hunter2');
    } finally {
      await app.close();
    }
  });
});

describeEachDatabase('Health, docs and headers', (use) => {
  it('answers /healthz after touching the database', async () => {
    const res = await use().app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('publishes OpenAPI with the theme, navigation and layout paths and the Error schema', async () => {
    const res = await use().app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/v1.0/Theme/GetTheme',
      '/api/v1.0/Theme/GetLogo',
      '/api/v1.0/navigation/list',
      '/api/v1.0/dynamicdisplay/LayoutDisplay',
    ]) {
      expect(doc.paths[p]?.get, p).toBeDefined();
    }
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'NavItem', 'LayoutDisplay', 'LayoutSection']),
    );
    expect(doc.components.securitySchemes.bearer).toBeDefined();
    expect(doc.paths['/healthz']).toBeUndefined();
  });

  it('hides the docs in production unless API_DOCS turns them on, and on request elsewhere', async () => {
    const ctx = use();
    const docsOf = async (overrides: Partial<TestContext['config']>) => {
      const app = await buildApp({
        config: { ...ctx.config, ...overrides },
        db: ctx.db,
        storage: ctx.storage,
      });
      try {
        return await Promise.all([
          app.inject({ url: '/api/docs/json' }),
          app.inject({ url: '/api/docs' }),
        ]);
      } finally {
        await app.close();
      }
    };
    for (const res of await docsOf({ NODE_ENV: 'production' })) expectError(res, 404, 'NOT_FOUND');
    for (const res of await docsOf({ NODE_ENV: 'development', API_DOCS: 'false' }))
      expectError(res, 404, 'NOT_FOUND');
    const [json, ui] = await docsOf({ NODE_ENV: 'production', API_DOCS: 'true' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toHaveProperty('openapi');
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends security headers with the web app and the API', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'crm-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    const app = await buildVariant(use(), { webDist });
    try {
      for (const url of ['/', '/home?brandRef=demo', '/authentication/line-login']) {
        const page = await app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>app</title>');
        expect(page.headers['cache-control']).toBe('no-cache');
        const csp = String(page.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("frame-ancestors 'self'");
        expect(page.headers['x-content-type-options']).toBe('nosniff');
        expect(page.headers['referrer-policy']).toBe('no-referrer');
      }
      const script = await app.inject({ url: '/assets/app.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-security-policy']).toBeDefined();
      expectError(await app.inject({ url: '/assets/missing.js' }), 404, 'NOT_FOUND');
      const api = await app.inject({ url: '/api/v1.0/missing' });
      expectError(api, 404, 'NOT_FOUND');
      expect(api.headers['content-security-policy']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});

describeEachDatabase('The page shell', (use) => {
  const shell =
    '<!doctype html><html lang="th"><head><meta name="theme-color" content="#007fff" />' +
    '<title>app</title></head><body><div id="root"></div></body></html>';

  /**
   * `renderer`: the source of a stand-in for the app's renderer of first screens, served with a
   * shell that links a stylesheet of two rules.
   */
  async function appWithShell(renderer?: string) {
    const webDist = mkdtempSync(path.join(tmpdir(), 'crm-web-'));
    writeFileSync(path.join(webDist, 'index.html'), renderer ? styledShell : shell);
    if (renderer) {
      mkdirSync(path.join(webDist, 'assets'));
      writeFileSync(path.join(webDist, 'assets', 'app.css'), '.drawn{color:red}.later{color:blue}');
      mkdirSync(path.join(webDist, '.vite'));
      writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
      mkdirSync(`${webDist}-prerender`);
      writeFileSync(path.join(`${webDist}-prerender`, 'render-first-screen.js'), renderer);
    }
    return buildVariant(use(), { webDist });
  }
  const styledShell = shell.replace(
    '</head>',
    '<script type="module" crossorigin src="/assets/entry.js"></script>' +
      '<link rel="stylesheet" href="/assets/app.css"></head>',
  );
  // The entry and the boot script of drawn pages.
  const manifest = {
    'index.html': { file: 'assets/entry.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    'src/boot.ts': { file: 'assets/boot.js' },
  };

  it("carries the page's first screen as the app's renderer draws it, in the device's language", async () => {
    // Draws what it was given, counts its calls, and fails for one path.
    const app = await appWithShell(`
      globalThis.firstScreenCalls = 0;
      export const drawsPage = (url) => !url.startsWith('/privilege');
      export async function renderFirstScreen({ url, brandRef, theme, language }) {
        globalThis.firstScreenCalls += 1;
        if (url.startsWith('/broken')) throw new Error('render failed');
        const logos = theme.groupimagelist.length;
        return '<p class="drawn">' + [url, brandRef, language ?? 'none', logos].join('|') + '</p>';
      }`);
    const calls = () => (globalThis as { firstScreenCalls?: number }).firstScreenCalls;
    try {
      const api = await app.inject({ url: '/api/v1.0/Theme/GetTheme?brandRef=demo' });
      const groups = getThemeResponse.parse(api.json()).data.resp.groupimagelist?.length;
      const login = await app.inject({ url: '/authentication/line-login?brandRef=demo' });
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain(
        `<div id="root"><p class="drawn">/authentication/line-login?brandRef=demo|demo|none|${groups}</p></div>`,
      );
      // The screen's rules are in the page; the stylesheet, with the rest, follows the screen.
      expect(login.body).toMatch(/<style>\.drawn\{color:red\}<\/style>/);
      expect(login.body).not.toContain('.later');
      expect(login.body.indexOf('href="/assets/app.css"')).toBeGreaterThan(
        login.body.indexOf('<div id="root">'),
      );
      // The app's code comes once the drawn screen is painted: the boot script names the entry.
      expect(login.body).toContain(
        '<script type="module" crossorigin src="/assets/boot.js" data-app-entry="/assets/entry.js">',
      );
      expect(login.body).not.toContain('src="/assets/entry.js"');
      const compressed = await app.inject({
        url: '/authentication/line-login?brandRef=demo',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(login.body);
      const english = await app.inject({
        url: '/home?brandRef=demo',
        headers: { cookie: 'other=1; crm.language=en-US' },
      });
      expect(english.body).toContain(
        `<div id="root"><p class="drawn">/home?brandRef=demo|demo|en-US|${groups}</p></div>`,
      );
      // The same page again is drawn once.
      const before = calls();
      await app.inject({ url: '/home?brandRef=demo', headers: { cookie: 'crm.language=en-US' } });
      expect(calls()).toBe(before);
      // Pages the renderer does not draw, a failing render and no brand: the page as built.
      for (const url of ['/privilege?brandRef=demo', '/broken?brandRef=demo', '/home']) {
        const page = await app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('<div id="root"></div>');
      }
      // A walk through made-up URLs from one address: past the limit, pages go undrawn (as built),
      // while a page drawn before is still sent drawn; only what could be drawn is counted.
      for (let n = 0; n < 5; n++) await app.inject({ url: '/privilege?brandRef=demo' });
      const walk = [];
      for (let n = 0; n < 60; n++) {
        walk.push((await app.inject({ url: `/home?brandRef=demo&n=${n}` })).body);
      }
      expect(walk.filter((body) => body.includes('<div id="root"><p')).length).toBe(57);
      expect(walk.at(-1)).toContain('<div id="root"></div>');
      const again = await app.inject({ url: '/authentication/line-login?brandRef=demo' });
      expect(again.body).toContain('<div id="root"><p class="drawn">');
    } finally {
      await app.close();
    }
  });

  it("carries the brand's colours when the URL names a brand with a theme", async () => {
    const app = await appWithShell();
    try {
      const page = await app.inject({ url: '/privilege/detail?privilegeId=1&brandRef=demo' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(String(page.headers['content-security-policy'])).toContain(
        "style-src 'self' 'unsafe-inline'",
      );
      const style = /<style id="brand-theme">html:root\{([^}]*)\}<\/style>/.exec(page.body);
      expect(style?.[1]).toContain('--primary:#6F4E37;');
      expect(style?.[1]).toContain('--background:#FBF7F2;');
      expect(style?.[1]?.split(';')).toHaveLength(9);
      expect(page.body).toContain('<meta name="theme-color" content="#6F4E37" />');
      expect(page.body).toContain('<div id="root"></div>');
    } finally {
      await app.close();
    }
  });

  it('carries the theme as GetTheme answers it, and preloads the picture the page opens on', async () => {
    const app = await appWithShell();
    try {
      const api = await app.inject({ url: '/api/v1.0/Theme/GetTheme?brandRef=demo' });
      const { resp } = getThemeResponse.parse(api.json()).data;
      const home = await app.inject({ url: '/home?brandRef=demo' });
      const data = new RegExp(
        `<script type="application/json" id="${PAGE_THEME_ELEMENT_ID}">([^<]*)</script>`,
      ).exec(home.body);
      expect(JSON.parse(data?.[1] ?? 'null')).toEqual({ brandRef: 'demo', resp });
      const pictures = (group: number) =>
        resp.groupimagelist?.find((item) => item.imagegrouptype === group)?.imagelist ?? [];
      const cover = pictures(imageGroupType.cover)[0]?.imageurl;
      expect(cover).toBeDefined();
      expect(home.body).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${cover}">`,
      );
      const login = pictures(imageGroupType.loginLogo)[0]?.imageurl;
      for (const url of ['/?brandRef=demo', '/authentication/line-login?brandRef=demo']) {
        const page = await app.inject({ url });
        expect(page.body, url).toContain(
          `<link rel="preload" as="image" fetchpriority="high" href="${login}">`,
        );
      }
      const list = await app.inject({ url: '/privilege?brandRef=demo' });
      expect(list.body).toContain(PAGE_THEME_ELEMENT_ID);
      expect(list.body).not.toContain('rel="preload"');
    } finally {
      await app.close();
    }
  });

  it("carries the privilege list's first cards as every member sees them, and draws them", async () => {
    const { db } = use();
    const brand = await createBrand(db);
    const hostile = '</script><script>alert(1)</script>';
    const second = await createPrivilege(db, brand.id, { nameTh: hostile, sortOrder: 2 });
    const first = await createPrivilege(db, brand.id, { sortOrder: 1, remainingStock: 3 });
    await createPrivilege(db, brand.id, { sortOrder: 0, forTierIds: [12345] });
    await createPrivilege(db, brand.id, { sortOrder: 0, systemType: 2 });
    await createPrivilege(db, brand.id, { validThrough: new Date(Date.now() - 1000) });
    // Below a phone's first screen: they come with the member's own list.
    for (let order = 3; order < 3 + FIRST_SCREEN_PRIVILEGES; order++) {
      await createPrivilege(db, brand.id, { sortOrder: order });
    }
    const app = await appWithShell(`
      export const drawsPage = () => true;
      export async function renderFirstScreen({ privileges }) {
        return '<p class="drawn">' + (privileges?.length ?? 'none') + '</p>';
      }`);
    try {
      const list = await app.inject({ url: `/privilege?brandRef=${brand.ref}` });
      expect(list.body).not.toContain(hostile);
      const data = new RegExp(
        `<script type="application/json" id="${PAGE_PRIVILEGES_ELEMENT_ID}">([^<]*)</script>`,
      ).exec(list.body);
      const sent = JSON.parse(data?.[1] ?? 'null') as PagePrivileges;
      expect(sent.brandRef).toBe(brand.ref);
      // Offers kept for tiers, for-you ones and ended ones are not shown to anyone who asks.
      expect(sent.items).toHaveLength(FIRST_SCREEN_PRIVILEGES);
      expect(sent.items.slice(0, 2).map((item) => item.privilege_id)).toEqual([
        first.id,
        second.id,
      ]);
      expect(sent.items[1]!.name_th).toBe(hostile);
      expect(sent.items[0]).toMatchObject({ remaining_limit: 3, point_need: 10 });
      // Nothing of one member's standing.
      expect(Object.keys(sent.items[0]!)).not.toEqual(
        expect.arrayContaining(['point_ref', 'missing_point', 'is_issuable']),
      );
      expect(list.body).toContain(
        `<div id="root"><p class="drawn">${FIRST_SCREEN_PRIVILEGES}</p></div>`,
      );
      for (const url of [
        `/home?brandRef=${brand.ref}`,
        `/privilege/foryou?brandRef=${brand.ref}`,
      ]) {
        const page = await app.inject({ url });
        expect(page.body, url).not.toContain(PAGE_PRIVILEGES_ELEMENT_ID);
        expect(page.body, url).toContain('<p class="drawn">none</p>');
      }
    } finally {
      await app.close();
    }
  });

  it('sends the page as built without a known brand with a theme of its own', async () => {
    const { db } = use();
    const [plain] = await db
      .insert(brands)
      .values({ ref: 'plain-shell', nameTh: 'ธรรมดา', nameEn: 'Plain' })
      .returning();
    await db.delete(brandThemes).where(eq(brandThemes.brandId, plain!.id));
    const app = await appWithShell();
    try {
      for (const url of [
        '/',
        '/home',
        '/home?brandRef=nobody',
        '/home?brandRef=demo&brandRef=other',
        `/home?brandRef=${'x'.repeat(65)}`,
      ]) {
        const page = await app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toBe(shell);
      }
      // A brand without a theme of its own: the default theme, and the page's own colours.
      const page = await app.inject({ url: '/home?brandRef=plain-shell' });
      expect(page.body).not.toContain('id="brand-theme"');
      expect(page.body).toContain('<meta name="theme-color" content="#007fff" />');
      expect(page.body).toContain(`id="${PAGE_THEME_ELEMENT_ID}"`);
    } finally {
      await app.close();
    }
  });

  it('never writes a stored value that is not a #RRGGBB colour into the page', async () => {
    const { db } = use();
    const [brand] = await db
      .insert(brands)
      .values({ ref: 'hostile-shell', nameTh: 'ทดสอบ', nameEn: 'Test' })
      .returning();
    await db
      .insert(brandThemes)
      .values({
        brandId: brand!.id,
        jsonConfig: { Theme_Field: { primary: '#000000</style><script>alert(1)</script>' } },
      })
      .onConflictDoUpdate({
        target: brandThemes.brandId,
        set: { jsonConfig: { Theme_Field: { primary: 'red;}body{display:none' } } },
      });
    const app = await appWithShell();
    try {
      const page = await app.inject({ url: '/home?brandRef=hostile-shell' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<script>');
      expect(page.body).not.toContain('display:none');
      // The theme's one data block is the page's only script, and nothing in it closes it early.
      expect(page.body.match(/<script/g)).toHaveLength(1);
      expect(page.body.match(/<\/script>/g)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describeEachDatabase('Hostile requests', (use) => {
  const jsonRoute = '/api/v1.0/privilege/List';

  it('answers malformed JSON with 400 MALFORMED_BODY', async () => {
    const res = await use().app.inject({
      method: 'POST',
      url: jsonRoute,
      headers: { 'content-type': 'application/json' },
      payload: '{"Filters": [',
    });
    expectError(res, 400, 'MALFORMED_BODY');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await use().app.inject({
      method: 'POST',
      url: jsonRoute,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown content type with 415', async () => {
    const res = await use().app.inject({
      method: 'POST',
      url: jsonRoute,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers unknown routes with 404 and known ones asked with another method with 405', async () => {
    const { app } = use();
    expectError(await app.inject({ url: '/api/v1.0/nope' }), 404, 'NOT_FOUND');
    expectError(await app.inject({ method: 'POST', url: '/api/v1.0/nope' }), 404, 'NOT_FOUND');
    const wrongMethod = await app.inject({
      method: 'DELETE',
      url: '/api/v1.0/navigation/list?brandRef=demo',
    });
    expectError(wrongMethod, 405, 'METHOD_NOT_ALLOWED');
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    const byPattern = await app.inject({ method: 'PUT', url: '/api/v1.0/PDPA/pdpa-detail/abc/' });
    expectError(byPattern, 405, 'METHOD_NOT_ALLOWED');
    expect(byPattern.headers.allow).toContain('GET');
  });

  it('refuses oversized query values with 400, never 500', async () => {
    const res = await use().app.inject({
      url: `/api/v1.0/navigation/list?brandRef=${'a'.repeat(500)}`,
    });
    expectError(res, 400, 'VALIDATION_ERROR');
  });
});

describeEachDatabase('Bearer tokens', (use) => {
  /** A member route: the detail of one of the demo brand's privileges. */
  const detailUrl = async () => {
    const [row] = await use()
      .db.select({ id: privileges.id })
      .from(privileges)
      .orderBy(privileges.id)
      .limit(1);
    return `/api/v1.0/privilege/Detail?privilegeId=${row!.id}`;
  };

  const session = async (brandRef = 'demo') => {
    const ctx = use();
    const member = await createMember(ctx.db, { brandRef });
    const opened = await openSession(ctx.db, ctx.app.sessionSettings, {
      brandId: member.brandId,
      brandRef,
      memberId: member.id,
      userAgent: 'test',
      ip: '127.0.0.1',
    });
    return { member, ...opened, headers: { authorization: `Bearer ${opened.accessToken}` } };
  };

  it('lets a live session in', async () => {
    const { headers } = await session();
    const res = await use().app.inject({ url: await detailUrl(), headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
  });

  it('refuses a missing, empty or garbage token with 401', async () => {
    const url = await detailUrl();
    const { app } = use();
    for (const authorization of [undefined, 'Bearer', 'Bearer abc.def.ghi', 'Basic dXNlcjpwdw==']) {
      const res = await app.inject({
        url,
        headers: authorization ? { authorization } : {},
      });
      expectError(res, 401, 'UNAUTHORIZED');
    }
  });

  it('refuses an expired token with 401', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 2 * 3_600_000);
    const { headers } = await session();
    vi.useRealTimers();
    expectError(await use().app.inject({ url: await detailUrl(), headers }), 401, 'UNAUTHORIZED');
  });

  it('renews a token past half its life in a response header', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 40 * 60_000);
    const { headers } = await session();
    vi.useRealTimers();
    const url = await detailUrl();
    const res = await use().app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    const renewed = res.headers[RENEWED_TOKEN_HEADER];
    expect(typeof renewed).toBe('string');
    const again = await use().app.inject({
      url,
      headers: { authorization: `Bearer ${String(renewed)}` },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a token signed with another secret', async () => {
    const { member, sessionId } = await session();
    const forged = await signAccessToken(
      new TextEncoder().encode('not-the-server-secret-but-just-as-long-000'),
      { memberId: member.id, sessionId, brandRef: 'demo', brandId: member.brandId },
      60,
    );
    const res = await use().app.inject({
      url: await detailUrl(),
      headers: { authorization: `Bearer ${forged}` },
    });
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it('refuses a token whose session was closed', async () => {
    const { headers } = await session();
    const url = await detailUrl();
    expect((await use().app.inject({ url, headers })).statusCode).toBe(200);
    const logout = await use().app.inject({
      method: 'POST',
      url: '/api/v1.0/authentication/Logout',
      payload: { AccessToken: headers.authorization.slice('Bearer '.length) },
    });
    expect(logout.statusCode).toBe(200);
    expectError(await use().app.inject({ url, headers }), 401, 'UNAUTHORIZED');
  });

  it("refuses a token that claims another member's session", async () => {
    const { member, sessionId } = await session();
    const other = await createMember(use().db);
    const token = await signAccessToken(
      use().app.sessionSettings.secret,
      { memberId: other.id, sessionId, brandRef: 'demo', brandId: member.brandId },
      60,
    );
    const res = await use().app.inject({
      url: await detailUrl(),
      headers: { authorization: `Bearer ${token}` },
    });
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it("gives another brand's member nothing of the demo brand", async () => {
    const { db, app } = use();
    await db.insert(brands).values({ ref: 'rival', nameTh: 'ร้านคู่แข่ง', nameEn: 'Rival' });
    const { headers } = await session('rival');
    const res = await app.inject({ url: await detailUrl(), headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('อเมริกาโน่');
    // The layout follows the token's brand when no brandRef is given, never the demo's.
    const layout = await app.inject({ url: '/api/v1.0/dynamicdisplay/LayoutDisplay', headers });
    expect(layout.statusCode).toBe(200);
    expect(layout.body).not.toContain('banners/');
  });
});
