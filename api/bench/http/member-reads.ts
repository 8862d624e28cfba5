/**
 * The member reads over HTTP on PostgreSQL, each against a bare Fastify route doing one query
 * through a pg pool, started in the same run: the API and the bare route each run in a child
 * process, autocannon (100 connections) in this one. On a two-core machine the absolute figures
 * move from run to run with whatever else runs; the ratio to the bare route in the same run is
 * the figure to read.
 *
 * Targets (issue 14): Customer/info >= 60% of the bare route with p99 <= 50 ms; the other member
 * reads >= 40%.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, eq, like, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../src/db/client';
import { brands, members } from '../../src/db/schema';
import { seedIfEmpty } from '../../src/db/seed';
import { localFileStorage } from '../../src/lib/file-storage';
import { earnPoints } from '../../src/modules/points/ledger';
import { benchSessionSettings, memberTokens } from '../member-tokens';
import { benchDatabaseUrl, ensureDatabase, startServer } from './servers';

const CONNECTIONS = 100;
const MEMBERS = 200;
const EARNS_PER_MEMBER = 20;

export interface ReadRow {
  route: string;
  reqPerSecond: number;
  p99ms: number;
  ofBare: string;
  failed: number;
}

interface Load {
  route: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  signedIn: boolean;
}

const loads: Load[] = [
  { route: 'GET /Customer/info', method: 'GET', path: '/api/v1.0/Customer/info', signedIn: true },
  {
    route: 'POST /privilege/List',
    method: 'POST',
    path: '/api/v1.0/privilege/List',
    body: {},
    signedIn: true,
  },
  {
    route: 'POST /Customer/History/Point',
    method: 'POST',
    path: '/api/v1.0/Customer/History/Point',
    body: {},
    signedIn: true,
  },
  {
    route: 'GET /customer/membership-tier/info',
    method: 'GET',
    path: '/api/v1.0/customer/membership-tier/info',
    signedIn: true,
  },
  {
    route: 'GET /dynamicdisplay/LayoutDisplay',
    method: 'GET',
    path: '/api/v1.0/dynamicdisplay/LayoutDisplay?brandRef=demo',
    signedIn: false,
  },
];

/** Bench members (codes HB…) of the brand with points and history, created on the first run. */
async function benchMembers(db: Db, brandId: number): Promise<number[]> {
  const existing = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), like(members.memberCode, 'HB%')));
  if (existing.length >= MEMBERS) return existing.map((row) => row.id);
  const created = await db
    .insert(members)
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        brandId,
        memberCode: `HB${i}`,
        mobileNo: `0655${String(i).padStart(6, '0')}`,
        firstName: 'สมาชิก',
        lastName: `ทดสอบ${i}`,
        isConsentPdpa: true,
        registrationStep: 'custom_fields',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: members.id });
  for (const { id } of created) {
    await db.transaction(async (tx) => {
      for (let k = 0; k < EARNS_PER_MEMBER; k += 1) {
        await earnPoints(tx, {
          brandId,
          memberId: id,
          points: 100,
          entryType: 'earn_staff',
          sourceType: 'bench',
          sourceId: `reads-${id}-${k}`,
          spendingAmount: 250,
          isVisit: true,
          descriptionTh: 'สะสมแต้ม',
          descriptionEn: 'Points earned',
        });
      }
    });
  }
  return benchMembers(db, brandId);
}

