/**
 * A brand of a million members on PostgreSQL: `npm run bench:scale -- --members N` against the
 * (empty) database in DATABASE_URL. Migrates it, seeds N members of the demo brand with 20 ledger
 * rows each through the project's own schema (set-based SQL, a chunk at a time), measures the
 * reads and writes that must stay fast at that size. Its last line is one JSON object of the
 * issue's eight fields (members, ledger_rows, expiry_s, tier_review_s, history_p95_ms, info_p95_ms,
 * issue_p95_ms, console_search_p95_ms); the line before it, `also: {...}`, the other figures. The
 * database is left as it is: a second run over the same database measures again without seeding.
 *
 *   --members N   members to seed (default 1,000,000)
 *   --jobs        also time point expiry and tier review over the whole brand
 *
 * issue_p95_ms: 500 members redeem the same privilege at once over HTTP (scale/issue.ts); the run
 * fails if any point or unit of stock is lost. earn_p95_ms and earn_p99_ms: 500 members earn
 * points for a bill each at the store counter at once over HTTP with branch API keys
 * (scale/earn.ts); the run fails if any point is lost or a bill credited twice. floor_p95_ms and
 * floor_p99_ms: the same burst as the fewest statements an earn can be, straight through a pg
 * pool (scale/floor.ts), the floor the API's writes are read against. http_floor_p95_ms and
 * http_floor_p99_ms: the same burst of bills posted to a bare Fastify route that answers at once,
 * the floor HTTP alone sets on this machine.
 *
 * Targets (issue 12 and 14): console member search p95 <= 50 ms, reports dashboard p95 <= 200 ms,
 * Customer/info and points history p95 <= 10 ms, privilege Issue and store earn p99 <= 100 ms.
 * Nothing here fails on a number.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/client';
import { brands, members, pointLedger, tiers } from '../src/db/schema';
import { seedIfEmpty } from '../src/db/seed';
import { localFileStorage } from '../src/lib/file-storage';
import { runPointExpiry, runTierReview } from '../src/modules/points/jobs';
import { demoOwnerHeaders } from './demo-owner';
import { memberTokens } from './member-tokens';
import { measureMemberSearch } from './scale/members';
import { measureDashboard } from './scale/reports';
import { p95, timedRequests } from './scale/timing';
import { measureStoreEarn } from './scale/earn';
import { measureHttpFloor, measureWriteFloor } from './scale/floor';
import { measureIssue } from './scale/issue';
import { startServer } from './http/servers';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000000' },
    jobs: { type: 'boolean', default: false },
  },
});
const target = Number(values.members);
if (!Number.isSafeInteger(target) || target < 1 || target > 50_000_000) {
  throw new Error('--members: a whole number from 1 to 50,000,000');
}
const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:scale runs against PostgreSQL: set DATABASE_URL');

const CHUNK = 50_000;
const LEDGER_ROWS_PER_MEMBER = 20;
const SAMPLES = 300;
const ISSUERS = 500;

const firstNames = [
  'สมชาย',
  'สมหญิง',
  'กมล',
  'ณัฐพล',
  'พิมพ์ชนก',
  'ธนพร',
  'วรรณา',
  'อนันต์',
  'ศิริพร',
  'ชัยวัฒน์',
  'Anan',
  'Suda',
  'Niran',
  'Kanya',
  'Pim',
  'Somchai',
  'Chaiya',
  'Malee',
  'Arthit',
  'Ploy',
];
const lastNames = [
  'ใจดี',
  'รักไทย',
  'สุขใจ',
  'มั่นคง',
  'ศรีสุข',
  'วงศ์ใหญ่',
  'บุญมา',
  'แก้วมณี',
  'ทองดี',
  'พรหมมา',
  'Rakthai',
  'Srisuk',
  'Wongyai',
  'Boonma',
  'Kaewmanee',
  'Thongdee',
  'Phromma',
  'Jaidee',
];
const textArray = (items: string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]`);

/** Members [from, to) of the brand, each with 15 earned lots and 5 spends. */
async function seedChunk(db: Db, brandId: number, tierIds: number[], from: number, to: number) {
  await db.transaction(async (tx) => {
    // Seeding writes a million rows a statement: longer than any request may take.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
      insert into ${members} (brand_id, member_code, mobile_no, line_user_id, first_name, last_name,
        gender, point_balance, is_consent_pdpa, registration_step, tier_id, tier_reached_at,
        tier_expires_at, created_at, last_visit_at)
      select ${brandId}, 'S' || lpad(g::text, 9, '0'), '06' || lpad(g::text, 8, '0'),
        case when g % 3 = 0 then 'U' || md5(g::text) end,
        (${textArray(firstNames)})[1 + g % ${firstNames.length}],
        (${textArray(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}],
        (array['male','female','other','unspecified'])[1 + g % 4], 1300, g % 10 <> 0,
        'custom_fields', (${sql.raw(`array[${tierIds.join(',')}]`)})[1 + g % ${tierIds.length}],
        now() - (g % 700) * interval '1 day',
        -- Tiers above the first last a year from when they were reached: about half are due.
        case when g % ${tierIds.length} > 0
          then now() - (g % 700) * interval '1 day' + interval '365 days' end,
        now() - (g % 730) * interval '1 day', now() - (g % 120) * interval '1 day'
      from generate_series(${from}::int, ${to - 1}::int) g`);
    // Lots 1 and 2 were spent by the five spends of 40; lots expire at the quarter's end a year on.
    await tx.execute(sql`
      insert into ${pointLedger} (brand_id, member_id, entry_type, points, spending_amount,
        is_visit, source_type, source_id, description_th, description_en, remaining, expires_at,
        created_at)
      select m.brand_id, m.id, case when k <= 15 then 'earn_qr' else 'spend_privilege' end,
        case when k <= 15 then 100 else -40 end, case when k <= 15 then 250 else 0 end, k <= 15,
        'scale', m.id || '-' || k, case when k <= 15 then 'สะสมแต้ม' else 'แลกสิทธิพิเศษ' end,
        case when k <= 15 then 'Points earned' else 'Privilege' end,
        case when k <= 2 or k > 15 then 0 else 100 end,
        case when k <= 15 then
          (date_trunc('quarter', (at_k at time zone 'Asia/Bangkok') + interval '15 months')
            at time zone 'Asia/Bangkok') end,
        at_k
      from ${members} m
      cross join generate_series(1, ${LEDGER_ROWS_PER_MEMBER}) k
      cross join lateral (select m.created_at + k * ((now() - m.created_at) / 21) as at_k) t
      where m.brand_id = ${brandId}
        and m.member_code between ${`S${String(from).padStart(9, '0')}`}
                              and ${`S${String(to - 1).padStart(9, '0')}`}`);
  });
}

async function count(db: Db, brandId: number) {
  const [row] = await db
    .select({ members: sql<number>`count(*)::int` })
    .from(members)
    .where(eq(members.brandId, brandId));
  const [ledger] = await db
    .select({ rows: sql<number>`count(*)::int` })
    .from(pointLedger)
    .where(eq(pointLedger.brandId, brandId));
  return { members: row!.members, ledgerRows: ledger!.rows };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-scale-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const config = loadConfig({
  // Not 'test': the test suite's extra response check would be timed too.
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: url,
  LOG_LEVEL: 'silent',
  WEB_DIST: path.join(dataDir, 'no-web'),
  JWT_SECRET: randomBytes(32).toString('hex'),
});
const database = await openDatabase({ url, dataDir: path.join(dataDir, 'pglite') });
const { db } = database;
const storage = localFileStorage(path.join(dataDir, 'files'));
await seedIfEmpty(db, storage);
const [brand] = await db.select().from(brands).where(eq(brands.ref, 'demo'));
const brandId = brand!.id;
const tierIds = (
  await db
    .select({ id: tiers.id })
    .from(tiers)
    .where(eq(tiers.brandId, brandId))
    .orderBy(tiers.rank)
).map((tier) => tier.id);

const seeded = await db
  .select({ code: members.memberCode })
  .from(members)
  .where(and(eq(members.brandId, brandId), sql`${members.memberCode} like 'S%'`))
  .orderBy(sql`${members.memberCode} desc`)
  .limit(1);
let next = seeded[0] ? Number(seeded[0].code.slice(1)) + 1 : 1;
const seedStart = performance.now();
while (next <= target) {
  const to = Math.min(target + 1, next + CHUNK);
  await seedChunk(db, brandId, tierIds, next, to);
  process.stderr.write(`seeded ${to - 1} of ${target} members\r`);
  next = to;
}
if (performance.now() - seedStart > 1_000) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`analyze`);
  });
  process.stderr.write(`\nseeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s\n`);
}

const app = await buildApp({ config, db, storage });
await app.ready();
const ownerHeaders = await demoOwnerHeaders(app);

/** Sessions of members spread over the brand, for the member reads. */
const sampled = await db
  .select({ id: members.id })
  .from(members)
  .where(and(eq(members.brandId, brandId), sql`${members.memberCode} like 'S%'`))
  .orderBy(sql`random()`)
  .limit(50);
const memberHeaders = (
  await memberTokens(
    db,
    app.sessionSettings,
    brandId,
    sampled.map(({ id }) => id),
  )
).map((token) => ({ authorization: `Bearer ${token}` }));
const memberRead = (url: string, payload?: object) =>
  timedRequests(SAMPLES, (i) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: memberHeaders[i % memberHeaders.length]!,
      ...(payload ? { payload } : {}),
    }),
  );

const search = await measureMemberSearch({ app, brandId, ownerHeaders });
const dashboard = await measureDashboard({ app, brandId, ownerHeaders });
const info = p95(await memberRead('/api/v1.0/Customer/info'));
const history = p95(await memberRead('/api/v1.0/Customer/History/Point', { Filters: [] }));

// Writes over HTTP, against the API in a process of its own as in production.
const api = await startServer('app-server.ts', {
  NODE_ENV: 'production',
  DATABASE_URL: url,
  JWT_SECRET: config.JWT_SECRET!,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  API_DOCS: 'false',
  WEB_DIST: config.webDist,
});
const measureWrites = async () => {
  const issue = await measureIssue({
    db,
    brandId,
    api,
    secret: app.sessionSettings.secret,
    count: ISSUERS,
  });
  const earn = await measureStoreEarn({ db, brandId, api, count: ISSUERS });
  return { issue, earn };
};
const { issue, earn } = await measureWrites().finally(() => api.stop());
const floor = await measureWriteFloor({ db, url, brandId, count: ISSUERS });
const bare = await startServer('bare-server.ts', { DATABASE_URL: url, BENCH_MEMBER_ID: '0' });
const httpFloor = await measureHttpFloor({ bare, count: ISSUERS }).finally(() => bare.stop());

let expirySeconds: number | null = null;
let tierReviewSeconds: number | null = null;
if (values.jobs) {
  const started = performance.now();
  await runPointExpiry(db, { periodKey: `bench-${Date.now()}` });
  expirySeconds = (performance.now() - started) / 1000;
  const reviewStarted = performance.now();
  await runTierReview(db, { periodKey: `bench-${Date.now()}` });
  tierReviewSeconds = (performance.now() - reviewStarted) / 1000;
}

const totals = await count(db, brandId);
const round = (value: number | null) => (value === null ? null : Number(value.toFixed(2)));
// The figures beyond the issue's eight, on a line of their own that cannot be taken for the last.
console.log(
  `also: ${JSON.stringify({
    issue_p99_ms: round(issue.p99),
    issue_outcomes: { issued: issue.issued, sold_out: issue.soldOut, busy: issue.busy },
    earn_p95_ms: round(earn.p95),
    earn_p99_ms: round(earn.p99),
    earn_outcomes: { credited: earn.credited, busy: earn.busy, retries: earn.retries },
    floor_p95_ms: round(floor.p95),
    floor_p99_ms: round(floor.p99),
    http_floor_p95_ms: round(httpFloor.p95),
    http_floor_p99_ms: round(httpFloor.p99),
    dashboard_p95_ms: round(dashboard.dashboard_p95_ms),
  })}`,
);
console.log(
  JSON.stringify({
    members: totals.members,
    ledger_rows: totals.ledgerRows,
    expiry_s: round(expirySeconds),
    tier_review_s: round(tierReviewSeconds),
    history_p95_ms: round(history),
    info_p95_ms: round(info),
    issue_p95_ms: round(issue.p95),
    console_search_p95_ms: round(search.console_search_p95_ms),
  }),
);
await app.close();
await database.close();
