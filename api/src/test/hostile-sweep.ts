import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_FIELD } from '@crm/contract/customer';

import { API_PREFIX } from '../app';
import { operatorRoles } from '@crm/contract/operator-auth';
import {
  branches,
  members,
  operatorSessions,
  operators,
  packages,
  privileges,
  rolePermissions,
} from '../db/schema';
import {
  createBrand,
  createPackage,
  createPrivilege,
  memberWithPoints,
} from '../modules/offers/test-fixtures';
import {
  createOperator,
  freshSession,
  signedInOperator,
  type TestOperator,
} from '../modules/operators/test-fixtures';
import { signAccessToken, signToken } from '../modules/session/tokens';
import {
  createTestContext,
  describeEachDatabase,
  testDatabases,
  type DatabaseKind,
  type TestContext,
} from './harness';
import { createOtherBrand } from './role-matrix';
import {
  allowedBody,
  allowedFields,
  encodeComponent,
  hostileBody,
  hostileFields,
  hostileString,
  hostileValue,
  inlineRefs,
  multipartPayload,
  rawQueryNoise,
  RawJson,
  toHeaderValue,
  toJsonText,
  toQuery,
  toText,
  type Json,
  type ValuePool,
} from './hostile-values';
import { recordedRoutes, routeName, type CatalogueRoute } from './route-catalog';

/*
 * Every route under /api/v1.0, found by building the app once with an onRoute recorder, gets
 * hostile input with and without a member's token. Whatever arrives, the API answers below 500,
 * every failure is the error envelope in Thai and English, and no body shows a stack trace or SQL.
 * The sweep is split by route into shards, each a test file of its own, so they run in parallel;
 * each test file mocks fastify with the recorder before importing this.
 */

/** One of `of` slices of the routes, by position. */
export interface Shard {
  index: number;
  of: number;
}
const inShard = (shard: Shard) => (_: unknown, position: number) =>
  position % shard.of === shard.index;
/**
 * The routes of a shard on one database. With both databases, a shard's routes go to one of them
 * in turn: input handling is the same code on both, and halving the sweep keeps the suite's time
 * in bounds.
 */
const inShardOn = (shard: Shard, kind: DatabaseKind) => (_: unknown, position: number) => {
  const kinds = testDatabases();
  return (
    inShard(shard)(_, position) &&
    Math.floor(position / shard.of) % kinds.length === kinds.indexOf(kind)
  );
};

const scratch = await createTestContext('pglite');
const openApi = (await scratch.app.inject({ url: '/api/docs/json' })).json<{
  paths: Record<string, Record<string, unknown>>;
}>();
await scratch.close();

const routes = recordedRoutes(API_PREFIX).map((route) => ({
  ...route,
  body: route.body && inlineRefs(route.body),
  querystring: route.querystring && inlineRefs(route.querystring),
  params: route.params && inlineRefs(route.params),
  headers: route.headers && inlineRefs(route.headers),
}));

/**
 * The development stand-in for LINE Login is an OpenID provider: it answers in OAuth's own
 * error format and pages, so only the 5xx and leak checks apply to it.
 */
const FOREIGN_PREFIX = `${API_PREFIX}/dev/oidc/`;
const isForeign = (route: Pick<CatalogueRoute, 'url'>) => route.url.startsWith(FOREIGN_PREFIX);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const takesBody = (route: CatalogueRoute) => BODY_METHODS.has(route.method);
/** The provider's wildcard takes every method; GET and POST are the ones it serves. */
const fuzzedRoutes = routes.filter(
  (route) =>
    !(isForeign(route) && route.url.endsWith('*') && !['GET', 'POST'].includes(route.method)),
);
/** Routes that read a member's token, required or optional. */
const memberRoutes = routes.filter((route) => route.auth === 'member' || route.auth === 'optional');
/** Routes of the console and the counter: an operator's token, and a permission of its role. */
const operatorRoutes = routes.filter((route) => route.auth === 'operator');
/** Routes whose answers depend on whose token comes with them. */
const guardedRoutes = [...memberRoutes, ...operatorRoutes];

/** Generated requests per route and token state; HOSTILE_RUNS=n (default 1) multiplies them for a longer hunt. */
const SCALE = Number(process.env.HOSTILE_RUNS ?? 1);
const RUNS = 12 * SCALE;
const ALLOWED_RUNS = 8 * SCALE;
const THAI = /[\u0E00-\u0E7F]/;
const ENVELOPE_KEYS = ['code', 'http_status', 'message_en', 'message_th', 'title_en', 'title_th'];

