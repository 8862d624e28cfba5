import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StoreEarn, StoreEarnRequest } from '@crm/contract/store';
import type { Db } from '../../src/db/client';
import { branchApiKeys, branches, members, pointLedger, storeEarns } from '../../src/db/schema';
import type { ServerProcess } from '../http/servers';
import { crowdOf } from './crowd';
import { p95, p99 } from './timing';

/*
 * Keys: the earn route has no throttle (only the counter's member lookup has one), and the brand's
 * earn limits bind cashiers and managers, not API keys, so one key would be served for the whole
 * burst. Still, 500 earns at once come from many counters, not one: a single key would also make
 * every earn of the burst queue on its row to write its last use. So the burst is spread over
 * KEYS keys on the brand's branches, a few dozen earns per key.
 */
const KEYS = 20;
/** Bills sent a second time: half while the first is in flight, half after it was answered. */
const RETRIES = 10;

interface Earn {
  key: string;
  body: StoreEarnRequest;
  memberId: number;
}
interface Answer {
  earn: Earn;
  ms: number;
  status: number;
  code: string | undefined;
  data: StoreEarn | undefined;
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** KEYS live keys of the brand's active branches, made in the database as the console would. */
async function createKeys(db: Db, brandId: number) {
  const found = await db
    .select({ id: branches.id, ref: branches.branchRef })
    .from(branches)
    .where(and(eq(branches.brandId, brandId), eq(branches.isActive, true)))
    .orderBy(branches.id);
  if (found.length === 0) throw new Error('the brand has no active branch');
  const keys = Array.from({ length: KEYS }, (_, i) => ({
    key: `crm_${randomBytes(24).toString('base64url')}`,
    branch: found[i % found.length]!,
  }));
  await db.insert(branchApiKeys).values(
    keys.map(({ key, branch }, i) => ({
      brandId,
      branchId: branch.id,
      name: `Bench POS ${i + 1}`,
      prefix: key.slice(0, 10),
      keyHash: hashOf(key),
    })),
  );
  return keys;
}

/**
 * `count` members of the brand earn points for a bill each at the store counter at once, over
 * HTTP through the Store API with branch API keys, against the API in its own process; RETRIES of
 * the bills are sent again (the POS retrying). Returns the p95 and p99 of the first sends' times
 * and how many were credited or refused as busy (503, to retry), and throws when anything is lost
 * or counted twice: every credited bill must have one earn and one ledger entry with the answered
 * transaction id and points, every send of a bill must answer that same earn, a bill refused must
 * have credited nothing, and each member's balance must be their ledger's sum.
 */
export async function measureStoreEarn(options: {
  db: Db;
  brandId: number;
  api: ServerProcess;
  count: number;
}) {
  const { db, brandId, api, count } = options;
  const chosen = await crowdOf(db, brandId, count);
  const keys = await createKeys(db, brandId);
  // Bill numbers of this run only: a second run over the same database earns new bills.
  const run = Date.now().toString(36).toUpperCase();
  const earns: Earn[] = chosen.map((member, i) => {
    const { key, branch } = keys[i % keys.length]!;
    return {
      key,
      memberId: member.id,
      body: {
        member: member.code,
        bill_no: `BENCH-${run}-${i + 1}`,
        // 100 to 1,099.75 baht, with satang.
        amount: 100 + ((i * 37) % 1000) + (i % 4) * 0.25,
        branch_ref: branch.ref,
      },
    };
  });

  const send = async (earn: Earn): Promise<Answer> => {
    const started = performance.now();
    const res = await fetch(`${api.url}/api/v1.0/store/earn`, {
      method: 'POST',
      headers: { 'x-api-key': earn.key, 'content-type': 'application/json' },
      body: JSON.stringify(earn.body),
    });
    const body = (await res.json()) as { data?: StoreEarn; error?: { code: string } };
    const ms = performance.now() - started;
    return { earn, ms, status: res.status, code: body.error?.code, data: body.data };
  };
  // Warm the API's code paths and pool with each key's shift, which changes nothing. It also
  // writes each key's last use, as a busy counter's key has been used within the minute.
  await Promise.all(
    keys.map(({ key, branch }) =>
      fetch(`${api.url}/api/v1.0/store/shift?branch_ref=${encodeURIComponent(branch.ref)}`, {
        headers: { 'x-api-key': key },
      }).then(async (res) => {
        if (res.status !== 200) throw new Error(`store shift answered ${res.status}`);
        await res.arrayBuffer();
      }),
    ),
  );

  const retried = earns.filter((_, i) => i % Math.floor(count / RETRIES) === 0).slice(0, RETRIES);
  const inFlight = retried.slice(0, RETRIES / 2);
  const [firsts, during] = await Promise.all([
    Promise.all(earns.map(send)),
    Promise.all(inFlight.map(send)),
  ]);
  const after = await Promise.all(retried.slice(RETRIES / 2).map(send));
  const answers = [...firsts, ...during, ...after];

  const credited = firsts.filter((a) => a.status === 200).length;
  // SERVER_BUSY (503) is a refusal the counter may retry, not a loss.
  const busy = firsts.filter((a) => a.code === 'SERVER_BUSY').length;
  const others = new Map<string, number>();
  for (const a of answers.filter((a) => a.status !== 200 && a.code !== 'SERVER_BUSY')) {
    const key = `${a.status} ${a.code ?? ''}`;
    others.set(key, (others.get(key) ?? 0) + 1);
  }

  /** Every answered send of a bill, by bill. */
  const byBill = new Map<string, Answer[]>();
  for (const a of answers)
    byBill.set(a.earn.body.bill_no, [...(byBill.get(a.earn.body.bill_no) ?? []), a]);
  const bills = [...byBill.keys()];
  const rows = await db
    .select({
      billNo: storeEarns.billNo,
      transactionId: storeEarns.transactionId,
      points: storeEarns.points,
    })
    .from(storeEarns)
    .where(and(eq(storeEarns.brandId, brandId), inArray(storeEarns.billNo, bills)));
  const earnOf = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) earnOf.set(row.billNo, [...(earnOf.get(row.billNo) ?? []), row]);
  const entries = await db
    .select({
      sourceId: pointLedger.sourceId,
      entries: sql<number>`count(*)::int`,
      points: sql<number>`sum(${pointLedger.points})::int`,
    })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.brandId, brandId),
        eq(pointLedger.sourceType, 'store_earn'),
        inArray(
          pointLedger.sourceId,
          rows.map((row) => row.transactionId),
        ),
      ),
    )
    .groupBy(pointLedger.sourceId);
  const entryOf = new Map(entries.map((entry) => [entry.sourceId, entry]));
  const ids = earns.map((earn) => earn.memberId);
  const balances = new Map(
    (
      await db
        .select({ id: members.id, balance: members.pointBalance })
        .from(members)
        .where(and(eq(members.brandId, brandId), inArray(members.id, ids)))
    ).map((row) => [row.id, row.balance]),
  );
  const [drift] = await db
    .select({ members: sql<number>`count(*)::int` })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        inArray(members.id, ids),
        sql`${members.pointBalance} <> (select coalesce(sum(l.points), 0) from ${pointLedger} l
          where l.brand_id = ${members.brandId} and l.member_id = ${members.id})`,
      ),
    );

  const problems: string[] = [];
  if (others.size > 0) problems.push(`unexpected answers: ${JSON.stringify([...others])}`);
  for (const [bill, sent] of byBill) {
    const ok = sent.filter((a) => a.status === 200);
    const found = earnOf.get(bill) ?? [];
    if (ok.length === 0) {
      if (found.length > 0) problems.push(`bill ${bill} refused but credited`);
      continue;
    }
    const [first] = ok;
    const earn = found[0];
    if (found.length !== 1 || !earn) {
      problems.push(`bill ${bill} has ${found.length} earns`);
      continue;
    }
    if (ok.some((a) => a.data!.transaction_id !== earn.transactionId)) {
      problems.push(`bill ${bill} answered ${ok.map((a) => a.data!.transaction_id).join(', ')}`);
    }
    if (ok.some((a) => a.data!.points_earned !== earn.points)) {
      problems.push(`bill ${bill} answered points other than its earn's ${earn.points}`);
    }
    const entry = entryOf.get(earn.transactionId);
    if (entry?.entries !== 1 || entry.points !== earn.points) {
      problems.push(
        `bill ${bill} earned ${earn.points} points: ${entry?.entries ?? 0} ledger entries of ` +
          `${entry?.points ?? 0}`,
      );
    }
    // Each member earns one bill, so every answer's balance is their balance now.
    if (ok.some((a) => a.data!.balance !== balances.get(first!.earn.memberId))) {
      problems.push(`bill ${bill} answered a balance other than the member's`);
    }
  }
  if (drift!.members > 0) problems.push(`${drift!.members} balances differ from their ledger`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join('; ');
    throw new Error(`store earn lost something (${problems.length} problems): ${shown}`);
  }
  const ms = firsts.map((a) => a.ms);
  return { p95: p95(ms), p99: p99(ms), credited, busy, retries: retried.length };
}
