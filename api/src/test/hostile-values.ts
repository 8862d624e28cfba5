import fc from 'fast-check';
import type { JsonSchema } from './route-catalog';

/** A piece of JSON text sent as written: numbers JSON.stringify cannot write, keys it would drop. */
export class RawJson {
  constructor(readonly text: string) {}
}

export type Json = null | boolean | number | string | RawJson | Json[] | { [key: string]: Json };

export function toJsonText(value: Json): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The value as a query, form or header string would carry it. */
export function toText(value: Json): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  return toJsonText(value);
}

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd\u0000.png',
  "' OR '1'='1",
  "1' OR 1=1--",
  "'; DROP TABLE members; --",
  '1; select pg_sleep(10)',
  "' UNION SELECT mobile_no FROM members--",
  '\\',
  '%',
  '_',
  '$1',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  '𝕋𝕖𝕤𝕥 😀👍🏽',
  'สวัสดีครับ',
  '\u202Eevil',
  'Z̷̢͈a̶l̸g̵o̴',
  '\uD800',
  '\uDFFF',
  '\uFFFF',
  '\r\nX-Injected: 1',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x1F',
  '9'.repeat(40),
  '-9223372036854775809',
  '1.5',
  ' 1',
  'true',
  'null',
  '[]',
  '{}',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
];

const HUGE_STRINGS = [
  'x'.repeat(10_000),
  'ก'.repeat(5_000),
  '😀'.repeat(2_000),
  'x'.repeat(200_000),
];

/** Number tokens that JSON.parse turns into Infinity, 0, lost precision or a parse error. */
const RAW_NUMBERS = [
  'NaN',
  'Infinity',
  '1e999',
  '-1e999',
  '1e-999',
  '-0',
  '123456789012345678901234567890',
  '9007199254740993',
  '0.1e1',
  '1E2',
];

const HOSTILE_NUMBERS = [
  -1,
  0,
  1.5,
  -0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  NaN,
  Infinity,
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
);

const hostileNumber: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)),
  fc.double(),
  fc.integer(),
);

const hostileLeaf: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<Json>(null, true, false, [], {}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      new RawJson('{"__proto__":{"isAdmin":true}}'),
      new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
      new RawJson(`${'['.repeat(2_000)}${']'.repeat(2_000)}`),
    ),
  },
);

/** Any JSON a hostile client might send where one value is expected. */
export const hostileValue: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileLeaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/**
 * Values a route's own data may hold, mixed into generated input so requests reach past
 * validation: string and integer fields take them now and then (ids, brand refs, codes).
 */
export interface ValuePool {
  strings: readonly string[];
  integers: readonly number[];
  /** Generators for fields known by name (mobile numbers, brand refs) whatever their schema. */
  byName?: (name: string) => fc.Arbitrary<Json> | undefined;
  /** Every field that can hold a pooled value gets one. */
  prefer?: boolean;
}

interface Generation {
  pool: ValuePool;
  /** How often a field gets a hostile value instead of one its schema allows (0..1). */
  hostility: number;
}

/** Replaces `$ref`s to the schema's own `$defs` by what they point at. */
export function inlineRefs(schema: JsonSchema): JsonSchema {
  const defs = (schema as { $defs?: Record<string, JsonSchema> }).$defs ?? {};
  const walk = (node: unknown, depth: number): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, depth));
    if (node === null || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && depth < 20) {
      const target = defs[ref.replace('#/$defs/', '')];
      if (target) return walk(target, depth + 1);
    }
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== '$defs' && key !== '$schema')
        .map(([key, value]) => [key, walk(value, depth)]),
    );
  };
  return walk(schema, 0) as JsonSchema;
}

const integerIn = (schema: JsonSchema, pool: ValuePool): fc.Arbitrary<number> => {
  const min = Math.max(
    schema.minimum ?? -(2 ** 53) + 1,
    schema.exclusiveMinimum === undefined ? -Infinity : schema.exclusiveMinimum + 1,
  );
  const max = Math.min(
    schema.maximum ?? 2 ** 53 - 1,
    schema.exclusiveMaximum === undefined ? Infinity : schema.exclusiveMaximum - 1,
  );
  const inRange = pool.integers.filter((n) => n >= min && n <= max);
  if (pool.prefer && inRange.length > 0) return fc.constantFrom(...inRange);
  return fc.oneof(
    fc.constantFrom(min, max, Math.max(min, Math.min(max, 1))),
    fc.integer({ min: Math.max(min, -1_000), max: Math.min(max, 1_000) }),
    // Drawn within the bounds: filtering the whole safe range hangs on a narrow one far from 0.
    fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number),
    ...(inRange.length > 0 ? [fc.constantFrom(...inRange)] : []),
  );
};

const stringIn = (schema: JsonSchema, pool: ValuePool): fc.Arbitrary<string> => {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 80, 300);
  const fits = (s: string) => s.length >= min && s.length <= (schema.maxLength ?? Infinity);
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const pooled = pool.strings.filter((s) => fits(s) && (!pattern || pattern.test(s)));
  if (pool.prefer && pooled.length > 0) return fc.constantFrom(...pooled);
  const base = pattern
    ? fc.stringMatching(pattern).filter(fits)
    : fc.oneof(
        fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
        fc.constantFrom(...HOSTILE_STRINGS).filter(fits),
      );
  return pooled.length > 0 ? fc.oneof(base, fc.constantFrom(...pooled)) : base;
};