/** What a body must never show: stack frames, source paths, driver errors or generated SQL. */
const LEAKS: RegExp[] = [
  /\n\s+at /,
  /\bat [\w$.<>]+ \([^)]*:\d+:\d+\)/,
  /node_modules/,
  /\/src\/[\w/-]+\.[jt]s\b/,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError|AggregateError)\b/,
  /Failed query/i,
  /syntax error at or near/i,
  /violates [\w ]*constraint/i,
  /duplicate key value/i,
  /invalid input syntax for/i,
  /out of range for type/i,
  /\b(relation|column) "\w+"/i,
  /\bselect\s+"/i,
  /\bfrom\s+"\w+"/i,
  /\binsert into\s+"/i,
  /\bupdate\s+"\w+"\s+set\b/i,
  /\bdelete from\s+"/i,
  /\bparams:\s/,
  /PGlite|drizzle|node-postgres|ECONNREFUSED/i,
];

type Response = LightMyRequestResponse;

/** A request's URL and body as text. */
function sentText(request: InjectOptions) {
  const { payload, url } = request;
  return {
    url: typeof url === 'string' ? url : JSON.stringify(url),
    body:
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : '',
  };
}

/** A short description of a request for failure messages: huge generated values are cut. */
function describeRequest(request: InjectOptions): string {
  const { url, body } = sentText(request);
  const headers = JSON.stringify(request.headers ?? {});
  return `${request.method} ${url.slice(0, 300)} ${headers.slice(0, 200)} ${body.slice(0, 300)}`;
}

/** Lets fast-check print a counterexample as its short description. */
const printable = (request: InjectOptions): InjectOptions =>
  Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });

/** The checks every answer to hostile input must pass. */
function expectSafe(res: Response, request: InjectOptions, options: { foreign?: boolean } = {}) {
  const label = describeRequest(request);
  expect(res.statusCode, label).toBeLessThan(500);
  for (const leak of LEAKS) expect(res.body, `${label} leaks ${String(leak)}`).not.toMatch(leak);
  if (res.statusCode < 400 || options.foreign || request.method === 'HEAD') return;
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = res.json<{ error?: Record<string, unknown> }>();
  expect(Object.keys(body), label).toEqual(['error']);
  const error = body.error!;
  expect(Object.keys(error).sort(), label).toEqual(ENVELOPE_KEYS);
  expect(error.http_status, label).toBe(res.statusCode);
  expect(error.code, label).toMatch(/^[A-Z][A-Z0-9_]+$/);
  for (const key of ['title_th', 'message_th'] as const) {
    expect(error[key], `${label} ${key}`).toMatch(THAI);
  }
  for (const key of ['title_en', 'message_en'] as const) {
    expect(typeof error[key] === 'string' && error[key].trim() !== '', `${label} ${key}`).toBe(
      true,
    );
  }
}

async function send(app: FastifyInstance, request: InjectOptions, options?: { foreign?: boolean }) {
  const res = await app.inject(request);
  expectSafe(res, request, options);
  return res;
}

/** The route's path with its parameters filled in. */
function pathOf(route: CatalogueRoute, params: Record<string, string>) {
  return route.url.replace(/:(\w+)|\*/g, (_match, name?: string) => params[name ?? '*'] ?? '');
}

const TRAVERSALS = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '..%5c..%5cwindows%5cwin.ini',
  '....//....//etc/passwd',
  'x%00.png',
  '%00',
  '%',
  '%E0%A4%A',
  '%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd',
  '/etc/passwd',
  '.',
  '..',
];

/** What the OpenID provider serves, so its wildcard gets requests it acts on. */
const PROVIDER_PATHS = [
  'auth',
  'token',
  'jwks',
  '.well-known/openid-configuration',
  'me',
  'session/end',
  'token/introspection',
  'token/revocation',
  'interaction/x',
];

/** A value for one path parameter: allowed, hostile, or a traversal as written. */
const paramValue = (route: CatalogueRoute, name: string, pool: ValuePool) =>
  fc.oneof(
    fc.constantFrom(...pool.strings.filter((s) => s !== '')).map(encodeComponent),
    hostileString.map(encodeComponent),
    fc.constantFrom(...TRAVERSALS),
    ...(name === '*'
      ? [
          isForeign(route)
            ? fc.constantFrom(...PROVIDER_PATHS)
            : fc.constantFrom('theme/logo-login.svg', 'a/b/c/../../d'),
        ]
      : []),
  );

function paramsArbitrary(route: CatalogueRoute, pool: ValuePool) {
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  return fc
    .tuple(...names.map((name) => paramValue(route, name, pool)))
    .map((values) => Object.fromEntries(names.map((name, i) => [name, values[i]!])));
}

function queryArbitrary(route: CatalogueRoute, pool: ValuePool) {
  return fc
    .tuple(hostileFields(route.querystring, pool), fc.option(rawQueryNoise, { nil: undefined }))
    .map(([pairs, noise]) => [toQuery(pairs), noise].filter(Boolean).join('&'));
}

interface BodyChoice {
  payload?: string | Buffer;
  contentType?: string;
}

