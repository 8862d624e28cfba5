import { createHash, randomInt } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  IMPORT_MAX_PROBLEMS_SHOWN,
  type ImportCheck,
  type MemberImport,
} from '@crm/contract/member-import';
import type { KeysetQuery } from '@crm/contract/keyset-page';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { cursorId, keysetPageOf } from '../../lib/keyset';
import * as audit from '../audit/service';
import { findBrandSettings } from '../app-config/service';
import { findTiers, tierExpiry } from '../membership/service';
import { bangkokDay, bangkokDayStart, lotExpiresAt, policyFromSettings } from '../points/policy';
import { openLots, type OpeningLot } from '../points/ledger';
import { operatorOf } from '../../plugins/operator-auth';
import { checkFile } from './check-file';
import type { ImportRow } from './check-rows';
import { decodeFile } from './read-file';
import {
  advanceImport,
  claimImport,
  deleteUncommittedImports,
  findFinishedImportOf,
  findImport,
  findMemberMobiles,
  findStalledImports,
  insertImport,
  insertMembersIfNew,
  listImports,
  markImportFailed,
  setImportStatus,
  type BatchProgress,
  type MemberImportRow,
  type NewImportedMember,
} from './repository';

/*
 * Members brought over from a brand's old system. The dry run reads the whole file and stores it
 * with its counts; a commit then creates the members in batches, each batch one transaction that
 * also moves the import's progress, so a stopped import resumes where it was and a second worker
 * can never create a batch twice. Members are matched by mobile number: whoever is a member
 * already is left alone, which makes importing the same file again a change of nothing.
 */

const BATCH_ROWS = 1_000;
/** A worker renews its heartbeat every batch; one silent this long has stopped. */
const STALE_AFTER_MS = 2 * 60_000;
/** A checked file nobody commits is dropped after a day. */
const UNCOMMITTED_KEPT_MS = 24 * 60 * 60_000;
const CODE_DRAWS = 5;
const DAY_MS = 24 * 60 * 60_000;

type Tier = Awaited<ReturnType<typeof findTiers>>[number];