/** A value of the schema's shape; with hostility above 0 its fields are now and then hostile. */
function shaped(schema: JsonSchema, generation: Generation, name?: string): fc.Arbitrary<Json> {
  const named = name === undefined ? undefined : generation.pool.byName?.(name);
  if (named) return named;
  if (schema.const !== undefined) return fc.constant(schema.const as Json);
  if (schema.enum) return fc.constantFrom(...(schema.enum as Json[]));
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => shaped(choice, generation, name)));
  if (schema.allOf?.length === 1) return shaped(schema.allOf[0]!, generation, name);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => shaped({ ...schema, type }, generation, name)));
  }
  switch (types[0] ?? 'any') {
    case 'string':
      return stringIn(schema, generation.pool);
    case 'integer':
      return integerIn(schema, generation.pool);
    case 'number': {
      const min = schema.minimum ?? -1e9;
      const max = schema.maximum ?? 1e9;
      return fc.oneof(
        integerIn({ minimum: Math.ceil(min), maximum: Math.floor(max) }, generation.pool),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(field(schema.items ?? {}, generation), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectOf(schema, generation);
    default:
      return hostileValue;
  }
}

/** A field's value: allowed, or now and then hostile; nested fields are hostile less often. */
function field(schema: JsonSchema, generation: Generation, name?: string): fc.Arbitrary<Json> {
  if (generation.hostility <= 0) return shaped(schema, generation, name);
  const inner = { ...generation, hostility: generation.hostility / 4 };
  return fc.oneof(
    {
      weight: Math.round((1 - generation.hostility) * 100),
      arbitrary: shaped(schema, inner, name),
    },
    { weight: Math.round(generation.hostility * 100), arbitrary: hostileValue },
  );
}

function objectOf(schema: JsonSchema, generation: Generation): fc.Arbitrary<Json> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, field(value, generation, key)]),
  );
  const required = (schema.required ?? []).filter((key) => key in properties);
  // Some, only the required, or every field: rules tying optional fields together get all three.
  const some = fc.oneof(
    fc.record(model, { requiredKeys: required }),
    fc.record(Object.fromEntries(required.map((key) => [key, model[key]!]))),
    fc.record(model),
  );
  if (generation.hostility <= 0) return some;
  const loose = fc.record(model, { requiredKeys: [] });
  const extra = fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 });
  return fc
    .tuple(fc.oneof({ weight: 3, arbitrary: some }, { weight: 1, arbitrary: loose }), extra)
    .map(([known, more]) => ({ ...more, ...known }) as Json);
}

/** A request body for the schema: mostly its own shape with hostile values mixed in. */
export function hostileBody(schema: JsonSchema, pool: ValuePool): fc.Arbitrary<Json> {
  return fc.oneof(
    { weight: 5, arbitrary: shaped(schema, { pool, hostility: 0.25 }) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A body the schema accepts, built only from allowed and pooled values. */
export function allowedBody(schema: JsonSchema, pool: ValuePool): fc.Arbitrary<Json> {
  return shaped(schema, { pool, hostility: 0 });
}

/** Query or form fields for an object schema: strings, repeated keys, hostile text. */
export function hostileFields(
  schema: JsonSchema | undefined,
  pool: ValuePool,
): fc.Arbitrary<[string, string][]> {
  const properties = Object.entries(schema?.properties ?? {});
  const generation = { pool, hostility: 0 };
  const one = (name: string, value: JsonSchema) =>
    fc
      .oneof(
        { weight: 4, arbitrary: shaped(value, generation, name).map((v) => [toText(v)]) },
        { weight: 2, arbitrary: hostileString.map((v) => [v]) },
        { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
        { weight: 1, arbitrary: fc.constant([] as string[]) },
      )
      .map((values) => values.map((v): [string, string] => [name, v]));
  const extra = fc.array(fc.tuple(fc.string({ maxLength: 12 }), hostileString), { maxLength: 2 });
  return fc
    .tuple(fc.tuple(...properties.map(([name, value]) => one(name, value))), extra)
    .map(([known, more]) => [...known.flat(), ...more]);
}

/** Fields the query schema accepts, for reaching a route's logic. */
export function allowedFields(
  schema: JsonSchema | undefined,
  pool: ValuePool,
): fc.Arbitrary<[string, string][]> {
  const properties = Object.entries(schema?.properties ?? {});
  const generation = { pool, hostility: 0 };
  return fc.tuple(
    ...properties.map(([name, value]) =>
      shaped(value, generation, name).map((v): [string, string] => [name, toText(v)]),
    ),
  );
}

/** Percent-encodes UTF-8 bytes; lone surrogates (which encodeURIComponent rejects) become U+FFFD. */
export function encodeComponent(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

export function toQuery(pairs: readonly [string, string][]): string {
  return pairs.map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`).join('&');
}

/** Query text no encoder would write: broken escapes, stray separators, raw bytes. */
export const rawQueryNoise = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '&&&',
  '=',
  'a=1=2',
  '%00=%00',
  'brandRef',
  'brandRef[]=demo',
  'brandRef[x]=demo',
  '__proto__[x]=1',
  ';;',
  '+',
);

/** A header value Node will send: the hostile text with characters HTTP cannot carry dropped. */
export const toHeaderValue = (text: string) =>
  text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '').slice(0, 8_000);

/** A multipart/form-data payload with text fields and optional files. */
export function multipartPayload(
  fields: readonly [string, string][],
  files: readonly { field: string; filename: string; type: string; bytes: Buffer }[] = [],
  boundary = '----hostile-boundary-7f3a',
) {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
