import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type RouteSchema = z.core.$ZodType | { properties: z.core.$ZodType };
type Serializer = (data: unknown) => string;

class Unmirrored extends Error {}

/**
 * A JSON Schema from which fast-json-stringify writes exactly the bytes that
 * `JSON.stringify(zodSchema.encode(data))` writes for any data the zod schema accepts, or null
 * when the schema uses something whose encoding it cannot mirror (transforms, pipes, object
 * unions, tuples, lazy schemas...): such a response keeps zod's serialiser.
 *
 * It is written from zod's definitions rather than taken from z.toJSONSchema, which describes
 * values for documentation: its `anyOf` for nullable and unions makes fast-json-stringify pick a
 * branch by validating with ajv (slow, and an object branch with `additionalProperties: false`
 * refuses the extra keys that zod strips), its `default` writes values zod's encode does not, and
 * its string formats change how a Date is written.
 */
export function mirrorSchema(schema: z.core.$ZodType): JsonSchema | null {
  try {
    return mirror(schema);
  } catch (err) {
    if (err instanceof Unmirrored) return null;
    throw err;
  }
}

function mirror(schema: z.core.$ZodType): JsonSchema {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return { type: 'string' };
    case 'number':
      // fast-json-stringify writes a 'number' as `'' + value`, which is JSON.stringify's text for
      // every finite number zod lets through; 'integer' would round instead.
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'null':
      return { type: 'null' };
    case 'date':
      // toISOString's text, as JSON.stringify writes a Date.
      return { type: 'string', format: 'date-time' };
    case 'any':
    case 'unknown':
      // Written with JSON.stringify.
      return {};
    case 'enum':
      return primitive(Object.values(def.entries));
    case 'literal':
      return primitive(def.values);
    case 'object':
      return object(def);
    case 'array':
      if (def.element._zod.optout === 'optional') throw new Unmirrored('optional array items');
      return { type: 'array', items: mirror(def.element) };
    case 'record': {
      // zod walks an enum-keyed record in the enum's order, not the value's.
      if ((def.keyType as z.core.$ZodTypes)._zod.def.type !== 'string') {
        throw new Unmirrored('record keys other than strings');
      }
      return { type: 'object', additionalProperties: mirror(def.valueType) };
    }
    case 'nullable':
      return nullable(mirror(def.innerType));
    case 'union':
      return union(def.options);
    // Encoding passes over defaults and catches (they fill in only when decoding); optional is the
    // object's business.
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return mirror(def.innerType);
    case 'bigint':
    case 'custom':
    case 'file':
    case 'function':
    case 'intersection':
    case 'lazy':
    case 'map':
    case 'nan':
    case 'never':
    case 'pipe':
    case 'promise':
    case 'set':
    case 'success':
    case 'symbol':
    case 'transform':
    case 'tuple':
    case 'undefined':
    case 'void':
      throw new Unmirrored(def.type);
  }
}

function primitive(values: readonly unknown[]): JsonSchema {
  const types = new Set(values.map((value) => (value === null ? 'null' : typeof value)));
  const [type] = types;
  if (types.size !== 1 || !['string', 'number', 'boolean', 'null'].includes(type!)) {
    throw new Unmirrored('literals of mixed or non-JSON types');
  }
  return { type };
}

function nullable(inner: JsonSchema): JsonSchema {
  if (inner.type === undefined || inner.type === 'null') throw new Unmirrored('nullable of that');
  return { ...inner, nullable: true };
}

/** Unions of one primitive type (string literals, enums), optionally with null. */
function union(options: readonly z.core.$ZodType[]): JsonSchema {
  const mirrored = options.map(mirror);
  const nonNull = mirrored.filter((option) => option.type !== 'null');
  const [first] = nonNull;
  if (
    !first ||
    !['string', 'number', 'boolean'].includes(first.type as string) ||
    nonNull.some((option) => Object.keys(option).length !== 1 || option.type !== first.type)
  ) {
    throw new Unmirrored('union other than of one primitive type');
  }
  return nonNull.length < mirrored.length ? nullable(first) : first;
}

function object(def: z.core.$ZodObjectDef): JsonSchema {
  // A strict object's never-catchall accepts nothing extra, so its output is a plain object's.
  const catchall = def.catchall as z.core.$ZodTypes | undefined;
  if (catchall && catchall._zod.def.type !== 'never') throw new Unmirrored('catchall');
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  let leading = true;
  for (const [key, value] of Object.entries(def.shape)) {
    properties[key] = mirror(value);
    // fast-json-stringify writes required keys first; listing only the leading ones keeps the
    // schema's key order (zod's) and still refuses most missing values.
    leading &&= value._zod.optout !== 'optional';
    if (leading) required.push(key);
  }
  return { type: 'object', properties, required };
}

/**
 * Responses are written by fast-json-stringify from a schema mirrored from the route's zod schema,
 * with the same bytes as fastify-type-provider-zod's serialiser (zod encode, then JSON.stringify)
 * at several times its speed. A zod schema that cannot be mirrored keeps that serialiser.
 *
 * `checkAgainstZod` (the test suite) also runs zod's serialiser on every response: a response zod
 * refuses fails as it does in production today, and one whose bytes differ fails loudly, so the
 * API tests prove the two agree. Production skips it: it would cost what the mirror saves.
 */
export function responseSerializerCompiler(options: {
  checkAgainstZod: boolean;
}): FastifySerializerCompiler<RouteSchema> {
  return (route) => {
    const schema = route.schema instanceof z.core.$ZodType ? route.schema : route.schema.properties;
    const viaZod = zodSerializerCompiler(route) as Serializer;
    const jsonSchema = mirrorSchema(schema);
    if (!jsonSchema) return viaZod;
    const fast = fastJson(jsonSchema) as Serializer;
    if (!options.checkAgainstZod) return fast;
    return (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: the fast serialiser wrote ${written}, zod's ${expected}`,
        );
      }
      return written;
    };
  };
}
