import {
  and,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  not,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  memberMessageOptOuts,
  members,
  messageBroadcasts,
  messageOutbox,
  operators,
} from '../../db/schema';

export type BroadcastRow = typeof messageBroadcasts.$inferSelect;
export type OutboxStatus = (typeof messageOutbox.$inferSelect)['status'];

/**
 * Who a broadcast may reach, on top of its segment: members on LINE (a broadcast never goes by
 * SMS) with PDPA consent given and not withdrawn, not blocked, not erased, who have not turned
 * broadcasts off.
 */
const reachable: SQL[] = [
  sql`${members.isConsentPdpa}`,
  not(members.isWithdrawPdpa),
  not(members.isBlocked),
  isNull(members.erasedAt),
  isNotNull(members.lineUserId),
  sql`not exists (select 1 from ${memberMessageOptOuts}
    where ${memberMessageOptOuts.brandId} = ${members.brandId}
      and ${memberMessageOptOuts.memberId} = ${members.id}
      and ${memberMessageOptOuts.kind} = 'broadcast')`,
];

export async function countReachable(db: Db, segment: (SQL | undefined)[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(...segment, ...reachable));
  return row?.n ?? 0;
}

/** The brand's member ids bounds, for queueing a broadcast a range at a time. */
export async function memberIdBounds(db: Db, brandId: number) {
  const [row] = await db
    .select({
      first: sql<number | null>`min(${members.id})`,
      last: sql<number | null>`max(${members.id})`,
    })
    .from(members)
    .where(eq(members.brandId, brandId));
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/**
 * Queues the broadcast to the reachable members of the segment whose ids are in [from, to], in
 * one INSERT … SELECT; a member already queued (a resumed send) is skipped by the dedupe key.
 * Returns how many rows were added.
 */
export async function queueRange(
  tx: Db,
  broadcast: { id: number; brandId: number },
  segment: (SQL | undefined)[],
  from: number,
  to: number,
): Promise<number> {
  const chosen = and(...segment, ...reachable, gte(members.id, from), lte(members.id, to));
  const result = await tx.execute(sql`
    with queued as (
      insert into ${messageOutbox} (brand_id, member_id, kind, dedupe_key, broadcast_id)
      select ${members.brandId}, ${members.id}, 'broadcast',
        'broadcast:' || ${broadcast.id}::text || ':' || ${members.id}::text, ${broadcast.id}::integer
      from ${members}
      where ${chosen}
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from queued`);
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** The new broadcast, or undefined when this request key already made one. */
export async function insertBroadcast(
  tx: Db,
  row: typeof messageBroadcasts.$inferInsert,
): Promise<BroadcastRow | undefined> {
  const rows = await tx.insert(messageBroadcasts).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function findBroadcastByKey(
  db: Db,
  brandId: number,
  requestKey: string,
): Promise<BroadcastRow | undefined> {
  const [row] = await db
    .select()
    .from(messageBroadcasts)
    .where(
      and(eq(messageBroadcasts.brandId, brandId), eq(messageBroadcasts.requestKey, requestKey)),
    );
  return row;
}

export async function findBroadcastText(db: Db, brandId: number, broadcastId: number) {
  const [row] = await db
    .select({ bodyTh: messageBroadcasts.bodyTh, bodyEn: messageBroadcasts.bodyEn })
    .from(messageBroadcasts)
    .where(and(eq(messageBroadcasts.brandId, brandId), eq(messageBroadcasts.id, broadcastId)));
  return row;
}

export async function addQueued(
  tx: Db,
  brandId: number,
  broadcastId: number,
  added: number,
  done: boolean,
): Promise<void> {
  await tx
    .update(messageBroadcasts)
    .set({
      queuedCount: sql`${messageBroadcasts.queuedCount} + ${added}`,
      ...(done ? { queuedAt: new Date() } : {}),
    })
    .where(and(eq(messageBroadcasts.brandId, brandId), eq(messageBroadcasts.id, broadcastId)));
}

const statusCount = (status: OutboxStatus) =>
  sql<number>`(select count(*)::int from ${messageOutbox}
    where ${messageOutbox.broadcastId} = ${messageBroadcasts.id}
      and ${messageOutbox.status} = ${status})`;

/** The brand's broadcasts, newest first, with how many of each are pending, sent and failed. */
export function listBroadcastRows(
  db: Db,
  brandId: number,
  beforeId: number | undefined,
  limit: number,
) {
  return db
    .select({
      broadcast: messageBroadcasts,
      login: operators.login,
      pending: statusCount('pending'),
      sent: statusCount('sent'),
      failed: statusCount('failed'),
    })
    .from(messageBroadcasts)
    .leftJoin(operators, eq(operators.id, messageBroadcasts.createdByOperatorId))
    .where(
      and(
        eq(messageBroadcasts.brandId, brandId),
        beforeId === undefined ? undefined : lt(messageBroadcasts.id, beforeId),
      ),
    )
    .orderBy(desc(messageBroadcasts.id))
    .limit(limit);
}
export type BroadcastListRow = Awaited<ReturnType<typeof listBroadcastRows>>[number];

/** Messages of the brand, newest first, with their member's code (and nothing personal). */
export function listOutboxRows(
  db: Db,
  brandId: number,
  filter: { status?: OutboxStatus; beforeId?: number; messageId?: number },
  limit: number,
) {
  return db
    .select({
      id: messageOutbox.id,
      memberCode: members.memberCode,
      kind: messageOutbox.kind,
      status: messageOutbox.status,
      channel: messageOutbox.channel,
      attempts: messageOutbox.attempts,
      lastError: messageOutbox.lastError,
      createdAt: messageOutbox.createdAt,
      sentAt: messageOutbox.sentAt,
    })
    .from(messageOutbox)
    .innerJoin(members, and(eq(members.brandId, brandId), eq(members.id, messageOutbox.memberId)))
    .where(
      and(
        eq(messageOutbox.brandId, brandId),
        filter.status === undefined ? undefined : eq(messageOutbox.status, filter.status),
        filter.beforeId === undefined ? undefined : lt(messageOutbox.id, filter.beforeId),
        filter.messageId === undefined ? undefined : eq(messageOutbox.id, filter.messageId),
      ),
    )
    .orderBy(desc(messageOutbox.id))
    .limit(limit);
}
export type OutboxListRow = Awaited<ReturnType<typeof listOutboxRows>>[number];

/** Puts a failed message back to be sent now, with a fresh set of attempts; false if not failed. */
export async function requeueFailed(tx: Db, brandId: number, messageId: number): Promise<boolean> {
  const rows = await tx
    .update(messageOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
    .where(
      and(
        eq(messageOutbox.brandId, brandId),
        eq(messageOutbox.id, messageId),
        eq(messageOutbox.status, 'failed'),
      ),
    )
    .returning({ id: messageOutbox.id });
  return rows.length > 0;
}
