import { z } from 'zod';
import { envelope } from './envelope';
import { keysetPage, keysetQuery } from './keyset-page';
import { isoDateTime } from './offers';

/*
 * Bringing a brand's members over from its old system: a CSV is sent as it is (text/csv), checked
 * row by row without changing anything (the dry run), and then committed. A commit creates the
 * members that are not members yet, each with their opening points as a lot; rows whose mobile
 * number is already a member are left alone, so the same file twice changes nothing.
 */

/** The columns a file may have, in the template's order; mobile_no is the one that must be there. */
export const importColumns = [
  'mobile_no',
  'first_name',
  'last_name',
  'birth_date',
  'gender',
  'email',
  'opening_points',
  'points_expire_on',
  'tier',
] as const;
export type ImportColumn = (typeof importColumns)[number];

export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
export const IMPORT_MAX_OPENING_POINTS = 10_000_000;
/** The dry run's answer lists this many problems at most; the counts cover every row. */
export const IMPORT_MAX_PROBLEMS_SHOWN = 1_000;

/** Why a row cannot be imported; each has its Thai and English text in the console. */
export const importProblems = [
  'required',
  'invalidMobile',
  'duplicateInFile',
  'tooLong',
  'invalidCharacters',
  'invalidDate',
  'invalidEmail',
  'notAnOption',
  'notANumber',
  'outOfRange',
  'unknownTier',
  'expiryInPast',
] as const;
export type ImportProblem = (typeof importProblems)[number];

export const importRowProblem = z.object({
  /** The row's line in the file: the header is line 1. */
  line: z.number().int(),
  column: z.enum(importColumns),
  problem: z.enum(importProblems),
  /** What the cell held, shortened; shown to the operator who sent the file, never stored. */
  value: z.string(),
});
export type ImportRowProblem = z.infer<typeof importRowProblem>;

export const importStatuses = ['checked', 'importing', 'done', 'failed'] as const;

export const memberImport = z.object({
  id: z.number().int(),
  file_name: z.string(),
  status: z.enum(importStatuses),
  total_rows: z.number().int(),
  /** Rows that become new members on commit. */
  ready_rows: z.number().int(),
  /** Rows whose mobile number is already a member: left as they are. */
  existing_rows: z.number().int(),
  problem_rows: z.number().int(),
  processed_rows: z.number().int(),
  created_members: z.number().int(),
  skipped_rows: z.number().int(),
  opening_points: z.number().int(),
  created_at: isoDateTime,
  committed_at: isoDateTime.nullable(),
  finished_at: isoDateTime.nullable(),
  /** When this file (the same bytes) was imported before; a commit would add nothing new. */
  imported_before_at: isoDateTime.nullable(),
});
export type MemberImport = z.infer<typeof memberImport>;
export const memberImportResponse = envelope(memberImport);

export const importCheck = memberImport.extend({
  problems: z.array(importRowProblem),
  /** The file's columns that are not ours, ignored. */
  ignored_columns: z.array(z.string()),
});
export type ImportCheck = z.infer<typeof importCheck>;
export const importCheckResponse = envelope(importCheck);

export const importCheckQuery = z.object({
  file_name: z.string().trim().min(1).max(200),
});

/** The template: UTF-8 with a byte-order mark, our columns and two example rows. */
export const importTemplateCsv = z.string();

export const importParams = z.object({
  importId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const importListQuery = keysetQuery;
export const importListResponse = keysetPage(memberImport);
