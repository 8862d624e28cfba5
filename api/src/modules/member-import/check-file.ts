import { IMPORT_MAX_ROWS, type ImportRowProblem } from '@crm/contract/member-import';
import { checkRow, type ImportRow, type TierName } from './check-rows';
import { readImportFile } from './read-file';

/** A file's rows as a commit sees them, and what the dry run tells the operator. */
export interface CheckedFile {
  totalRows: number;
  /** Rows that can become members, by their place among the file's data rows. */
  rows: { index: number; row: ImportRow }[];
  problems: ImportRowProblem[];
  problemRows: number;
  ignoredColumns: string[];
}

/** The header is line 1, so the first data row is line 2. */
const lineOf = (index: number) => index + 2;

/**
 * Reads and checks every row. A mobile number that appears twice is imported from its first
 * row; the later ones are problems, whatever else they hold.
 */
export function checkFile(text: string, tiers: TierName[], today: string): CheckedFile {
  const { rows: cells, ignoredColumns } = readImportFile(text, IMPORT_MAX_ROWS);
  const rows: CheckedFile['rows'] = [];
  const problems: ImportRowProblem[] = [];
  const seen = new Set<string>();
  let problemRows = 0;
  cells.forEach((row, index) => {
    const checked = checkRow(row, lineOf(index), tiers, today);
    if (!checked.ok) {
      problemRows += 1;
      problems.push(...checked.problems);
    } else if (seen.has(checked.row.mobileNo)) {
      problemRows += 1;
      problems.push({
        line: lineOf(index),
        column: 'mobile_no',
        problem: 'duplicateInFile',
        value: row.mobile_no ?? '',
      });
    } else {
      seen.add(checked.row.mobileNo);
      rows.push({ index, row: checked.row });
    }
  });
  return { totalRows: cells.length, rows, problems, problemRows, ignoredColumns };
}