async function load(
  url: string,
  spec: Omit<Load, 'route' | 'signedIn'>,
  seconds: number,
  tokens: string[],
  connections = CONNECTIONS,
) {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: spec.method,
        path: spec.path,
        ...(spec.body
          ? { body: JSON.stringify(spec.body), headers: { 'content-type': 'application/json' } }
          : {}),
        // Each request as another member, as a crowd of phones would send them.
        setupRequest: (request) => {
          if (tokens.length === 0) return request;
          const authorization = `Bearer ${tokens[(next += 1) % tokens.length]}`;
          return { ...request, headers: { ...request.headers, authorization } };
        },
      },
    ],
  });
  return {
    reqPerSecond: result.requests.average,
    p99ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const twoProcesses = {
  ...loads[0]!,
  route: 'GET /Customer/info, two API processes + Redis',
};

/**
 * Customer/info from two API processes sharing the database and Redis (sessions revoked in one
 * are dropped in the other), half the connections on each, as behind a load balancer.
 */
async function overTwoProcesses(
  env: Record<string, string>,
  jwtSecret: string,
  tokens: string[],
  seconds: number,
) {
  const apiEnv = {
    ...env,
    NODE_ENV: 'production',
    JWT_SECRET: jwtSecret,
    API_DOCS: 'false',
    WEB_DIST: path.join(env.DATA_DIR!, 'no-web'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
  const pair = await Promise.all([
    startServer('app-server.ts', apiEnv),
    startServer('app-server.ts', apiEnv),
  ]);
  try {
    const both = (seconds: number) =>
      Promise.all(pair.map((api) => load(api.url, twoProcesses, seconds, tokens, CONNECTIONS / 2)));
    await both(2);
    const halves = await both(seconds);
    return {
      reqPerSecond: halves[0]!.reqPerSecond + halves[1]!.reqPerSecond,
      p99ms: Math.max(halves[0]!.p99ms, halves[1]!.p99ms),
      failed: halves[0]!.failed + halves[1]!.failed,
    };
  } finally {
    await Promise.all(pair.map((api) => api.stop()));
  }
}

/**
 * `only` keeps the loads whose route contains it (and leaves out the two-process load unless it
 * matches), so a CPU profile covers one route.
 */
export async function measureMemberReads(options: {
  seconds: number;
  only?: string;
}): Promise<ReadRow[]> {
  const url = benchDatabaseUrl();
  if (!process.env.DATABASE_URL) await ensureDatabase(url);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-http-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const database = await openDatabase({ url, dataDir: path.join(dataDir, 'pglite') });
  const servers = [];
  try {
    const { db } = database;
    await seedIfEmpty(db, localFileStorage(path.join(dataDir, 'files')));
    const [brand] = await db.select().from(brands).where(eq(brands.ref, 'demo'));
    const ids = await benchMembers(db, brand!.id);
    // Planner statistics as autovacuum would keep them on a database in use.
    await db.execute(sql`analyze`);
    const settings = benchSessionSettings(new TextEncoder().encode(jwtSecret));
    const tokens = await memberTokens(db, settings, brand!.id, ids);

    const env = { DATABASE_URL: url, LOG_LEVEL: 'silent', DATA_DIR: dataDir };
    const bare = await startServer('bare-server.ts', { ...env, BENCH_MEMBER_ID: String(ids[0]) });
    servers.push(bare);
    const api = await startServer('app-server.ts', {
      ...env,
      NODE_ENV: 'production',
      JWT_SECRET: jwtSecret,
      API_DOCS: 'false',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    servers.push(api);

    const measure = async (base: string, spec: Omit<Load, 'route'>) => {
      const signedIn = spec.signedIn ? tokens : [];
      await load(base, spec, 2, signedIn); // warm-up: JIT, pool connections, caches
      return load(base, spec, options.seconds, signedIn);
    };
    const bareSpec = { method: 'GET', path: '/member', signedIn: false } as const;
    // The bare route before and after the others: their mean is the yardstick.
    const bareBefore = await measure(bare.url, bareSpec);
    const measured = [];
    const chosen = (spec: Load) => !options.only || spec.route.includes(options.only);
    for (const spec of loads.filter(chosen)) {
      measured.push({ spec, ...(await measure(api.url, spec)) });
    }
    if (chosen(twoProcesses)) {
      measured.push({
        spec: twoProcesses,
        ...(await overTwoProcesses(env, jwtSecret, tokens, options.seconds)),
      });
    }
    const bareAfter = await measure(bare.url, bareSpec);
    const bareRate = (bareBefore.reqPerSecond + bareAfter.reqPerSecond) / 2;

    const row = (route: string, m: Awaited<ReturnType<typeof load>>): ReadRow => ({
      route,
      reqPerSecond: Math.round(m.reqPerSecond),
      p99ms: m.p99ms,
      ofBare: `${Math.round((100 * m.reqPerSecond) / bareRate)}%`,
      failed: m.failed,
    });
    return [
      row('bare Fastify + 1 pg query (before)', bareBefore),
      ...measured.map(({ spec, ...m }) => row(spec.route, m)),
      row('bare Fastify + 1 pg query (after)', bareAfter),
    ];
  } finally {
    for (const server of servers) await server.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