function view(row: MemberImportRow, importedBeforeAt: Date | null): MemberImport {
  return {
    id: row.id,
    file_name: row.fileName,
    status: row.status,
    total_rows: row.totalRows,
    ready_rows: row.readyRows,
    existing_rows: row.existingRows,
    problem_rows: row.problemRows,
    processed_rows: row.processedRows,
    created_members: row.createdMembers,
    skipped_rows: row.skippedRows,
    opening_points: row.openingPoints,
    created_at: row.createdAt.toISOString(),
    committed_at: row.committedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    imported_before_at: importedBeforeAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of an import: counts and the file's name and hash, no member data. */
const auditView = (row: MemberImportRow) => ({
  file_name: row.fileName,
  file_sha256: row.fileSha256,
  status: row.status,
  total_rows: row.totalRows,
  ready_rows: row.readyRows,
  existing_rows: row.existingRows,
  problem_rows: row.problemRows,
});

/** The dry run: every row's problem, and what a commit would do; nothing but the import changes. */
export async function checkImport(
  db: Db,
  request: FastifyRequest,
  bytes: Buffer,
  fileName: string,
): Promise<ImportCheck> {
  const { brandId, operatorId } = operatorOf(request);
  const text = decodeFile(bytes);
  const file = checkFile(text, await findTiers(db, brandId), bangkokDay(new Date()));
  const existing = await findMemberMobiles(
    db,
    brandId,
    file.rows.map(({ row }) => row.mobileNo),
  );
  const fileSha256 = createHash('sha256').update(bytes).digest('hex');
  const row = await transaction(db, async (tx) => {
    const inserted = await insertImport(tx, {
      brandId,
      operatorId,
      fileName,
      fileSha256,
      content: text,
      totalRows: file.totalRows,
      readyRows: file.rows.length - existing.size,
      existingRows: existing.size,
      problemRows: file.problemRows,
    });
    await audit.record(tx, request, {
      action: 'members.import.check',
      targetType: 'member_import',
      targetId: inserted.id,
      after: auditView(inserted),
    });
    return inserted;
  });
  return {
    ...view(row, await findFinishedImportOf(db, brandId, fileSha256)),
    problems: file.problems.slice(0, IMPORT_MAX_PROBLEMS_SHOWN),
    ignored_columns: file.ignoredColumns,
  };
}

export async function getMemberImport(
  db: Db,
  brandId: number,
  importId: number,
): Promise<MemberImport> {
  const row = await findImport(db, brandId, importId);
  if (!row) throw new AppError('IMPORT_NOT_FOUND');
  return view(row, await findFinishedImportOf(db, brandId, row.fileSha256));
}

export async function listMemberImports(
  db: Db,
  brandId: number,
  query: KeysetQuery,
): Promise<{ items: MemberImport[]; next_cursor: string | null }> {
  const rows = await listImports(db, brandId, cursorId(query.cursor), query.limit + 1);
  // The list tells each import's own story; "imported before" matters while one is checked.
  return keysetPageOf(rows, query.limit, (row) => view(row, null));
}

/**
 * Starts creating the members of a checked import. Committing an import that is already
 * running or done answers it as it is, so a double click starts nothing twice.
 */
export async function commitImport(
  db: Db,
  request: FastifyRequest,
  importId: number,
): Promise<MemberImport> {
  const { brandId } = operatorOf(request);
  const row = await transaction(db, async (tx) => {
    const found = await findImport(tx, brandId, importId);
    if (!found) throw new AppError('IMPORT_NOT_FOUND');
    if (found.status !== 'checked') return found;
    if (found.content === null) throw new AppError('IMPORT_NOT_FOUND');
    const started = await setImportStatus(tx, found, {
      status: 'importing',
      committedAt: new Date(),
      heartbeatAt: null,
    });
    await audit.record(tx, request, {
      action: 'members.import.commit',
      targetType: 'member_import',
      targetId: found.id,
      before: auditView(found),
      after: auditView(started),
    });
    return started;
  });
  return view(row, await findFinishedImportOf(db, brandId, row.fileSha256));
}

function openingExpiry(row: ImportRow, tierlessDefault: Date | null): Date | null {
  // A last day given in the file ends at the next Bangkok midnight.
  return row.pointsExpireOn
    ? new Date(bangkokDayStart(row.pointsExpireOn).getTime() + DAY_MS)
    : tierlessDefault;
}

function memberValues(
  brandId: number,
  row: ImportRow,
  tiers: Map<number, Tier>,
  now: Date,
): NewImportedMember {
  const tier = row.tierId === null ? undefined : tiers.get(row.tierId);
  return {
    brandId,
    memberCode: String(randomInt(1_000_000_000, 10_000_000_000)),
    mobileNo: row.mobileNo,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    birthdate: row.birthdate,
    gender: row.gender,
    ...(tier ? { tierId: tier.id, tierReachedAt: now, tierExpiresAt: tierExpiry(tier, now) } : {}),
    createdAt: now,
  };
}

class ImportTakenOver extends Error {}

/** Creates one batch's members and their opening lots, in the caller's transaction. */
async function importBatch(
  tx: Db,
  job: MemberImportRow,
  rows: ImportRow[],
  tiers: Map<number, Tier>,
  defaultExpiry: Date | null,
  now: Date,
): Promise<Omit<BatchProgress, 'processedRows'>> {
  const created: { row: ImportRow; memberId: number }[] = [];
  let skippedRows = 0;
  let pending = rows;
  // A random member code can clash with one taken; those rows simply draw again.
  for (let draw = 0; draw < CODE_DRAWS && pending.length > 0; draw += 1) {
    const inserted = await insertMembersIfNew(
      tx,
      pending.map((row) => memberValues(job.brandId, row, tiers, now)),
    );
    const ids = new Map(inserted.map((member) => [member.mobileNo, member.id]));
    const missing: ImportRow[] = [];
    for (const row of pending) {
      const memberId = ids.get(row.mobileNo);
      if (memberId === undefined) missing.push(row);
      else created.push({ row, memberId });
    }
    const members = await findMemberMobiles(
      tx,
      job.brandId,
      missing.map((row) => row.mobileNo),
    );
    skippedRows += members.size;
    pending = missing.filter((row) => !members.has(row.mobileNo));
  }
  if (pending.length > 0) throw new Error('could not draw free member codes');

  const lots: OpeningLot[] = created
    .filter(({ row }) => row.openingPoints > 0)
    .map(({ row, memberId }) => ({
      brandId: job.brandId,
      memberId,
      points: row.openingPoints,
      expiresAt: openingExpiry(row, defaultExpiry),
      sourceType: 'member_import',
      sourceId: `${job.id}:${row.line}`,
      descriptionTh: 'แต้มยกมาจากระบบสมาชิกเดิม',
      descriptionEn: 'Points brought over from the previous membership system',
      at: now,
    }));
  await openLots(tx, lots);
  return {
    createdMembers: created.length,
    skippedRows,
    openingPoints: lots.reduce((sum, lot) => sum + lot.points, 0),
  };
}

/**
 * Runs an import to its end from where it stands, batch by batch. Answers false when another
 * worker holds it. Rows with problems in the dry run are skipped; so is a row whose number
 * became a member meanwhile.
 */
export async function runImport(
  db: Db,
  brandId: number,
  importId: number,
  options: { log?: FastifyBaseLogger; batchRows?: number; now?: Date } = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  let job = await claimImport(db, brandId, importId, new Date(Date.now() - STALE_AFTER_MS));
  if (!job) return false;
  try {
    const tierRows = await findTiers(db, brandId);
    const file = checkFile(job.content ?? '', tierRows, bangkokDay(now));
    const tiers = new Map(tierRows.map((tier) => [tier.id, tier]));
    const defaultExpiry = lotExpiresAt(
      policyFromSettings(await findBrandSettings(db, brandId)),
      now,
    );
    const batchRows = options.batchRows ?? BATCH_ROWS;
    let processed = job.processedRows;
    while (processed < file.totalRows) {
      const end = Math.min(file.totalRows, processed + batchRows);
      const rows = file.rows.filter(({ index }) => index >= processed && index < end);
      const from = processed;
      const current = job;
      await transaction(db, async (tx) => {
        const done = await importBatch(
          tx,
          current,
          rows.map(({ row }) => row),
          tiers,
          defaultExpiry,
          now,
        );
        const progress = {
          ...done,
          processedRows: end - from,
          skippedRows: done.skippedRows + (end - from - rows.length),
        };
        if (!(await advanceImport(tx, current, from, progress, end === file.totalRows))) {
          throw new ImportTakenOver();
        }
      });
      processed = end;
      job = { ...job, processedRows: end };
    }
    return true;
  } catch (error) {
    if (error instanceof ImportTakenOver) return false;
    options.log?.error({ err: error, importId }, 'member import stopped');
    await markImportFailed(db, job).catch(() => undefined);
    return false;
  }
}

/** Takes over imports whose worker stopped (a process that ended), and drops stale dry runs. */
export async function resumeImports(db: Db, log?: FastifyBaseLogger): Promise<void> {
  await deleteUncommittedImports(db, new Date(Date.now() - UNCOMMITTED_KEPT_MS));
  for (const stalled of await findStalledImports(db, new Date(Date.now() - STALE_AFTER_MS))) {
    await runImport(db, stalled.brandId, stalled.id, { log });
  }
}