function bodyArbitrary(route: CatalogueRoute, pool: ValuePool): fc.Arbitrary<BodyChoice> {
  if (!takesBody(route)) return fc.constant({});
  const value = route.body ? hostileBody(route.body, pool) : hostileValue;
  const asJson = value.map((v): BodyChoice => ({
    payload: toJsonText(v),
    contentType: 'application/json',
  }));
  const asForm = value.map((v): BodyChoice => {
    const entries =
      v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof RawJson)
        ? Object.entries(v).map(([k, field]): [string, string] => [k, toText(field)])
        : [['value', toText(v)] as [string, string]];
    return multipartPayload(entries);
  });
  const asOther = fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/octet-stream',
      ),
      hostileString,
    )
    .map(([contentType, payload]): BodyChoice => ({ contentType, payload }));
  return fc.oneof(
    { weight: 8, arbitrary: asJson },
    { weight: route.multipart ? 3 : 1, arbitrary: asForm },
    { weight: 1, arbitrary: asOther },
    { weight: 1, arbitrary: fc.constant<BodyChoice>({}) },
  );
}

function headersArbitrary(route: CatalogueRoute, pool: ValuePool) {
  const names = Object.keys(route.headers?.properties ?? {});
  if (names.length === 0) return fc.constant({});
  return fc
    .tuple(
      ...names.map((name) =>
        fc.option(
          fc.oneof(
            allowedFields({ properties: { [name]: route.headers!.properties![name]! } }, pool).map(
              (pairs) => pairs[0]![1],
            ),
            hostileString.map(toHeaderValue),
          ),
          { nil: undefined },
        ),
      ),
    )
    .map((values) =>
      Object.fromEntries(
        names.flatMap((name, i) => (values[i] === undefined ? [] : [[name, values[i]]])),
      ),
    );
}

/** Headers the app reads besides its own (proxy, host, accept), with hostile values now and then. */
const noiseHeaders = fc
  .record(
    {
      host: fc.oneof(fc.constantFrom('evil.example', 'localhost:1', '[::1]', ''), hostileString),
      'x-forwarded-for': fc.oneof(
        fc.constantFrom('1.2.3.4, 5.6.7.8', '::ffff:1.2.3.4', 'unknown'),
        hostileString,
      ),
      'x-forwarded-proto': fc.oneof(fc.constantFrom('https', 'gopher'), hostileString),
      'x-forwarded-host': hostileString,
      accept: fc.constantFrom('text/html', '*/*', 'application/xml', ''),
      'accept-language': hostileString,
      'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x-unknown'),
    },
    { requiredKeys: [] },
  )
  .map((headers) =>
    Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, toHeaderValue(value)]),
    ),
  );

/** One generated hostile request for the route. */
function requestArbitrary(route: CatalogueRoute, pool: ValuePool): fc.Arbitrary<InjectOptions> {
  return fc
    .record({
      params: paramsArbitrary(route, pool),
      query: queryArbitrary(route, pool),
      body: bodyArbitrary(route, pool),
      headers: headersArbitrary(route, pool),
      noise: fc.option(noiseHeaders, { nil: {} }),
    })
    .map(({ params, query, body, headers, noise }) =>
      printable({
        method: route.method,
        url: `${pathOf(route, params)}${query ? `?${query}` : ''}`,
        headers: {
          ...noise,
          ...headers,
          ...(body.contentType ? { 'content-type': body.contentType } : {}),
        },
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      }),
    );
}

/** A request the route's schemas accept, built from the pool, to get past validation. */
function allowedRequest(route: CatalogueRoute, pool: ValuePool): fc.Arbitrary<InjectOptions> {
  return fc
    .record({
      query: allowedFields(route.querystring, pool),
      body: route.body && takesBody(route) ? allowedBody(route.body, pool) : fc.constant(undefined),
      params: paramsArbitrary(route, pool),
      headers: headersArbitrary(route, pool),
    })
    .map(({ query, body, params, headers }) =>
      printable({
        method: route.method,
        url: `${pathOf(route, params)}${query.length > 0 ? `?${toQuery(query)}` : ''}`,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: toJsonText(body) }),
      }),
    );
}

/** Bodies no JSON parser reads: each must be refused. */
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '\u0000',
  '{"a":1}x',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":01}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '['.repeat(50_000),
  ' ',
  '',
];

/** Bodies a parser may read one way or another: only the general checks apply. */
const ODD_JSON = [
  '\uFEFF{}',
  '{"a":"\\uD800"}',
  '{"a":"\\u0000"}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '{"a":1,"a":2}',
];

/** Content types no route reads. */
const UNSUPPORTED_TYPES: [string, string][] = [
  ['application/xml', '<a/>'],
  ['application/octet-stream', '\u0000\u0001\u0002'],
  ['application/jsonx', '{}'],
  ['x/y;;;=', '{}'],
  ['*/*', '{}'],
];

