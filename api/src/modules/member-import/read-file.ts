import { parse } from 'csv-parse/sync';
import { importColumns, type ImportColumn } from '@crm/contract/member-import';
import { AppError } from '../../errors/app-error';

/*
 * A brand's old system exports what it exports: Excel's "CSV UTF-8" with a byte-order mark, or
 * Thai Excel's plain "CSV", which is Windows-874; headers in English or Thai; commas or
 * semicolons. The file is read into rows keyed by our column names.
 */

/** Thai headers a brand's own export may carry, and a few English spellings. */
const headerAliases: Record<string, ImportColumn> = {
  mobile: 'mobile_no',
  phone: 'mobile_no',
  mobile_number: 'mobile_no',
  เบอร์โทร: 'mobile_no',
  เบอร์มือถือ: 'mobile_no',
  เบอร์โทรศัพท์: 'mobile_no',
  โทรศัพท์มือถือ: 'mobile_no',
  ชื่อ: 'first_name',
  นามสกุล: 'last_name',
  birthdate: 'birth_date',
  วันเกิด: 'birth_date',
  เพศ: 'gender',
  อีเมล: 'email',
  อีเมล์: 'email',
  points: 'opening_points',
  แต้ม: 'opening_points',
  แต้มยกมา: 'opening_points',
  แต้มคงเหลือ: 'opening_points',
  วันหมดอายุแต้ม: 'points_expire_on',
  ระดับ: 'tier',
  ระดับสมาชิก: 'tier',
};

export interface ReadFile {
  /** Each data row by our column names; the row's line in the file is its index + 2. */
  rows: Partial<Record<ImportColumn, string>>[];
  ignoredColumns: string[];
}

/** Text of the file's bytes: UTF-8 when they are valid UTF-8, else Windows-874 (Thai Excel). */
export function decodeFile(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-874').decode(bytes);
  }
}

function columnOf(header: string): ImportColumn | undefined {
  const key = header.trim().toLowerCase().replace(/\s+/g, '_');
  return importColumns.find((column) => column === key) ?? headerAliases[key];
}

export function readImportFile(text: string, maxRows: number): ReadFile {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      // One more than allowed, so a file that is too long is told so rather than cut.
      to_line: maxRows + 2,
    });
  } catch (err) {
    throw new AppError(
      'IMPORT_FILE_UNREADABLE',
      err instanceof Error ? `CSV: ${err.message}` : 'CSV could not be read',
    );
  }
  const [header, ...data] = records;
  if (!header) throw new AppError('IMPORT_FILE_EMPTY');
  const columns = header.map(columnOf);
  if (!columns.includes('mobile_no')) throw new AppError('IMPORT_MOBILE_COLUMN_MISSING');
  if (data.length === 0) throw new AppError('IMPORT_FILE_EMPTY');
  if (data.length > maxRows) throw new AppError('IMPORT_TOO_MANY_ROWS');
  const rows = data.map((record) => {
    const row: Partial<Record<ImportColumn, string>> = {};
    columns.forEach((column, index) => {
      // The first of two columns with one meaning wins; a repeat is ignored.
      if (column && row[column] === undefined) row[column] = record[index] ?? '';
    });
    return row;
  });
  const ignoredColumns = header.filter((_, index) => {
    const column = columns[index];
    return !column || columns.indexOf(column) !== index;
  });
  return { rows, ignoredColumns };
}
