import { and, asc, desc, eq, gt, gte, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { bangkokDayOf, isoInstantOf } from '../../db/dates';
import { preparedOn } from '../../db/prepared';
import { recordTotal } from '../../lib/page';
import { brands, jobRuns, members, pointLedger, pointLotTakes } from '../../db/schema';

export type LedgerEntryType = (typeof pointLedger.$inferInsert)['entryType'];
export type NewLedgerEntry = typeof pointLedger.$inferInsert;

/**
 * Adds `delta` to the member's balance and returns the new one; NOT_FOUND when there is no such
 * member. A visit at `visitAt` moves their last visit forward in the same statement (never back:
 * earns may be dated).
 */
export async function addToBalance(
  tx: Db,
  brandId: number,
  memberId: number,
  delta: number,
  visitAt?: Date,
): Promise<number> {
  const rows = await tx
    .update(members)
    .set({
      pointBalance: sql`${members.pointBalance} + ${delta}`,
      ...(visitAt && {
        lastVisitAt: sql`greatest(${members.lastVisitAt}, ${visitAt.toISOString()}::timestamptz)`,
      }),
    })
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)))
    .returning({ pointBalance: members.pointBalance });
  if (!rows[0]) throw new AppError('NOT_FOUND', 'Member not found');
  return rows[0].pointBalance;
}

export async function insertLedgerEntry(tx: Db, entry: NewLedgerEntry): Promise<number> {
  const rows = await tx.insert(pointLedger).values(entry).returning({ id: pointLedger.id });
  return rows[0]!.id;
}

