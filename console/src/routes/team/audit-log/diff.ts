/** One line of a change: a field, what it held before and after, and whether that differs. */
export interface DiffLine {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An audit entry's before and after, field by field: the keys of either side in the order they
 * first appear. A side that is no record (a creation has no before) counts as empty.
 */
export function diffLines(before: unknown, after: unknown): DiffLine[] {
  if (!isRecord(before) && !isRecord(after)) {
    return [{ key: '', before, after, changed: !same(before, after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys.map((key) => ({
    key,
    before: from[key],
    after: to[key],
    changed: !same(from[key], to[key]),
  }));
}

/** A value as the diff shows it: text as is, anything else as JSON. */
export function shown(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}
