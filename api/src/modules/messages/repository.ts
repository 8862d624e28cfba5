import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  lineMessages,
  memberMessageOptOuts,
  members,
  messageBroadcasts,
  messageOutbox,
} from '../../db/schema';

export type OutboxRow = typeof messageOutbox.$inferSelect;
export type NewOutboxRow = Pick<
  typeof messageOutbox.$inferInsert,
  'brandId' | 'memberId' | 'kind' | 'dedupeKey' | 'params' | 'isMemberAction'
>;

/** The rows a raw statement returned, whichever driver ran it (both put them in `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** One statement; a dedupe key the brand already queued is left alone. */
export async function insertOutboxRows(tx: Db, rows: NewOutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(messageOutbox).values(rows).onConflictDoNothing();
}

/**
 * The tier moves this transaction made for the given members (the tier_moves trigger dates them
 * now(), the transaction's start), one message per member for their last move.
 */
export async function insertTierMoveMessages(tx: Db, brandId: number, memberIds: number[]) {
  if (memberIds.length === 0) return;
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${messageOutbox} (brand_id, member_id, kind, dedupe_key, params)
    select distinct on (m.member_id) m.brand_id, m.member_id, 'tier_' || m.direction,
      'tier_move:' || m.id, jsonb_build_object('tierTh', t.name_th, 'tierEn', t.name_en)
    from tier_moves m join tiers t on t.id = m.to_tier_id
    where m.brand_id = ${brandId} and m.member_id in (${ids}) and m.at = now()
    order by m.member_id, m.id desc
    on conflict do nothing`);
}

/** A code_returned message for a privilege code that expired unused, named by its privilege. */
export async function insertCodeReturnedMessage(
  tx: Db,
  brandId: number,
  issueId: number,
  balance: number,
) {
  await tx.execute(sql`
    insert into ${messageOutbox} (brand_id, member_id, kind, dedupe_key, params)
    select i.brand_id, i.member_id, 'code_returned', 'code_returned:' || i.id,
      jsonb_build_object('privilegeTh', p.name_th, 'privilegeEn', p.name_en,
        'points', i.points_spent, 'balance', ${balance}::int)
    from privilege_issues i join privileges p on p.id = i.privilege_id
    where i.brand_id = ${brandId} and i.id = ${issueId}
    on conflict do nothing`);
}

/** One policy_updated message per member of the brand who had consented, for a new version. */
export async function insertPolicyMessages(tx: Db, brandId: number, version: number) {
  await tx.execute(sql`
    insert into ${messageOutbox} (brand_id, member_id, kind, dedupe_key, params)
    select brand_id, id, 'policy_updated', ${`policy:${version}:`} || id, '{}'::jsonb
    from ${members}
    where brand_id = ${brandId} and is_consent_pdpa and erased_at is null
    on conflict do nothing`);
}

/**
 * Members whose points expire within `days` of `now`: one message per member and Bangkok day of
 * expiry, with the points that day takes. A day already told is not told again.
 */
export async function insertExpiryNotices(
  db: Db,
  brandId: number,
  now: Date,
  days: number,
): Promise<number> {
  const until = new Date(now.getTime() + days * 86_400_000);
  const result = await db.execute(sql`
    with due as (
      select member_id, (expires_at at time zone 'Asia/Bangkok')::date as day,
        sum(remaining)::int as points, min(expires_at) as expires_at
      from point_ledger
      where brand_id = ${brandId} and remaining > 0
        and expires_at > ${now.toISOString()}::timestamptz
        and expires_at <= ${until.toISOString()}::timestamptz
      group by member_id, day
    )
    insert into ${messageOutbox} (brand_id, member_id, kind, dedupe_key, params)
    select ${brandId}, due.member_id, 'points_expiring',
      'points_expiring:' || due.member_id || ':' || due.day,
      jsonb_build_object('points', due.points, 'date', due.expires_at,
        'days', greatest(1, ceil(extract(epoch from due.expires_at - ${now.toISOString()}::timestamptz) / 86400))::int)
    from due join ${members} m on m.id = due.member_id and m.brand_id = ${brandId}
    where m.erased_at is null
    on conflict do nothing
    returning 1 as queued`);
  return rowsOf(result).length;
}

/**
 * Privilege codes still holding points that expire within `within` ms of `now` and were issued
 * for longer than `minLife` ms (a code meant for minutes needs no reminder). One message a code.
 */
export async function insertCodeExpiringNotices(
  db: Db,
  brandId: number,
  now: Date,
  within: number,
  minLife: number,
): Promise<number> {
  const until = new Date(now.getTime() + within);
  const result = await db.execute(sql`
    insert into ${messageOutbox} (brand_id, member_id, kind, dedupe_key, params)
    select i.brand_id, i.member_id, 'code_expiring', 'code_expiring:' || i.id,
      jsonb_build_object('privilegeTh', p.name_th, 'privilegeEn', p.name_en,
        'points', i.points_spent, 'date', i.expires_at)
    from privilege_issues i join privileges p on p.id = i.privilege_id
    where i.brand_id = ${brandId} and i.used_at is null and i.released_at is null
      and i.expires_at > ${now.toISOString()}::timestamptz
      and i.expires_at <= ${until.toISOString()}::timestamptz
      and i.expires_at - i.issued_at > ${`${Math.round(minLife / 1000)} seconds`}::interval
    on conflict do nothing
    returning 1 as queued`);
  return rowsOf(result).length;
}

/**
 * In quiet hours: the brand's due messages that are not the member's own action wait until
 * `until`, in one statement, so claims in the night find only members' actions without reading
 * past them again.
 */
export async function deferDueMessages(db: Db, brandId: number, now: Date, until: Date) {
  await db
    .update(messageOutbox)
    .set({ nextAttemptAt: until })
    .where(
      and(
        eq(messageOutbox.brandId, brandId),
        eq(messageOutbox.status, 'pending'),
        sql`${messageOutbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
        eq(messageOutbox.isMemberAction, false),
      ),
    );
}