/** Whether any lot of the member has reached its expiry by `now` and still holds points. */
export async function hasDueLots(tx: Db, brandId: number, memberId: number, now: Date) {
  const rows = await tx
    .select({ id: pointLedger.id })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.brandId, brandId),
        eq(pointLedger.memberId, memberId),
        gt(pointLedger.remaining, 0),
        lte(pointLedger.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The rows a raw statement returned, whichever driver ran it (both put them in `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface OpenLot {
  id: number;
  remaining: number;
  /** Its expiry has come by the time asked: it expires before anything is spent. */
  due: boolean;
}

/**
 * The member's balance and every lot still holding points, in the order lots are consumed
 * (soonest expiry first), in one statement. The caller holds the member's row lock, so neither
 * changes until its transaction ends. Undefined when there is no such member.
 */
export async function findBalanceAndLots(
  tx: Db,
  brandId: number,
  memberId: number,
  at: Date,
): Promise<{ balance: number; lots: OpenLot[] } | undefined> {
  const result = await tx.execute(sql`
    select m.point_balance as balance, lot.id, lot.remaining,
      coalesce(lot.expires_at <= ${at.toISOString()}::timestamptz, false) as due
    from ${members} m
    left join ${pointLedger} lot
      on lot.brand_id = m.brand_id and lot.member_id = m.id and lot.remaining > 0
    where m.brand_id = ${brandId} and m.id = ${memberId}
    order by lot.expires_at asc nulls last, lot.id`);
  type Row = { balance: number; id: unknown; remaining: number | null; due: boolean };
  const rows = rowsOf<Row>(result);
  if (!rows[0]) return undefined;
  return {
    balance: rows[0].balance,
    // bigint ids come as text from pg and as numbers or bigints from PGlite.
    lots: rows
      .filter((row) => row.id !== null)
      .map((row) => ({ id: Number(row.id), remaining: row.remaining!, due: row.due })),
  };
}

/**
 * Writes a spend in one statement: each lot gives up what `taken` says, the spending entry is
 * inserted (with, for a reservation, what each lot gave it), and the entry's points are added to
 * the member's balance. The caller holds the member's row lock and read the lots under it.
 * Returns the entry's id and the balance afterwards.
 */
export async function writeSpend(
  tx: Db,
  entry: NewLedgerEntry,
  taken: { lotId: number; points: number }[],
  options: { recordTakes: boolean },
): Promise<{ entryId: number; balance: number }> {
  const brandId = entry.brandId;
  // A spend that empties no lot (a balance let go below zero) still needs a typed, empty list.
  const takenRows =
    taken.length === 0
      ? sql`select null::bigint as lot_id, null::integer as points where false`
      : sql`values ${sql.join(
          taken.map((take) => sql`(${take.lotId}::bigint, ${take.points}::integer)`),
          sql`, `,
        )}`;
  const insertEntry = tx.insert(pointLedger).values(entry).returning({ id: pointLedger.id });
  const result = await tx.execute(sql`
    with taken (lot_id, points) as (${takenRows}),
    lots as (
      update ${pointLedger} set remaining = ${pointLedger.remaining} - taken.points
      from taken where ${pointLedger.brandId} = ${brandId} and ${pointLedger.id} = taken.lot_id
    ), entry as (${insertEntry.getSQL()}),
    takes as (
      insert into ${pointLotTakes} (brand_id, entry_id, lot_id, points)
      select ${brandId}, entry.id, taken.lot_id, taken.points from entry, taken
      where ${options.recordTakes}::boolean
    ), balance as (
      update ${members} set point_balance = ${members.pointBalance} + ${entry.points}::integer
      where ${members.brandId} = ${brandId} and ${members.id} = ${entry.memberId}
      returning ${members.pointBalance} as point_balance
    )
    select entry.id, balance.point_balance as balance from entry, balance`);
  const [row] = rowsOf<{ id: unknown; balance: number }>(result);
  if (!row) throw new AppError('NOT_FOUND', 'Member not found');
  return { entryId: Number(row.id), balance: row.balance };
}

/**
 * Expires, in one statement, every lot of the given members whose expiry has come by `at` and
 * that still holds points: the lot is emptied and an 'expire' entry for what it held is dated at
 * its expiry (the lot id as source, so a lot expires once), entries in each member's order of
 * expiry. The members' rows must be locked already: nothing else then changes their lots between
 * this statement's snapshot and its writes. Returns each member who lost points, with the points
 * lost and the balance afterwards.
 */
export async function expireDueLots(
  tx: Db,
  brandId: number,
  memberIds: number[],
  at: Date,
  description: { th: string; en: string },
): Promise<{ memberId: number; expired: number; balance: number }[]> {
  if (memberIds.length === 0) return [];
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with due as (
      update ${pointLedger} set remaining = 0
      from (
        select lot.id, lot.remaining from ${pointLedger} lot
        where lot.brand_id = ${brandId} and lot.member_id in (${ids})
          and lot.remaining > 0 and lot.expires_at <= ${at.toISOString()}::timestamptz
      ) held
      where ${pointLedger.brandId} = ${brandId} and ${pointLedger.id} = held.id
      returning ${pointLedger.id} as lot_id, ${pointLedger.memberId} as member_id,
        ${pointLedger.expiresAt} as expires_at, held.remaining
    ), entries as (
      insert into ${pointLedger} (brand_id, member_id, entry_type, points, remaining, source_type,
        source_id, description_th, description_en, created_at)
      select ${brandId}, member_id, 'expire', -remaining, 0, 'lot', lot_id::text,
        ${description.th}, ${description.en}, expires_at
      from due
      order by due.member_id, due.expires_at, due.lot_id
      returning member_id, points
    )
    update ${members} set point_balance = ${members.pointBalance} + lost.points
    from (select member_id, sum(points)::int as points from entries group by member_id) lost
    where ${members.brandId} = ${brandId} and ${members.id} = lost.member_id
    returning ${members.id} as "memberId", -lost.points as expired,
      ${members.pointBalance} as balance`);
  return rowsOf(result);
}

export async function insertLedgerEntries(tx: Db, entries: NewLedgerEntry[]) {
  if (entries.length === 0) return;
  await tx.insert(pointLedger).values(entries);
}