/** Content types that are odd or half right: only the general checks apply. */
const ODD_TYPES: [string, string][] = [
  ['text/plain', '{}'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['application/json; charset=utf-16', '{}'],
  ['application/json; charset=latin1', '{}'],
  ['APPLICATION/JSON', '{}'],
  ['application/json;;', '{}'],
  ['multipart/form-data', '{}'],
  ['multipart/form-data; boundary=zzz', 'not a form at all'],
];

const OVERSIZED = `{"a":"${'x'.repeat(1_100_000)}"}`;

function multipartGarbage(): { payload: Buffer; contentType: string }[] {
  const boundary = 'hostile-7f3a';
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const many = Array.from({ length: 45 }, (_, i): [string, string] => [`f${i}`, 'x']);
  return [
    { payload: randomBytes(512), contentType: `multipart/form-data; boundary=${boundary}` },
    {
      payload: Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="a"\r\n\r\nb`),
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    {
      payload: Buffer.from(`--${boundary}\r\ngarbage header\r\n\r\nvalue\r\n--${boundary}--\r\n`),
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    {
      ...multipartPayload([['first_name', 'x']]),
      contentType: 'multipart/form-data; boundary=other',
    },
    multipartPayload(many),
    multipartPayload(
      [],
      [
        { field: PROFILE_IMAGE_FIELD, filename: 'a.png', type: 'image/png', bytes: png },
        { field: 'file', filename: 'b.png', type: 'image/png', bytes: png },
      ],
    ),
    multipartPayload(
      [['first_name', 'สมชาย']],
      [
        {
          field: PROFILE_IMAGE_FIELD,
          filename: '../../etc/passwd',
          type: 'image/png',
          bytes: randomBytes(2_048),
        },
      ],
    ),
    multipartPayload(
      [],
      [
        {
          field: PROFILE_IMAGE_FIELD,
          filename: 'x.svg',
          type: 'image/svg+xml',
          bytes: Buffer.from('<svg onload="alert(1)"/>'),
        },
      ],
    ),
    multipartPayload(
      [],
      [
        {
          field: PROFILE_IMAGE_FIELD,
          filename: 'huge.jpg',
          type: 'image/jpeg',
          bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 0xff),
        },
      ],
    ),
    multipartPayload([
      ['first_name\u0000', 'x'],
      ['"quoted"', 'y'],
      ['', 'z'],
    ]),
  ];
}

const byNameOf =
  (mobile: string, brandRefs: string[]) =>
  (name: string): fc.Arbitrary<Json> | undefined => {
    if (/mobile/i.test(name))
      return fc.oneof(fc.constant(mobile), fc.stringMatching(/^0[689]\d{8}$/));
    if (/brand_?ref/i.test(name)) return fc.constantFrom(...brandRefs);
    return undefined;
  };

/** The demo team's operator ids, logins and branch refs, as values a request may hold. */
async function teamOf(ctx: TestContext, brandId?: number) {
  const operatorRows = await ctx.db
    .select({ id: operators.id, login: operators.login })
    .from(operators)
    .where(brandId === undefined ? undefined : eq(operators.brandId, brandId));
  const branchRows = await ctx.db
    .select({ ref: branches.branchRef })
    .from(branches)
    .where(brandId === undefined ? undefined : eq(branches.brandId, brandId));
  return {
    strings: [...operatorRows.map((row) => row.login), ...branchRows.map((row) => row.ref)],
    integers: operatorRows.map((row) => row.id),
  };
}

/**
 * A request the route's schemas accept and that reaches its auth check: sent without a token,
 * a guarded route answers 401 (a member route validates first, so a refused sample would answer
 * 400; operator guards come before validation). Routes open to visitors answer anything but 400.
 */
async function requestPastValidation(
  app: FastifyInstance,
  route: CatalogueRoute,
  pool: ValuePool,
): Promise<InjectOptions> {
  for (const request of fc.sample(allowedRequest(route, pool), { numRuns: 30, seed: 7 })) {
    const res = await send(app, request);
    if (route.auth === 'optional' ? res.statusCode !== 400 : res.statusCode === 401) return request;
  }
  throw new Error(`${routeName(route)}: no sample got past validation`);
}

export const routeCatalogueSuite = () =>
  describe('Route catalogue', () => {
    it('records every route OpenAPI documents, and only routes hidden from it besides', () => {
      const documented = Object.entries(openApi.paths)
        .filter(([path]) => path.startsWith(API_PREFIX))
        .flatMap(([path, methods]) =>
          Object.keys(methods).map(
            (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
          ),
        )
        .sort();
      const shown = routes
        .filter((route) => !route.hidden)
        .map(routeName)
        .sort();
      expect(shown).toEqual(documented);
      // Routes OpenAPI leaves out are fuzzed too, e.g. the image files.
      expect(routes.filter((route) => route.hidden).map(routeName)).toContain(
        `GET ${API_PREFIX}/images/:brandRef/*`,
      );
      const authOf = (name: string) => routes.find((route) => routeName(route) === name)?.auth;
      expect(authOf(`GET ${API_PREFIX}/Customer/info`)).toBe('member');
      expect(authOf(`POST ${API_PREFIX}/Customer/UpdateCustomerInfo`)).toBe('member');
      expect(authOf(`GET ${API_PREFIX}/dynamicdisplay/LayoutDisplay`)).toBe('optional');
      expect(authOf(`GET ${API_PREFIX}/Theme/GetTheme`)).toBe('public');
      expect(authOf(`POST ${API_PREFIX}/operator/login`)).toBe('public');
      expect(authOf(`GET ${API_PREFIX}/operator/me`)).toBe('operator');
      const permissionOf = (name: string) =>
        routes.find((route) => routeName(route) === name)?.permission;
      expect(permissionOf(`GET ${API_PREFIX}/operator/me`)).toBeNull();
      expect(permissionOf(`GET ${API_PREFIX}/operator/team/operators`)).toBe('team.manage');
      expect(operatorRoutes.length).toBeGreaterThan(10);
    });
  });

export const hostileInputSuite = (shard: Shard) =>
  describeEachDatabase(`Hostile input, shard ${shard.index + 1} of ${shard.of}`, (use, kind) => {
    const sweptRoutes = fuzzedRoutes.filter(inShardOn(shard, kind));
    const sweptMemberRoutes = memberRoutes.filter(inShard(shard));
    let pool: ValuePool;
    /**
     * A token the route takes: a new member's, or for an operator route a new session of the
     * suite's owner (all permissions; a route may end the session it is asked with).
     */
    let owner: TestOperator | undefined;
    const signedIn = async (route: CatalogueRoute) =>
      route.auth === 'operator'
        ? freshSession(use(), (owner ??= await createOperator(use(), { role: 'owner' })))
        : (await memberWithPoints(use(), 'demo', 5_000)).headers;

    beforeAll(async () => {
      const ctx = use();
      const member = await memberWithPoints(ctx, 'demo', 50_000);
      const privilegeIds = (await ctx.db.select({ id: privileges.id }).from(privileges)).map(
        (r) => r.id,
      );
      const packageIds = (await ctx.db.select({ id: packages.id }).from(packages)).map((r) => r.id);
      const [row] = await ctx.db
        .select({ memberCode: members.memberCode })
        .from(members)
        .where(eq(members.id, member.id));
      const transactions: string[] = [];
      for (const id of privilegeIds.slice(0, 3)) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/privilege/Issue`,
          headers: member.headers,
          payload: { Privilege_Id: id },
        });
        if (res.statusCode === 200)
          transactions.push(res.json<{ data: { transaction_id: string } }>().data.transaction_id);
      }
      const codes = await ctx.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/dev/scan-codes`,
        payload: { brandRef: 'demo', points: 10, count: 3 },
      });
      const team = await teamOf(ctx);
      pool = {
        strings: [
          'demo',
          member.mobileNo,
          row!.memberCode,
          ...transactions,
          ...codes.json<{ data: { codes: string[] } }>().data.codes,
          ...team.strings,
        ],
        integers: [...privilegeIds, ...packageIds, member.id, ...team.integers],
        byName: byNameOf(member.mobileNo, ['demo']),
      };
    });

    for (const route of sweptRoutes) {
      describe(routeName(route), () => {
        const foreign = isForeign(route);

        it('answers generated hostile requests, without and with a token it takes', async () => {
          const { app } = use();
          const member = await signedIn(route);
          await fc.assert(
            fc.asyncProperty(
              requestArbitrary(route, pool),
              fc.boolean(),
              async (request, withToken) => {
                await send(
                  app,
                  { ...request, headers: { ...request.headers, ...(withToken ? member : {}) } },
                  { foreign },
                );
              },
            ),
            { numRuns: foreign ? 8 : RUNS },
          );
        });

        it('answers requests its schemas accept, built from odd but allowed values', async () => {
          const { app } = use();
          const member = await signedIn(route);
          await fc.assert(
            fc.asyncProperty(
              allowedRequest(route, pool),
              fc.boolean(),
              async (request, withToken) => {
                await send(
                  app,
                  { ...request, headers: { ...request.headers, ...(withToken ? member : {}) } },
                  { foreign },
                );
              },
            ),
            { numRuns: foreign ? 5 : ALLOWED_RUNS },
          );
        });

        if (takesBody(route) && !foreign) {
          it('answers malformed JSON, wrong content types and oversized bodies with the envelope', async () => {
            const { app } = use();
            const member = await signedIn(route);
            const url = pathOf(route, { token: 'x', uid: 'x', brandRef: 'demo', '*': 'x' });
            const json = { 'content-type': 'application/json' };
            const refused: InjectOptions[] = [
              ...MALFORMED_JSON.map((payload) => ({ payload, headers: json })),
              ...UNSUPPORTED_TYPES.map(([type, payload]) => ({
                payload,
                headers: { 'content-type': type },
              })),
              { payload: OVERSIZED, headers: json },
            ];
            const odd: InjectOptions[] = [
              ...ODD_JSON.map((payload) => ({ payload, headers: json })),
              ...ODD_TYPES.map(([type, payload]) => ({
                payload,
                headers: { 'content-type': type },
              })),
              { payload: '{}' },
              { payload: '{}', headers: { ...json, 'content-length': '10' } },
            ];
            const method = route.method as InjectOptions['method'];
            for (const auth of [{}, member]) {
              for (const request of refused) {
                const sent = { ...request, method, url, headers: { ...request.headers, ...auth } };
                const res = await send(app, sent);
                expect(res.statusCode, describeRequest(sent)).toBeGreaterThanOrEqual(400);
              }
              for (const request of odd) {
                await send(app, {
                  ...request,
                  method,
                  url,
                  headers: { ...request.headers, ...auth },
                });
              }
            }
          });
        }

        if (route.multipart) {
          it('answers multipart garbage with the envelope', async () => {
            const { app } = use();
            const member = await signedIn(route);
            for (const { payload, contentType } of multipartGarbage()) {
              for (const auth of [{}, member]) {
                const request: InjectOptions = {
                  method: 'POST',
                  url: route.url,
                  payload,
                  headers: { 'content-type': contentType, ...auth },
                };
                await send(app, request);
              }
            }
          });
        }
      });
    }

    it('refuses forged, broken and foreign bearer tokens on every member route', async () => {
      const { app } = use();
      const member = await memberWithPoints(use(), 'demo', 0);
      const forged = await signAccessToken(
        new TextEncoder().encode('not-the-secret-not-the-secret-32'),
        {
          memberId: member.id,
          sessionId: '00000000-0000-4000-8000-000000000000',
          brandRef: 'demo',
          brandId: member.brandId,
        },
        5,
      );
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({
          sub: String(member.id),
          sid: 'x',
          brand_ref: 'demo',
          brand_id: member.brandId,
        }),
      ).toString('base64url')}.`;
      const bearer = member.headers.authorization;
      const headers = [
        'Bearer',
        'Bearer ',
        'Bearer a.b.c',
        'Basic dXNlcjpwYXNz',
        `Bearer ${'x'.repeat(10_000)}`,
        `Bearer ${unsigned}`,
        `Bearer ${forged}`,
        `${bearer} extra`,
        `${bearer}x`,
        bearer.toLowerCase(),
        toHeaderValue(`Bearer ${"' OR '1'='1"}`),
      ];
      for (const route of sweptMemberRoutes) {
        const [request] = fc.sample(allowedRequest(route, pool), { numRuns: 1, seed: 7 });
        // An empty Bearer is no token at all, which routes open to visitors accept.
        const sent = route.auth === 'optional' ? headers.slice(2) : headers;
        for (const authorization of sent) {
          const res = await send(app, {
            ...request!,
            headers: { ...request!.headers, authorization },
          });
          expect(
            res.statusCode,
            `${routeName(route)} ${authorization.slice(0, 40)}`,
          ).toBeGreaterThanOrEqual(400);
        }
      }
    });

    it('answers traversal, bad escapes and unknown methods on every path with the envelope', async () => {
      const { app } = use();
      const suffixes = [
        '/..;/',
        '%00',
        '/%2e%2e/%2e%2e/',
        '/%',
        '/../../../../etc/passwd',
        `/${'a'.repeat(5_000)}`,
      ];
      for (const route of sweptRoutes.filter((r) => !isForeign(r))) {
        const url = pathOf(route, { token: 'x', uid: 'x', brandRef: 'demo', '*': 'x' });
        for (const suffix of suffixes) {
          await send(app, {
            method: route.method,
            url: `${url}${suffix}`,
          });
        }
        for (const method of ['HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
          if (method !== route.method) await send(app, { method, url });
        }
        await send(app, { method: 'GET', url: `${url}?${'q='.repeat(5_000)}` });
      }
    });
  });

export const regressionSuite = () =>
  describeEachDatabase('Inputs that once answered 500 or left the envelope', (use) => {
    const expectRefused = async (request: InjectOptions) => {
      const res = await send(use().app, request);
      expect(res.statusCode, describeRequest(request)).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_ERROR');
    };

    it('refuses text with a NUL character, which PostgreSQL cannot store', async () => {
      await expectRefused({ method: 'GET', url: `${API_PREFIX}/pdpa/info?Brand_Ref=a%00b` });
      await expectRefused({
        method: 'GET',
        url: `${API_PREFIX}/UniversalScanCode/VerifyCustomer?brandRef=%00&customerMobileNo=0800000000&code=ABC123`,
      });
      await expectRefused({
        method: 'POST',
        url: `${API_PREFIX}/CustomerAccount/ValidateUsername`,
        payload: { Brand_Ref: 'demo\u0000', Mobile_No: '0800000000' },
      });
    });

    it('answers a URL the router cannot decode, or an over-long path parameter, with the envelope', async () => {
      await expectRefused({ method: 'GET', url: `${API_PREFIX}/Theme/GetTheme/%` });
      await expectRefused({ method: 'GET', url: `${API_PREFIX}/pdpa/pdpa-detail/%E0%A4%A` });
      await expectRefused({
        method: 'GET',
        url: `${API_PREFIX}/pdpa/pdpa-detail/${'a'.repeat(3_000)}`,
      });
    });

    it('refuses a day that does not exist, or one before 1900 or after 2999, and an empty patch changes nothing', async () => {
      const { headers } = await signedInOperator(use(), { role: 'owner' });
      const campaigns = `${API_PREFIX}/operator/earning/bill-campaigns`;
      for (const startsOn of ['9852-80-38', '2025-02-29', '0000-02-29', '3000-01-01']) {
        await expectRefused({
          method: 'POST',
          url: campaigns,
          headers,
          payload: { name_th: 'ทดสอบ', name_en: 'Test', starts_on: startsOn },
        });
      }
      const made = await send(use().app, {
        method: 'POST',
        url: campaigns,
        headers,
        payload: { name_th: 'ทดสอบ', name_en: 'Test', starts_on: '2024-02-29' },
      });
      expect(made.statusCode, made.body).toBe(200);
      const { campaign_id: id } = made.json<{ data: { campaign_id: number } }>().data;
      const unchanged = await send(use().app, {
        method: 'PATCH',
        url: `${campaigns}/${id}`,
        headers,
        payload: {},
      });
      expect(unchanged.statusCode, unchanged.body).toBe(200);
      expect(unchanged.json()).toEqual(made.json());
    });

    it('refuses a Host or forwarded protocol no URL can hold when building sign-in links', async () => {
      await expectRefused({
        method: 'GET',
        url: `${API_PREFIX}/lineprovider/issue?brandRef=demo`,
        headers: { host: ' ' },
      });
      await expectRefused({
        method: 'GET',
        url: `${API_PREFIX}/dev/oidc/session/end`,
        headers: { 'x-forwarded-proto': '....//....//etc/passwd' },
      });
    });
  });

export const brandIsolationSuite = (shard: Shard) =>
  describeEachDatabase(`Brand isolation, shard ${shard.index + 1} of ${shard.of}`, (use, kind) => {
    // Brand scoping is the same SQL on both databases: each route is checked on one in turn.
    const sweptGuardedRoutes = guardedRoutes.filter(inShardOn(shard, kind));
    /** Brand B's member, offers and team, and the texts that would show one of them leaked. */
    let other: { pool: ValuePool; secrets: string[] };
    let headersA: Record<string, string>;
    let operatorHeadersA: Record<string, string>;
    /**
     * The bodies of A's writes that succeeded: A may store B's texts in its own records (a
     * privilege named after B's member code) and read them back later by an id of its own.
     */
    const storedByA: string[] = [];

    beforeAll(async () => {
      const ctx: TestContext = use();
      const brandB = await createBrand(ctx.db);
      const privilegeB = await createPrivilege(ctx.db, brandB.id, {
        nameTh: 'สิทธิ์ลับแบรนด์บี',
        nameEn: 'Rival secret perk',
      });
      const packageB = await createPackage(ctx.db, brandB.id, {
        nameTh: 'แพ็กเกจลับแบรนด์บี',
        nameEn: 'Rival secret pack',
      });
      const memberB = await memberWithPoints(ctx, brandB.ref, 5_000);
      const mobileB = '0655501234';
      const [rowB] = await ctx.db
        .update(members)
        .set({
          firstName: 'Quillonarda',
          lastName: 'ลับเฉพาะบี',
          mobileNo: mobileB,
          email: 'quillonarda.rival@example.com',
        })
        .where(eq(members.id, memberB.id))
        .returning({ memberCode: members.memberCode });
      const post = (url: string, payload: object) =>
        ctx.app.inject({
          method: 'POST',
          url: `${API_PREFIX}${url}`,
          headers: memberB.headers,
          payload,
        });
      const issued = await post('/privilege/Issue', { Privilege_Id: privilegeB.id });
      expect(issued.statusCode).toBe(200);
      const privilegeTx = issued.json<{ data: { transaction_id: string } }>().data.transaction_id;
      const code = await post('/Customer/History/Privileg/GetIssueCode', {
        Transaction_Id: privilegeTx,
      });
      expect(code.statusCode).toBe(200);
      const bought = await post('/package/Issue', { Package_Id: packageB.id });
      expect(bought.statusCode).toBe(200);
      const packageTx = bought.json<{ data: { transaction_id: string } }>().data.transaction_id;
      const issueCode = code.json<{ data: { code: string } }>().data.code;

      headersA = (await memberWithPoints(ctx, 'demo', 5_000)).headers;
      operatorHeadersA = (await signedInOperator(ctx, { role: 'owner' })).headers;
      const managerB = await signedInOperator(ctx, { role: 'manager', brandRef: brandB.ref });
      const [sessionB] = await ctx.db
        .select({ id: operatorSessions.id })
        .from(operatorSessions)
        .where(eq(operatorSessions.operatorId, managerB.id));
      const teamB = await teamOf(ctx, brandB.id);
      other = {
        pool: {
          strings: [
            brandB.ref,
            privilegeTx,
            packageTx,
            rowB!.memberCode,
            String(memberB.id),
            String(privilegeB.id),
            sessionB!.id,
            ...teamB.strings,
          ],
          integers: [memberB.id, privilegeB.id, packageB.id, brandB.id, ...teamB.integers],
          byName: byNameOf(mobileB, [brandB.ref, 'demo']),
        },
        secrets: [
          'Quillonarda',
          'ลับเฉพาะบี',
          mobileB,
          'quillonarda.rival@example.com',
          rowB!.memberCode,
          issueCode,
          'สิทธิ์ลับแบรนด์บี',
          'Rival secret perk',
          'แพ็กเกจลับแบรนด์บี',
          'Rival secret pack',
          managerB.login,
          ...teamB.strings,
        ],
      };
    });

    for (const route of sweptGuardedRoutes) {
      const who = route.auth === 'operator' ? 'operator' : 'member';
      it(`${routeName(route)} never shows brand B's member or team to brand A's ${who}`, async () => {
        const { app } = use();
        const signedInA = route.auth === 'operator' ? operatorHeadersA : headersA;
        const check = async (request: InjectOptions) => {
          const res = await send(app, {
            ...request,
            headers: { ...request.headers, ...signedInA },
          });
          // A's own input echoed back (a name set to B's member code) is no leak.
          const { url, body } = sentText(request);
          const sent = `${url} ${body}`;
          const mine = (text: string) =>
            sent.includes(text) || storedByA.some((stored) => stored.includes(text));
          for (const secret of other.secrets.filter((text) => !mine(text))) {
            expect(res.body, `${describeRequest(request)} shows ${secret}`).not.toContain(secret);
          }
          if (request.method !== 'GET' && res.statusCode < 300) storedByA.push(body);
        };
        // Each of brand B's ids and refs in every field that can hold it, then random mixes.
        for (const value of [...other.pool.strings, ...other.pool.integers]) {
          const only: ValuePool = {
            strings: typeof value === 'string' ? [value] : [String(value)],
            integers: typeof value === 'number' ? [value] : [],
            byName: other.pool.byName,
            prefer: true,
          };
          for (const request of fc.sample(allowedRequest(route, only), { numRuns: 2, seed: 11 })) {
            await check(request);
          }
        }
        await fc.assert(fc.asyncProperty(allowedRequest(route, other.pool), check), {
          numRuns: 15,
        });
      });
    }
  });

export const operatorAccessSuite = () =>
  describeEachDatabase('Operator and member audiences, and permissions by role', (use) => {
    let pool: ValuePool;
    beforeAll(async () => {
      const team = await teamOf(use());
      pool = {
        strings: ['demo', ...team.strings],
        integers: team.integers,
        byName: byNameOf('0812345678', ['demo']),
      };
    });

    it("refuses a member's token on every operator route and an operator's on every member route", async () => {
      const ctx = use();
      const member = (await memberWithPoints(ctx, 'demo', 0)).headers;
      const owner = await signedInOperator(ctx, { role: 'owner' });
      // A token of the right key, brand, session and id, only for the other audience.
      const crossed = await signToken(
        ctx.app.sessionSettings.secret,
        'member',
        {
          subjectId: owner.id,
          sessionId: owner.sessionId,
          brandRef: 'demo',
          brandId: owner.brandId,
        },
        5,
      );
      for (const route of guardedRoutes) {
        const request = await requestPastValidation(ctx.app, route, pool);
        const tokens: Record<string, Record<string, string>> = route.auth === 'operator'
          ? { member, crossed: { authorization: `Bearer ${crossed}` } }
          : { operator: owner.headers };
        for (const [name, headers] of Object.entries(tokens)) {
          const res = await send(ctx.app, {
            ...request,
            headers: { ...request.headers, ...headers },
          });
          expect(res.statusCode, `${routeName(route)} with the ${name} token`).toBe(401);
        }
      }
    }, 180_000);

    it('answers each role by the permissions role_permissions gives it, on every operator route', async () => {
      const ctx = use();
      const grants = await ctx.db.select().from(rolePermissions);
      const other = await createOtherBrand(ctx);
      const team = await Promise.all(
        operatorRoles.map((role) => createOperator(ctx, { role, brandRef: other.ref })),
      );
      for (const route of operatorRoutes) {
        const request = await requestPastValidation(ctx.app, route, pool);
        for (const [index, role] of operatorRoles.entries()) {
          // A new session each time: a route may end the one it is asked with (logout).
          const headers = await freshSession(ctx, team[index]!);
          const res = await send(ctx.app, {
            ...request,
            headers: { ...request.headers, ...headers },
          });
          const holds =
            route.permission === null ||
            grants.some((grant) => grant.role === role && grant.permission === route.permission);
          const refused =
            res.statusCode === 403 &&
            res.json<{ error: { message_en: string } }>().error.message_en ===
              `Your role does not have the ${route.permission} permission.`;
          expect(refused, `${routeName(route)} as ${role}: ${res.statusCode} ${res.body}`).toBe(
            !holds,
          );
        }
      }
    }, 180_000);
  });