/**
 * Claims up to `limit` of the brand's due messages: each gets an attempt and is leased until
 * `leaseUntil`, in one statement whose SKIP LOCKED lets other processes claim other rows. A
 * process that dies mid-send leaves the row to be claimed again when the lease ends (the same
 * retry key keeps LINE from delivering it twice). In quiet hours only the member's own actions.
 */
export async function claimDueMessages(
  db: Db,
  brandId: number,
  options: { now: Date; leaseUntil: Date; limit: number; memberActionsOnly: boolean },
): Promise<OutboxRow[]> {
  const quiet = options.memberActionsOnly ? sql`and is_member_action` : sql``;
  const result = await db.execute(sql`
    update ${messageOutbox} o
    set attempts = o.attempts + 1, next_attempt_at = ${options.leaseUntil.toISOString()}::timestamptz
    from (
      select id from ${messageOutbox}
      where brand_id = ${brandId} and status = 'pending'
        and next_attempt_at <= ${options.now.toISOString()}::timestamptz ${quiet}
      order by next_attempt_at, id
      limit ${options.limit}
      for update skip locked
    ) due
    where o.id = due.id
    returning o.id`);
  const ids = rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.brandId, brandId), inArray(messageOutbox.id, ids)));
}

/** What sending needs of the members: where they are reached, and whether they may be. */
export async function findRecipients(db: Db, brandId: number, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({
      id: members.id,
      lineUserId: members.lineUserId,
      mobileNo: members.mobileNo,
      language: members.messageLanguage,
      isConsentPdpa: members.isConsentPdpa,
      isWithdrawPdpa: members.isWithdrawPdpa,
      isBlocked: members.isBlocked,
      erasedAt: members.erasedAt,
    })
    .from(members)
    .where(and(eq(members.brandId, brandId), inArray(members.id, memberIds)));
}

