/**
 * `npm run bench` prints two tables; nothing here fails on time.
 *
 * Points, redeeming, expiry and import on in-memory PGlite (one connection, so it is the slow
 * case; PostgreSQL with a pool does better). Targets on a developer laptop (two cores):
 *   earnPoints, with the tier check   >= 150/s, p95 <= 20 ms
 *   spendPoints                       >= 200/s, p95 <= 15 ms
 *   RedeemQrCode (inject, with auth)  p95 <= 25 ms
 *   expiry run over 1,000 members with two due lots each <= 10 s
 *   member import of 100,000 rows: dry run <= 30 s, commit <= 3 min
 *
 * Then the member reads over HTTP on PostgreSQL against a bare Fastify route (http/member-reads.ts):
 * DATABASE_URL, else a database `bench` on the local server, created when missing.
 * BENCH_HTTP_SECONDS sets each load's length (10); `--http-only` skips the PGlite cases;
 * `--route <text>` measures only the routes whose name contains it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/client';
import { brands, members } from '../src/db/schema';
import { seedIfEmpty } from '../src/db/seed';
import { localFileStorage } from '../src/lib/file-storage';
import { runPointExpiry } from '../src/modules/points/jobs';
import { earnPoints, spendPoints } from '../src/modules/points/ledger';
import { generateCodes } from '../src/modules/scan-codes/service';
import { demoOwnerHeaders } from './demo-owner';
import { openSession } from '../src/modules/session/service';
import { measureMemberReads } from './http/member-reads';

const EARN_SPEND_OPS = 2_000;
const REDEEMS = 500;
const EXPIRY_MEMBERS = 1_000;
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);

interface Row {
  case: string;
  ops: number;
  seconds: number;
  perSecond: number;
  p50ms: number | '-';
  p95ms: number | '-';
}

function row(name: string, samples: number[], seconds: number): Row {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    case: name,
    ops: samples.length,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(samples.length / seconds),
    p50ms: Number(at(0.5).toFixed(2)),
    p95ms: Number(at(0.95).toFixed(2)),
  };
}

async function timed(count: number, op: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    const t = performance.now();
    await op(i);
    samples.push(performance.now() - t);
  }
  return { samples, seconds: (performance.now() - start) / 1000 };
}

let nextMobile = 0;
async function addMembers(db: Db, brandId: number, count: number, prefix: string) {
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, i) => ({
        brandId,
        memberCode: `${prefix}${i}`,
        mobileNo: `06${String((nextMobile += 1)).padStart(8, '0')}`,
        // Members who consented: earning and redeeming refuse the others.
        isConsentPdpa: true,
      })),
    )
    .returning({ id: members.id });
  return rows.map((r) => r.id);
}

const { values } = parseArgs({
  options: { 'http-only': { type: 'boolean', default: false }, route: { type: 'string' } },
});
if (!values['http-only']) await pgliteCases();
console.log('Member reads over HTTP on PostgreSQL, %d s each, 100 connections:', HTTP_SECONDS);
try {
  console.table(await measureMemberReads({ seconds: HTTP_SECONDS, only: values.route }));
} catch (error) {
  // Without a PostgreSQL server the PGlite figures above still stand.
  if ((error as { code?: string }).code !== 'ECONNREFUSED') throw error;
  console.log(`  skipped: no PostgreSQL server (${(error as Error).message})`);
}

/** Points, redeeming, expiry and import on in-memory PGlite. */
async function pgliteCases() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-bench-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    // Not 'test': the test suite's extra response check would be timed too.
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  const { db } = database;
  const storage = localFileStorage(path.join(dataDir, 'files'));
  await seedIfEmpty(db, storage);
  const app = await buildApp({ config, db, storage });
  await app.ready();
  const [brand] = await db.select().from(brands).where(eq(brands.ref, 'demo'));
  const brandId = brand!.id;
  const results: Row[] = [];

  {
    const ids = await addMembers(db, brandId, 100, 'B');
    const text = { descriptionTh: 'ทดสอบ', descriptionEn: 'Bench' };
    const earn = await timed(EARN_SPEND_OPS, (i) =>
      db.transaction((tx) =>
        earnPoints(tx, {
          brandId,
          memberId: ids[i % ids.length]!,
          points: 10,
          entryType: 'earn_staff',
          sourceType: 'bench',
          sourceId: `earn-${i}`,
          spendingAmount: 100,
          isVisit: true,
          ...text,
        }),
      ),
    );
    results.push(row('earnPoints', earn.samples, earn.seconds));
    const spend = await timed(EARN_SPEND_OPS, (i) =>
      db.transaction((tx) =>
        spendPoints(tx, {
          brandId,
          memberId: ids[i % ids.length]!,
          points: 7,
          entryType: 'spend_privilege',
          sourceType: 'bench',
          sourceId: `spend-${i}`,
          ...text,
        }),
      ),
    );
    results.push(row('spendPoints', spend.samples, spend.seconds));
  }

  {
    const [memberId] = await addMembers(db, brandId, 1, 'R');
    const { accessToken } = await openSession(db, app.sessionSettings, {
      brandId,
      brandRef: 'demo',
      memberId: memberId!,
      userAgent: 'bench',
      ip: '127.0.0.1',
    });
    const { codes } = await generateCodes(db, {
      brandId,
      points: 5,
      count: REDEEMS,
      billAmount: 120,
    });
    const headers = { authorization: `Bearer ${accessToken}` };
    const redeem = await timed(REDEEMS, async (i) => {
      const res = await app.inject({
        url: `/api/v1.0/UniversalScanCode/RedeemQrCode?customerId=R0&qrCode=${codes[i]}`,
        headers,
      });
      if (res.statusCode !== 200) throw new Error(`redeem failed: ${res.body}`);
    });
    results.push(row('RedeemQrCode', redeem.samples, redeem.seconds));
  }

  {
    const ids = await addMembers(db, brandId, EXPIRY_MEMBERS, 'E');
    const earnedAt = new Date('2024-02-10T10:00:00+07:00');
    for (const [i, memberId] of ids.entries()) {
      await db.transaction(async (tx) => {
        for (let lot = 0; lot < 2; lot += 1) {
          await earnPoints(tx, {
            brandId,
            memberId,
            points: 20,
            entryType: 'earn_staff',
            sourceType: 'bench-expiry',
            sourceId: `${i}-${lot}`,
            descriptionTh: 'ทดสอบ',
            descriptionEn: 'Bench',
            at: earnedAt,
          });
        }
      });
    }
    const start = performance.now();
    const run = await runPointExpiry(db, { now: new Date('2025-04-01T00:00:00+07:00') });
    const seconds = (performance.now() - start) / 1000;
    results.push({
      case: `expiry run (${run.members} members, ${run.points} points)`,
      ops: run.members,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Math.round(run.members / seconds),
      p50ms: '-',
      p95ms: '-',
    });
  }

  {
    // An import of the brand's old members: the dry run, then the commit to its end.
    const headers = await demoOwnerHeaders(app);
    const surnames = ['ใจดี', 'รักไทย', 'สุขใจ', 'มั่นคง', 'Rakthai'];
    const lines = ['mobile_no,first_name,last_name,birth_date,opening_points'];
    for (let i = 0; i < IMPORT_ROWS; i += 1) {
      lines.push(`09${String(i).padStart(8, '0')},สมาชิก,${surnames[i % 5]},15/04/2530,${i % 1000}`);
    }
    const started = performance.now();
    const check = await app.inject({
      method: 'POST',
      url: '/api/v1.0/console/member-imports?file_name=bench.csv',
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: lines.join('\n'),
    });
    const { id } = check.json<{ data: { id: number } }>().data;
    const checkSeconds = (performance.now() - started) / 1000;
    results.push({
      case: `import dry run (${IMPORT_ROWS} rows)`,
      ops: IMPORT_ROWS,
      seconds: Number(checkSeconds.toFixed(2)),
      perSecond: Math.round(IMPORT_ROWS / checkSeconds),
      p50ms: '-',
      p95ms: '-',
    });
    const committed = performance.now();
    await app.inject({
      method: 'POST',
      url: `/api/v1.0/console/member-imports/${id}/commit`,
      headers,
    });
    for (;;) {
      const res = await app.inject({ url: `/api/v1.0/console/member-imports/${id}`, headers });
      const { status, created_members: created } = res.json<{
        data: { status: string; created_members: number };
      }>().data;
      if (status === 'failed') throw new Error('bench import failed');
      if (status === 'done') {
        const seconds = (performance.now() - committed) / 1000;
        results.push({
          case: `import commit (${created} members)`,
          ops: created,
          seconds: Number(seconds.toFixed(2)),
          perSecond: Math.round(created / seconds),
          p50ms: '-',
          p95ms: '-',
        });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  console.table(results);
  await app.close();
  await database.close();
}
