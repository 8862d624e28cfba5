import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { layoutDisplayResponse } from '@crm/contract/app-config';
import { profileResponse } from '@crm/contract/customer';
import { errorBody } from '@crm/contract/envelope';
import { membershipInfoResponse } from '@crm/contract/membership';
import { pointHistoryResponse } from '@crm/contract/points';
import { issuePrivilegeResponse, privilegeListResponse } from '@crm/contract/privileges';
import { mirrorSchema, responseSerializerCompiler } from './response-serializer';

const compile = (schema: z.ZodType, checkAgainstZod = false) =>
  responseSerializerCompiler({ checkAgainstZod })({
    schema,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  }) as (data: unknown) => string;

/** What clients got before: zod's encode, then JSON.stringify. */
const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const expectSameBytes = (schema: z.ZodType, data: unknown) => {
  expect(mirrorSchema(schema)).not.toBeNull();
  expect(compile(schema)(data)).toBe(viaZod(schema, data));
};

describe('responses written from a mirrored JSON Schema', () => {
  it("keeps the schema's key order, leaves out undefined and unknown keys", () => {
    const schema = z.object({
      b: z.string(),
      a: z.number().optional(),
      c: z.number(),
      d: z.boolean().optional(),
      e: z.string(),
    });
    expectSameBytes(schema, { e: 'e', c: 1, extra: 'x', a: undefined, b: 'b' });
    expectSameBytes(schema, { e: 'e', d: false, c: -0, a: 2.5, b: '' });
  });

  it('writes nulls, dates, enums, literals, unions of one type and records as JSON.stringify does', () => {
    const schema = z.object({
      name: z.string().nullable(),
      count: z.number().int().nullable().optional(),
      nested: z.object({ x: z.number() }).nullable(),
      list: z.array(z.object({ y: z.string().nullish() })).nullable(),
      at: z.date(),
      until: z.date().nullable(),
      kind: z.enum(['one', 'two']),
      fixed: z.literal(1),
      either: z.union([z.literal('a'), z.literal('b'), z.null()]),
      counts: z.record(z.string(), z.number()),
      free: z.unknown(),
      defaulted: z.string().default('d'),
      strict: z.strictObject({ k: z.string() }),
    });
    const base = {
      name: null,
      nested: null,
      list: null,
      at: new Date('2026-11-24T19:40:00.123Z'),
      until: null,
      kind: 'two',
      fixed: 1,
      either: null,
      counts: { b: 1, 10: 2, a: 3, 2: 4 },
      free: { any: ['thing', 1, null, { deep: true }] },
      defaulted: 'given',
      strict: { k: 'v' },
    };
    expectSameBytes(schema, base);
    expectSameBytes(schema, {
      ...base,
      name: 'ชื่อ "quoted" \\ back',
      count: 3,
      nested: { x: 1e21, extra: 1 },
      list: [{ y: null }, {}, { y: 'z' }],
      until: new Date('0900-01-01T00:00:00.000Z'),
      either: 'b',
      free: undefined,
    });
  });

  it('escapes any string as JSON.stringify does, lone surrogates and control characters included', () => {
    const schema = z.object({ s: z.string(), n: z.number(), list: z.array(z.string()) });
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 6000 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.array(fc.string({ unit: 'binary' })),
        (s, n, list) => {
          expect(compile(schema)({ s, n, list })).toBe(viaZod(schema, { s, n, list }));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps zod's serialiser for what a schema cannot mirror", () => {
    const union = z.object({
      data: z.discriminatedUnion('type', [
        z.object({ type: z.literal('a'), a: z.string() }),
        z.object({ type: z.literal('b'), b: z.number() }),
      ]),
    });
    const piped = z.object({ n: z.string().pipe(z.string()) });
    const loose = z.looseObject({ k: z.string() });
    for (const schema of [union, piped, loose]) expect(mirrorSchema(schema)).toBeNull();
    const data = { data: { b: 2, type: 'b', extra: true } };
    expect(compile(union)(data)).toBe(viaZod(union, data));
  });

  it('mirrors the member reads and the error envelope', () => {
    for (const schema of [
      profileResponse,
      privilegeListResponse,
      pointHistoryResponse,
      membershipInfoResponse,
      layoutDisplayResponse,
      issuePrivilegeResponse,
      errorBody,
    ]) {
      expect(mirrorSchema(schema)).not.toBeNull();
    }
  });

  it('checked against zod, refuses what zod refuses', () => {
    const schema = z.object({ a: z.string(), b: z.number() });
    const checked = compile(schema, true);
    expect(checked({ a: 'x', b: 1 })).toBe('{"a":"x","b":1}');
    expect(() => checked({ a: 'x' })).toThrow();
    // Unchecked, a missing value the schema requires is refused too, rather than left out.
    expect(() => compile(schema)({ b: 1 })).toThrow();
  });
});