export async function findOptOuts(db: Db, brandId: number, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({ memberId: memberMessageOptOuts.memberId, kind: memberMessageOptOuts.kind })
    .from(memberMessageOptOuts)
    .where(
      and(
        eq(memberMessageOptOuts.brandId, brandId),
        inArray(memberMessageOptOuts.memberId, memberIds),
      ),
    );
}

/** A broadcast's own text, which its messages are sent with. */
export async function findBroadcastTexts(db: Db, brandId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: messageBroadcasts.id,
      bodyTh: messageBroadcasts.bodyTh,
      bodyEn: messageBroadcasts.bodyEn,
    })
    .from(messageBroadcasts)
    .where(and(eq(messageBroadcasts.brandId, brandId), inArray(messageBroadcasts.id, ids)));
}

export async function markOutcome(
  db: Db,
  brandId: number,
  id: number,
  outcome: Partial<
    Pick<OutboxRow, 'status' | 'channel' | 'lastError' | 'sentAt' | 'nextAttemptAt'>
  >,
) {
  await db
    .update(messageOutbox)
    .set(outcome)
    .where(and(eq(messageOutbox.brandId, brandId), eq(messageOutbox.id, id)));
}

/** A push in demo mode; a retried push with the same key is kept once. */
export async function insertLineMessage(db: Db, values: typeof lineMessages.$inferInsert) {
  await db.insert(lineMessages).values(values).onConflictDoNothing();
}

export async function listLineMessages(
  db: Db,
  filter: { brandId?: number; to?: string; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.brandId !== undefined) conditions.push(eq(lineMessages.brandId, filter.brandId));
  if (filter.to !== undefined) conditions.push(eq(lineMessages.toUserId, filter.to));
  return db
    .select()
    .from(lineMessages)
    .where(and(...conditions))
    .orderBy(desc(lineMessages.createdAt), desc(lineMessages.id))
    .limit(filter.limit);
}

export async function findMemberLanguage(db: Db, brandId: number, memberId: number) {
  const [row] = await db
    .select({ language: members.messageLanguage })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
  return row?.language;
}

export async function findMemberOptOuts(db: Db, brandId: number, memberId: number) {
  const rows = await findOptOuts(db, brandId, [memberId]);
  return rows.map((row) => row.kind);
}

/** Replaces the member's opt-outs and language in the caller's transaction. */
export async function replaceMemberPreferences(
  tx: Db,
  brandId: number,
  memberId: number,
  preferences: { language: 'th' | 'en'; optedOut: string[] },
) {
  await tx
    .update(members)
    .set({ messageLanguage: preferences.language })
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
  await tx
    .delete(memberMessageOptOuts)
    .where(
      and(eq(memberMessageOptOuts.brandId, brandId), eq(memberMessageOptOuts.memberId, memberId)),
    );
  if (preferences.optedOut.length === 0) return;
  await tx
    .insert(memberMessageOptOuts)
    .values(preferences.optedOut.map((kind) => ({ brandId, memberId, kind })));
}

/**
 * Erasure: the member's queued and sent messages and opt-outs, and the demo LINE pushes to their
 * LINE account or naming one of their values.
 */
export async function deleteMemberMessages(
  tx: Db,
  brandId: number,
  memberId: number,
  reach: { lineUserId: string | null; values: string[] },
) {
  await tx
    .delete(messageOutbox)
    .where(and(eq(messageOutbox.brandId, brandId), eq(messageOutbox.memberId, memberId)));
  await tx
    .delete(memberMessageOptOuts)
    .where(
      and(eq(memberMessageOptOuts.brandId, brandId), eq(memberMessageOptOuts.memberId, memberId)),
    );
  const mentions = reach.values.map(
    (value) => sql`strpos(${lineMessages.messages}::text, ${value}) > 0`,
  );
  if (reach.lineUserId) mentions.push(eq(lineMessages.toUserId, reach.lineUserId));
  if (mentions.length === 0) return;
  await tx.delete(lineMessages).where(and(eq(lineMessages.brandId, brandId), or(...mentions)));
}
