import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { OperatorPermission } from '@crm/contract/operator-auth';
import { guardedPermission } from '../plugins/operator-auth';

/** The subset of JSON Schema (draft 2020-12, as zod writes it) that test inputs are built from. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
}

export type RouteAuth = 'member' | 'optional' | 'operator' | 'public';

/** One route as registered: what it is called with and whose token it needs. */
export interface CatalogueRoute {
  method: string;
  url: string;
  auth: RouteAuth;
  /** For operator routes, the permission the route's guard checks (null: any operator). */
  permission?: OperatorPermission | null;
  /** Left out of the OpenAPI document. */
  hidden: boolean;
  /** Takes multipart/form-data as well as JSON. */
  multipart: boolean;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  headers?: JsonSchema;
}

type RouteHooks = RouteOptions['preHandler'] | RouteOptions['preValidation'];

const recorded = new Map<string, CatalogueRoute>();

/**
 * Wraps the Fastify factory so every instance it builds records its routes through onRoute,
 * the only way to see routes that OpenAPI hides. Auth is read off the route's hooks: the
 * member guards are the instance's own decorated functions, an operator guard says so itself.
 */
export function recordingFactory<F extends (...args: never[]) => FastifyInstance>(factory: F): F {
  const wrapped = (...args: Parameters<F>) => {
    const app = factory(...args);
    app.addHook('onRoute', function (this: FastifyInstance, route) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        recorded.set(`${method} ${route.url}`, describeRoute(this, route, method));
      }
    });
    return app;
  };
  return wrapped as unknown as F;
}

/** A `vi.mock('fastify', …)` factory: fastify whose instances record their routes. */
export async function recordingFastify(importOriginal: () => Promise<typeof import('fastify')>) {
  const real = await importOriginal();
  return { ...real, default: recordingFactory(real.default) };
}

function describeRoute(app: FastifyInstance, route: RouteOptions, method: string): CatalogueRoute {
  const hooks = [route.preValidation, route.preHandler].flatMap((hook: RouteHooks) =>
    hook === undefined ? [] : Array.isArray(hook) ? hook : [hook],
  );
  const guarded = (guard: unknown) => guard !== undefined && hooks.some((hook) => hook === guard);
  const operatorGuard = hooks.find((hook) => guardedPermission(hook) !== undefined);
  const auth: RouteAuth = guarded(app.requireMember)
    ? 'member'
    : guarded(app.optionalMember)
      ? 'optional'
      : operatorGuard
        ? 'operator'
        : 'public';
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const consumes = Array.isArray(schema.consumes) ? (schema.consumes as string[]) : [];
  return {
    method,
    url: route.url,
    auth,
    ...(operatorGuard ? { permission: guardedPermission(operatorGuard) } : {}),
    hidden: schema.hide === true,
    multipart: consumes.includes('multipart/form-data'),
    body: jsonSchemaOf(schema.body),
    querystring: jsonSchemaOf(schema.querystring),
    params: jsonSchemaOf(schema.params),
    headers: jsonSchemaOf(schema.headers),
  };
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
}

/**
 * Every route recorded so far under `prefix`, once per method (HEAD twins left out: they answer
 * with headers only), in a stable order.
 */
export function recordedRoutes(prefix: string): CatalogueRoute[] {
  return [...recorded.values()]
    .filter((route) => route.url.startsWith(prefix) && route.method !== 'HEAD')
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** "POST /api/v1.0/x" for test names and OpenAPI comparison. */
export const routeName = (route: Pick<CatalogueRoute, 'method' | 'url'>) =>
  `${route.method} ${route.url}`;
