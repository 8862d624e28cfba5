import { and, desc, eq, inArray, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberImports, members } from '../../db/schema';

export type MemberImportRow = typeof memberImports.$inferSelect;
export type NewMemberImport = typeof memberImports.$inferInsert;
export type NewImportedMember = typeof members.$inferInsert;

/** How many numbers one membership question asks about at once. */
const LOOKUP_CHUNK = 5_000;

export async function insertImport(db: Db, values: NewMemberImport): Promise<MemberImportRow> {
  const [row] = await db.insert(memberImports).values(values).returning();
  return row!;
}

export async function findImport(
  db: Db,
  brandId: number,
  importId: number,
): Promise<MemberImportRow | undefined> {
  const [row] = await db
    .select()
    .from(memberImports)
    .where(and(eq(memberImports.brandId, brandId), eq(memberImports.id, importId)));
  return row;
}

export async function listImports(
  db: Db,
  brandId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<MemberImportRow[]> {
  return db
    .select()
    .from(memberImports)
    .where(
      and(
        eq(memberImports.brandId, brandId),
        beforeId === undefined ? undefined : lt(memberImports.id, beforeId),
      ),
    )
    .orderBy(desc(memberImports.id))
    .limit(limit);
}

/** When the brand last finished importing a file with these bytes. */
export async function findFinishedImportOf(
  db: Db,
  brandId: number,
  fileSha256: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ finishedAt: memberImports.finishedAt })
    .from(memberImports)
    .where(
      and(
        eq(memberImports.brandId, brandId),
        eq(memberImports.fileSha256, fileSha256),
        eq(memberImports.status, 'done'),
      ),
    )
    .orderBy(desc(memberImports.finishedAt))
    .limit(1);
  return row?.finishedAt ?? null;
}

/** Which of these mobile numbers are members of the brand already. */
export async function findMemberMobiles(
  db: Db,
  brandId: number,
  mobiles: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < mobiles.length; start += LOOKUP_CHUNK) {
    const rows = await db
      .select({ mobileNo: members.mobileNo })
      .from(members)
      .where(
        and(
          eq(members.brandId, brandId),
          inArray(members.mobileNo, mobiles.slice(start, start + LOOKUP_CHUNK)),
        ),
      );
    for (const row of rows) if (row.mobileNo) found.add(row.mobileNo);
  }
  return found;
}

/** Inserts the members whose number and code are free; answers the ones it created. */
export async function insertMembersIfNew(
  tx: Db,
  values: NewImportedMember[],
): Promise<{ id: number; mobileNo: string | null }[]> {
  if (values.length === 0) return [];
  return tx
    .insert(members)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: members.id, mobileNo: members.mobileNo });
}

/**
 * Takes a committed import for a worker: one nobody runs, or whose worker stopped renewing its
 * heartbeat (a process that ended). Answers the import, or undefined when another has it.
 */
export async function claimImport(
  db: Db,
  brandId: number,
  importId: number,
  staleBefore: Date,
): Promise<MemberImportRow | undefined> {
  const [row] = await db
    .update(memberImports)
    .set({ heartbeatAt: new Date() })
    .where(
      and(
        eq(memberImports.brandId, brandId),
        eq(memberImports.id, importId),
        eq(memberImports.status, 'importing'),
        or(isNull(memberImports.heartbeatAt), lt(memberImports.heartbeatAt, staleBefore)),
      ),
    )
    .returning();
  return row;
}

export interface BatchProgress {
  processedRows: number;
  createdMembers: number;
  skippedRows: number;
  openingPoints: number;
}

/**
 * Moves the import past a batch, in the batch's transaction. Matches only while the import is
 * where this worker left it: had another worker moved it on, the batch rolls back instead.
 */
export async function advanceImport(
  tx: Db,
  row: MemberImportRow,
  fromProcessed: number,
  done: BatchProgress,
  finished: boolean,
): Promise<boolean> {
  const now = new Date();
  const updated = await tx
    .update(memberImports)
    .set({
      processedRows: sql`${memberImports.processedRows} + ${done.processedRows}`,
      createdMembers: sql`${memberImports.createdMembers} + ${done.createdMembers}`,
      skippedRows: sql`${memberImports.skippedRows} + ${done.skippedRows}`,
      openingPoints: sql`${memberImports.openingPoints} + ${done.openingPoints}`,
      heartbeatAt: now,
      ...(finished ? { status: 'done' as const, finishedAt: now, content: null } : {}),
    })
    .where(
      and(
        eq(memberImports.brandId, row.brandId),
        eq(memberImports.id, row.id),
        eq(memberImports.status, 'importing'),
        eq(memberImports.processedRows, fromProcessed),
      ),
    )
    .returning({ id: memberImports.id });
  return updated.length === 1;
}

export async function markImportFailed(db: Db, row: MemberImportRow): Promise<void> {
  await db
    .update(memberImports)
    .set({ status: 'failed', finishedAt: new Date(), content: null })
    .where(and(eq(memberImports.brandId, row.brandId), eq(memberImports.id, row.id)));
}

export async function setImportStatus(
  tx: Db,
  row: MemberImportRow,
  values: Partial<NewMemberImport>,
): Promise<MemberImportRow> {
  const [updated] = await tx
    .update(memberImports)
    .set(values)
    .where(and(eq(memberImports.brandId, row.brandId), eq(memberImports.id, row.id)))
    .returning();
  return updated!;
}

/** Imports whose worker may have stopped: every brand's, for the job that resumes them. */
export async function findStalledImports(
  db: Db,
  staleBefore: Date,
): Promise<{ brandId: number; id: number }[]> {
  return db
    .select({ brandId: memberImports.brandId, id: memberImports.id })
    .from(memberImports)
    .where(
      and(
        eq(memberImports.status, 'importing'),
        or(isNull(memberImports.heartbeatAt), lt(memberImports.heartbeatAt, staleBefore)),
      ),
    );
}

/** Drops files checked but never committed: they hold members' data nobody asked to keep. */
export async function deleteUncommittedImports(db: Db, checkedBefore: Date): Promise<number> {
  const rows = await db
    .delete(memberImports)
    .where(
      and(
        eq(memberImports.status, 'checked'),
        isNotNull(memberImports.content),
        lt(memberImports.createdAt, checkedBefore),
      ),
    )
    .returning({ id: memberImports.id });
  return rows.length;
}
