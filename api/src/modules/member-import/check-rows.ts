import { thaiMobile, isoDate } from '@crm/contract/envelope';
import { emailAddress, isFieldProblem, personName } from '@crm/contract/field-rules';
import {
  IMPORT_MAX_OPENING_POINTS,
  type ImportColumn,
  type ImportProblem,
  type ImportRowProblem,
} from '@crm/contract/member-import';
import type { z } from 'zod';

/*
 * One row of an import file, checked by the same rules the member app's forms use, and read the
 * way Thai spreadsheets write things: a mobile number whose leading 0 Excel dropped, dates in
 * Buddhist years (25/12/2530), "ชาย"/"หญิง", points with thousands separators.
 */

export type Gender = 'male' | 'female' | 'other' | 'unspecified';

/** A row that can become a member. */
export interface ImportRow {
  /** Line in the file: the header is line 1. */
  line: number;
  mobileNo: string;
  firstName: string;
  lastName: string;
  birthdate: string | null;
  gender: Gender;
  email: string;
  openingPoints: number;
  /** Last day the opening points can be used (Bangkok); null: the brand's expiry rule. */
  pointsExpireOn: string | null;
  tierId: number | null;
}

export interface TierName {
  id: number;
  nameTh: string;
  nameEn: string;
}

export type CheckedRow = { ok: true; row: ImportRow } | { ok: false; problems: ImportRowProblem[] };

const SHOWN_VALUE_LENGTH = 60;
const BUDDHIST_OFFSET = 543;

const genders: Record<string, Gender> = {
  male: 'male',
  m: 'male',
  ชาย: 'male',
  female: 'female',
  f: 'female',
  หญิง: 'female',
  other: 'other',
  อื่นๆ: 'other',
  อื่น: 'other',
  unspecified: 'unspecified',
  ไม่ระบุ: 'unspecified',
};

/** 0812345678 from 081-234-5678, +66 81 234 5678, 66812345678 or 812345678. */
export function mobileOf(cell: string): string | null {
  let digits = cell.replace(/[\s().-]/g, '');
  if (digits.startsWith('+66')) digits = `0${digits.slice(3)}`;
  else if (/^66\d{9}$/.test(digits)) digits = `0${digits.slice(2)}`;
  else if (/^[689]\d{8}$/.test(digits)) digits = `0${digits}`;
  const parsed = thaiMobile.safeParse(digits);
  return parsed.success ? parsed.data : null;
}

/** yyyy-MM-dd from yyyy-MM-dd or d/M/yyyy, a year past 2400 read as Buddhist; null if no such day. */
export function dayOf(cell: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(cell);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const gregorian = year > 2400 ? year - BUDDHIST_OFFSET : year;
  const text = `${String(gregorian).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isoDate.safeParse(text).success ? text : null;
}

function fieldProblem(error: z.ZodError): ImportProblem {
  const message = error.issues[0]?.message;
  if (message === 'invalidEmail') return 'invalidEmail';
  return isFieldProblem(message) && (message === 'tooLong' || message === 'required')
    ? message
    : 'invalidCharacters';
}

/**
 * Checks one row. `today` is Bangkok's yyyy-MM-dd: birth dates cannot be after it, and opening
 * points cannot expire before it.
 */
export function checkRow(
  cells: Partial<Record<ImportColumn, string>>,
  line: number,
  tiers: TierName[],
  today: string,
): CheckedRow {
  const problems: ImportRowProblem[] = [];
  const refuse = (column: ImportColumn, problem: ImportProblem) => {
    problems.push({
      line,
      column,
      problem,
      value: (cells[column] ?? '').slice(0, SHOWN_VALUE_LENGTH),
    });
  };
  const cell = (column: ImportColumn) => (cells[column] ?? '').trim();

  const mobileNo = cell('mobile_no') ? mobileOf(cell('mobile_no')) : null;
  if (!cell('mobile_no')) refuse('mobile_no', 'required');
  else if (!mobileNo) refuse('mobile_no', 'invalidMobile');

  const name = (column: 'first_name' | 'last_name') => {
    if (!cell(column)) return '';
    const parsed = personName.safeParse(cell(column));
    if (parsed.success) return parsed.data;
    refuse(column, fieldProblem(parsed.error));
    return '';
  };
  const firstName = name('first_name');
  const lastName = name('last_name');

  let birthdate: string | null = null;
  if (cell('birth_date')) {
    birthdate = dayOf(cell('birth_date'));
    if (!birthdate || birthdate > today) refuse('birth_date', 'invalidDate');
  }

  const gender = cell('gender') ? genders[cell('gender').toLowerCase()] : 'unspecified';
  if (!gender) refuse('gender', 'notAnOption');

  let email = '';
  if (cell('email')) {
    const parsed = emailAddress.safeParse(cell('email'));
    if (parsed.success) email = parsed.data;
    else refuse('email', fieldProblem(parsed.error));
  }

  let openingPoints = 0;
  if (cell('opening_points')) {
    const text = cell('opening_points').replace(/,/g, '');
    openingPoints = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(openingPoints)) refuse('opening_points', 'notANumber');
    else if (openingPoints > IMPORT_MAX_OPENING_POINTS) refuse('opening_points', 'outOfRange');
  }

  let pointsExpireOn: string | null = null;
  if (cell('points_expire_on')) {
    pointsExpireOn = dayOf(cell('points_expire_on'));
    if (!pointsExpireOn) refuse('points_expire_on', 'invalidDate');
    else if (pointsExpireOn < today) refuse('points_expire_on', 'expiryInPast');
  }

  let tierId: number | null = null;
  if (cell('tier')) {
    const wanted = cell('tier').toLowerCase();
    const tier = tiers.find(
      (t) => t.nameTh.trim().toLowerCase() === wanted || t.nameEn.trim().toLowerCase() === wanted,
    );
    if (tier) tierId = tier.id;
    else refuse('tier', 'unknownTier');
  }

  if (problems.length > 0 || !mobileNo || !gender) return { ok: false, problems };
  return {
    ok: true,
    row: {
      line,
      mobileNo,
      firstName,
      lastName,
      birthdate,
      gender,
      email,
      openingPoints,
      pointsExpireOn,
      tierId,
    },
  };
}