/** Filters of the points history, already turned into instants and sign rules. */
export interface HistoryFilter {
  type?: 'earn' | 'spend' | 'expire';
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

type HistoryOrdering = { key: 'created_at' | 'points'; direction: 'asc' | 'desc' }[];

/** The page's query for one shape of filter and ordering; values come as placeholders. */
function historyQueries(db: Db, filter: HistoryFilter, ordering: HistoryOrdering) {
  const kind =
    filter.type === 'expire'
      ? eq(pointLedger.entryType, 'expire')
      : filter.type === 'earn'
        ? gt(pointLedger.points, 0)
        : filter.type === 'spend'
          ? and(lt(pointLedger.points, 0), ne(pointLedger.entryType, 'expire'))
          : undefined;
  const where = and(
    eq(pointLedger.brandId, sql.placeholder('brandId')),
    eq(pointLedger.memberId, sql.placeholder('memberId')),
    kind,
    filter.from ? gte(pointLedger.createdAt, sql.placeholder('from')) : undefined,
    filter.to ? lt(pointLedger.createdAt, sql.placeholder('to')) : undefined,
  );
  const orderOn = (columns: {
    createdAt: SQL.Aliased | PgColumn;
    points: PgColumn;
    id: PgColumn;
  }) => [
    ...ordering.map((o) => {
      const column = o.key === 'points' ? columns.points : columns.createdAt;
      return o.direction === 'asc' ? asc(column) : desc(column);
    }),
    desc(columns.createdAt),
    desc(columns.id),
  ];
  const entries = db
    .select({
      createdAt: pointLedger.createdAt,
      points: pointLedger.points,
      id: pointLedger.id,
      // Each entry written as the contract's serialiser writes it (keys in its order, strings
      // escaped by to_json as JSON.stringify escapes them, the amount as a float's shortest text);
      // 'adjust' and the other kinds count as earn or spend by their sign, and an earn's last
      // valid day is the Bangkok day before it expires.
      entry: sql<string>`'{"id":' || ${pointLedger.id}
        || ',"type":' || case when ${pointLedger.entryType} = 'expire' then '"expire"'
          when ${pointLedger.points} > 0 then '"earn"' else '"spend"' end
        || ',"entry_type":' || to_json(${pointLedger.entryType})::text
        || ',"points":' || ${pointLedger.points}
        || ',"description_th":' || to_json(${pointLedger.descriptionTh})::text
        || ',"description_en":' || to_json(${pointLedger.descriptionEn})::text
        || ',"spending_amount":' || ${pointLedger.spendingAmount}::float8
        || ',"created_at":"' || ${isoInstantOf(pointLedger.createdAt)}
        || '","exp_date":' || coalesce('"' || case when ${pointLedger.points} > 0
          then ${bangkokDayOf(sql`${pointLedger.expiresAt} - interval '1 millisecond'`)} end || '"', 'null')
        || '}'`.as('entry'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(pointLedger)
    .where(where)
    .orderBy(...orderOn(pointLedger))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('entries');
  const name = historyQueryName(filter, ordering);
  return {
    // The page's entries as one JSON text, and the total with them: one round trip, and nothing
    // for the API to read or write again per entry.
    page: db
      .select({
        entries: sql<string>`'[' || coalesce(string_agg(${entries.entry}, ',' order by ${sql.join(
          orderOn(entries),
          sql`, `,
        )}), '') || ']'`,
        total: sql<number | null>`max(${entries.total})::int`,
      })
      .from(entries)
      .prepare(name),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(pointLedger)
      .where(where)
      .prepare(`${name}_count`),
  };
}

const historyQueryName = (filter: HistoryFilter, ordering: HistoryOrdering) =>
  [
    'point_history',
    filter.type ?? 'all',
    filter.from ? 'from' : '',
    filter.to ? 'to' : '',
    ...ordering.map((o) => `${o.key}_${o.direction}`),
  ].join('_');

export async function findHistoryPage(
  db: Db,
  brandId: number,
  memberId: number,
  filter: HistoryFilter,
  page: { ordering: HistoryOrdering; limit: number; offset: number },
) {
  // A key sorted on again changes nothing, so each key's first mention is the whole ordering:
  // at most two keys, and few enough shapes that each is prepared once.
  const ordering = page.ordering.filter(
    (o, i, all) => all.findIndex((other) => other.key === o.key) === i,
  );
  const queries = preparedOn(db, historyQueryName(filter, ordering), (on) =>
    historyQueries(on, filter, ordering),
  );
  const values = { brandId, memberId, from: filter.from, to: filter.to };
  const [found] = await queries.page.execute({
    ...values,
    limit: page.limit,
    offset: page.offset,
  });
  // A page past the end has no entry to carry the total.
  const total =
    found!.total ??
    (await recordTotal(0, page, async () => {
      const [count] = await queries.count.execute(values);
      return count?.total ?? 0;
    }));
  return { entriesJson: found!.entries, total };
}

/** Earn lots still holding points that have not expired by `now`, soonest expiry first. */
export async function findOpenLots(db: Db, brandId: number, memberId: number, now: Date) {
  return db
    .select({
      id: pointLedger.id,
      points: pointLedger.points,
      remaining: pointLedger.remaining,
      expiresAt: pointLedger.expiresAt,
      createdAt: pointLedger.createdAt,
      descriptionTh: pointLedger.descriptionTh,
      descriptionEn: pointLedger.descriptionEn,
    })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.brandId, brandId),
        eq(pointLedger.memberId, memberId),
        gt(pointLedger.remaining, 0),
        or(isNull(pointLedger.expiresAt), gt(pointLedger.expiresAt, now)),
      ),
    )
    .orderBy(sql`${pointLedger.expiresAt} asc nulls last`, asc(pointLedger.id));
}

/** What the soonest expiry instant after `now` takes away: that instant and its points. */
export async function findNextExpiry(db: Db, brandId: number, memberId: number, now: Date) {
  const mine = and(
    eq(pointLedger.brandId, brandId),
    eq(pointLedger.memberId, memberId),
    gt(pointLedger.remaining, 0),
  );
  const [next] = await db
    .select({ expiresAt: sql<Date>`min(${pointLedger.expiresAt})`.mapWith(pointLedger.expiresAt) })
    .from(pointLedger)
    .where(and(mine, gt(pointLedger.expiresAt, now)));
  if (!next?.expiresAt) return undefined;
  const [sum] = await db
    .select({ points: sql<number>`coalesce(sum(${pointLedger.remaining}), 0)::int` })
    .from(pointLedger)
    .where(and(mine, eq(pointLedger.expiresAt, next.expiresAt)));
  return { expiresAt: next.expiresAt, points: sum?.points ?? 0 };
}

/** Members of a brand with lots due by `now`, by id after `afterMemberId`, one batch at a time. */
export async function findMembersWithDueLots(
  db: Db,
  brandId: number,
  now: Date,
  afterMemberId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ memberId: pointLedger.memberId })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.brandId, brandId),
        gt(pointLedger.remaining, 0),
        lte(pointLedger.expiresAt, now),
        gt(pointLedger.memberId, afterMemberId),
      ),
    )
    .orderBy(asc(pointLedger.memberId))
    .limit(limit);
  return rows.map((row) => row.memberId);
}

