import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { defaultPoolSettings, type Db } from '../../src/db/client';
import type { ServerProcess } from '../http/servers';
import { crowdOf } from './crowd';
import { p95, p99 } from './timing';

/**
 * The floor under the write bursts on this machine: `count` members each earn a point at once in
 * a transaction of the fewest statements an earn can be (lock the member, write the entry, add to
 * the balance, commit), straight through a pg pool as large as the API's: no HTTP, no app code.
 * The API's Issue and earn p99 are read against it. Each entry is a real one point, so balances
 * stay their ledgers' sums.
 */
export async function measureWriteFloor(options: {
  db: Db;
  url: string;
  brandId: number;
  count: number;
}) {
  const { db, url, brandId, count } = options;
  const chosen = await crowdOf(db, brandId, count);
  const pool = new pg.Pool({ connectionString: url, max: defaultPoolSettings.max });
  const earn = async (memberId: number) => {
    const started = performance.now();
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(
        'select point_balance from members where brand_id = $1 and id = $2 for no key update',
        [brandId, memberId],
      );
      await client.query(
        `insert into point_ledger (brand_id, member_id, entry_type, points, remaining, source_type,
           source_id, description_th, description_en)
         values ($1, $2, 'adjust', 1, 1, 'bench_floor', $3, 'ทดสอบ', 'Bench')`,
        [brandId, memberId, randomUUID()],
      );
      await client.query(
        'update members set point_balance = point_balance + 1 where brand_id = $1 and id = $2',
        [brandId, memberId],
      );
      await client.query('commit');
    } finally {
      client.release();
    }
    return performance.now() - started;
  };
  try {
    const ms = await Promise.all(chosen.map((member) => earn(member.id)));
    return { p95: p95(ms), p99: p99(ms) };
  } finally {
    await pool.end();
  }
}

/**
 * The floor HTTP itself sets under the write bursts on this machine: `count` bills posted at once,
 * by the same client as the earn burst, to a bare Fastify route in a process of its own that
 * answers each at once (bare-server.ts): no database, no app code. After a warm-up as small as the
 * earn burst's, so both open their connections alike.
 */
export async function measureHttpFloor(options: { bare: ServerProcess; count: number }) {
  const { bare, count } = options;
  const send = async (i: number) => {
    const started = performance.now();
    const res = await fetch(`${bare.url}/earn`, {
      method: 'POST',
      headers: { 'x-api-key': 'crm_bench', 'content-type': 'application/json' },
      body: JSON.stringify({ member: 'S000000001', bill_no: `FLOOR-${i}`, amount: 100.25 }),
    });
    if (res.status !== 200) throw new Error(`the bare route answered ${res.status}`);
    await res.arrayBuffer();
    return performance.now() - started;
  };
  await Promise.all(Array.from({ length: 20 }, (_, i) => send(i)));
  const ms = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  return { p95: p95(ms), p99: p99(ms) };
}
