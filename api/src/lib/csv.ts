/*
 * CSV for spreadsheets: fields quoted when they hold a comma, quote or line break; text that a
 * spreadsheet would run as a formula is neutralised (numbers stay numbers, negative ones too);
 * the document is UTF-8 with a byte-order mark so Excel reads Thai right, lines end in CRLF.
 */

export function csvField(value: string | number | null): string {
  if (typeof value === 'number') return String(value);
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvDocument(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