export async function findActiveBrandIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.isActive, true));
  return rows.map((row) => row.id);
}

/** Claims a job's period for one brand; false when another run already claimed it. */
export async function claimJobRun(
  db: Db,
  brandId: number,
  job: string,
  periodKey: string,
): Promise<boolean> {
  const rows = await db
    .insert(jobRuns)
    .values({ brandId, job, periodKey })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return rows.length === 1;
}

export async function finishJobRun(
  db: Db,
  brandId: number,
  job: string,
  periodKey: string,
  result: unknown,
) {
  await db
    .update(jobRuns)
    .set({ finishedAt: new Date(), result })
    .where(
      and(eq(jobRuns.brandId, brandId), eq(jobRuns.job, job), eq(jobRuns.periodKey, periodKey)),
    );
}

/** What a reserving spend took from each lot. */
export async function findLotTakes(tx: Db, brandId: number, entryId: number) {
  return tx
    .select({ lotId: pointLotTakes.lotId, points: pointLotTakes.points })
    .from(pointLotTakes)
    .where(and(eq(pointLotTakes.brandId, brandId), eq(pointLotTakes.entryId, entryId)));
}

/** Gives a lot back points a reservation took from it. */
export async function addToLot(tx: Db, brandId: number, lotId: number, points: number) {
  await tx
    .update(pointLedger)
    .set({ remaining: sql`${pointLedger.remaining} + ${points}` })
    .where(and(eq(pointLedger.brandId, brandId), eq(pointLedger.id, lotId)));
}

/** The entry of a source, e.g. the spend of a privilege issue. */
export async function findEntryOfSource(
  tx: Db,
  brandId: number,
  entryType: LedgerEntryType,
  sourceType: string,
  sourceId: string,
) {
  const [row] = await tx
    .select({ id: pointLedger.id, points: pointLedger.points })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.brandId, brandId),
        eq(pointLedger.entryType, entryType),
        eq(pointLedger.sourceType, sourceType),
        eq(pointLedger.sourceId, sourceId),
      ),
    );
  return row;
}

/** Adds each member's points to their balance, one statement for many members. */
export async function addToBalances(
  tx: Db,
  brandId: number,
  deltas: { memberId: number; points: number }[],
): Promise<void> {
  if (deltas.length === 0) return;
  const values = sql.join(
    deltas.map((delta) => sql`(${delta.memberId}::integer, ${delta.points}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${members} set point_balance = ${members.pointBalance} + d.points
        from (values ${values}) as d(member_id, points)
        where ${members.brandId} = ${brandId} and ${members.id} = d.member_id`,
  );
}
