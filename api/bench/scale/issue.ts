import { performance } from 'node:perf_hooks';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { members, pointLedger, privilegeIssues, privileges } from '../../src/db/schema';
import { benchSessionSettings, memberTokens } from '../member-tokens';
import type { ServerProcess } from '../http/servers';
import { crowdOf } from './crowd';
import { p95, p99 } from './timing';

const POINT_NEED = 100;

/**
 * `count` members of the brand, each with one session, send POST /privilege/Issue for the same
 * privilege at once over HTTP, against the API in its own process. The privilege holds stock for
 * four in five of them, so the last ones are refused out of stock. Returns the p95 and p99 of the
 * answers' times and how many were issued, sold out or refused as busy (503, to retry), and throws
 * when anything is lost: every issue must have taken one unit of stock and its points, every
 * refusal nothing, and each member's balance must still be their ledger's sum.
 */
export async function measureIssue(options: {
  db: Db;
  brandId: number;
  api: ServerProcess;
  secret: Uint8Array;
  count: number;
}) {
  const { db, brandId, api, count } = options;
  const stock = Math.floor((count * 4) / 5);
  const chosen = await crowdOf(db, brandId, count, gte(members.pointBalance, POINT_NEED));
  const ids = chosen.map((row) => row.id);
  const [privilege] = await db
    .insert(privileges)
    .values({
      brandId,
      nameTh: 'สิทธิ์ทดสอบโหลด',
      nameEn: 'Load test privilege',
      pointNeed: POINT_NEED,
      totalStock: stock,
      remainingStock: stock,
    })
    .returning({ id: privileges.id });
  const tokens = await memberTokens(db, benchSessionSettings(options.secret), brandId, ids);

  const send = (token: string, privilegeId: number) =>
    fetch(`${api.url}/api/v1.0/privilege/Issue`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Privilege_Id: privilegeId, Amount: 1, Type: 1 }),
    });
  // Warm the API's code paths and pool first with reads, which change nothing.
  await Promise.all(
    tokens.slice(0, 50).map((token) =>
      fetch(`${api.url}/api/v1.0/privilege/Detail?privilegeId=${privilege!.id}`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((res) => res.arrayBuffer()),
    ),
  );

  const answers = await Promise.all(
    tokens.map(async (token) => {
      const started = performance.now();
      const res = await send(token, privilege!.id);
      const body = (await res.json()) as { error?: { code: string } };
      return { ms: performance.now() - started, status: res.status, code: body.error?.code };
    }),
  );

  const issued = answers.filter((a) => a.status === 200).length;
  const soldOut = answers.filter((a) => a.code === 'PRIVILEGE_OUT_OF_STOCK').length;
  // SERVER_BUSY (503) is a refusal the member may retry, not a loss.
  const busy = answers.filter((a) => a.code === 'SERVER_BUSY').length;
  const others = new Map<string, number>();
  const expected = new Set([undefined, 'PRIVILEGE_OUT_OF_STOCK', 'SERVER_BUSY']);
  for (const a of answers.filter((a) => !expected.has(a.code))) {
    const key = `${a.status} ${a.code ?? ''}`;
    others.set(key, (others.get(key) ?? 0) + 1);
  }
  const memberIds = sql.raw(`array[${ids.join(',')}]`);
  // Spending may also expire a member's due lots first, so balances are checked against the
  // ledger, and the issues' own spends against what was issued.
  const [points] = await db
    .select({
      balances: sql<number>`sum(${members.pointBalance})::int`,
      ledger: sql<number>`(select sum(points)::int from ${pointLedger}
        where brand_id = ${brandId} and member_id = any(${memberIds}))`,
      spent: sql<number>`(select coalesce(-sum(l.points), 0)::int from ${pointLedger} l
        join ${privilegeIssues} i on i.brand_id = l.brand_id and i.transaction_id = l.source_id
        where l.brand_id = ${brandId} and l.source_type = 'privilege_issue'
          and i.privilege_id = ${privilege!.id})`,
    })
    .from(members)
    .where(and(eq(members.brandId, brandId), inArray(members.id, ids)));
  const [left] = await db
    .select({ remaining: privileges.remainingStock })
    .from(privileges)
    .where(eq(privileges.id, privilege!.id));
  const [rows] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(privilegeIssues)
    .where(
      and(eq(privilegeIssues.brandId, brandId), eq(privilegeIssues.privilegeId, privilege!.id)),
    );
  const problems = [
    others.size > 0 && `unexpected answers: ${JSON.stringify([...others])}`,
    issued + busy < stock && `${issued} issued and ${busy} busy, of a stock of ${stock}`,
    issued > stock && `${issued} issued of a stock of ${stock}`,
    left!.remaining !== stock - issued &&
      `stock left ${left!.remaining}, expected ${stock - issued}`,
    rows!.count !== issued && `${rows!.count} issues recorded for ${issued} answered`,
    points!.spent !== issued * POINT_NEED &&
      `issues spent ${points!.spent} points, expected ${issued * POINT_NEED}`,
    points!.balances !== points!.ledger &&
      `balances sum to ${points!.balances}, their ledger to ${points!.ledger}`,
  ].filter(Boolean);
  if (problems.length > 0)
    throw new Error(`privilege Issue lost something: ${problems.join('; ')}`);
  const ms = answers.map((a) => a.ms);
  return { p95: p95(ms), p99: p99(ms), issued, soldOut, busy };
}
