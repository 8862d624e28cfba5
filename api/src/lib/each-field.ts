import { z } from 'zod';

/** Called for each stored field that is missing or does not parse, with its dotted path. */
export type InvalidField = (field: string, value: unknown) => void;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses a stored settings document field by field: each field that parses is kept, each that
 * does not takes its default (the schema's, else `fallback`'s) and is reported, so one bad field
 * never costs the others. Nested objects are read the same way, down to their leaves.
 */
export function parseEachField<S extends z.ZodObject>(
  schema: S,
  raw: unknown,
  fallback: z.output<S>,
  onInvalid: InvalidField,
  path = '',
): z.output<S> {
  if (!isRecord(raw)) {
    onInvalid(path || '(document)', raw);
    return fallback;
  }
  const fallbacks = fallback as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries<z.ZodType>(schema.shape)) {
    const at = path ? `${path}.${key}` : key;
    const parsed = field.safeParse(raw[key]);
    const inner = field instanceof z.ZodDefault ? field.unwrap() : field;
    if (parsed.success) result[key] = parsed.data;
    else if (inner instanceof z.ZodObject && isRecord(raw[key])) {
      result[key] = parseEachField(
        inner,
        raw[key],
        fallbacks[key] as z.output<typeof inner>,
        onInvalid,
        at,
      );
    } else {
      onInvalid(at, raw[key]);
      // The field's own default where the schema has one, else the document's.
      const byDefault = field.safeParse(undefined);
      result[key] = byDefault.success ? byDefault.data : fallbacks[key];
    }
  }
  return result as z.output<S>;
}
