import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { OperatorPermission, OperatorRole } from '@crm/contract/operator-auth';
import { AppError } from '../errors/app-error';
import { findLiveOperator } from '../modules/operators/sessions';
import { authenticateApiKey } from '../modules/store/api-keys';
import { authenticateBearer } from '../modules/session/bearer';

export interface OperatorAuth {
  operatorId: number;
  brandId: number;
  brandRef: string;
  role: OperatorRole;
  /** Active branches the operator works at; empty for owners and admins (the whole brand). */
  branchRefs: string[];
  sessionId: string;
  /** What the operator's role may do, read from role_permissions at this request. */
  permissions: ReadonlySet<OperatorPermission>;
  mustChangePassword: boolean;
}

/** A preHandler made by requireOperator; the route catalogue reads which permission it checks. */
export type OperatorGuard = ((request: FastifyRequest) => Promise<void>) & {
  readonly [operatorGuard]: OperatorPermission | null;
};
const operatorGuard = Symbol('operatorGuard');

declare module 'fastify' {
  interface FastifyInstance {
    /** Encrypts operators' TOTP secrets at rest (see lib/secret.ts). */
    operatorTotpKey: Buffer;
    /**
     * Guard of operator routes, listed as a preHandler (it runs before validation, see below):
     * an operator token (members' are another audience) whose
     * server session is live, of an operator not disabled, of an active brand, whose role holds
     * `permission`. Without a permission, any signed-in operator: the routes of one's own
     * account, which also work while a one-time password waits to be changed.
     */
    requireOperator: (
      permission?: OperatorPermission,
      options?: { apiKey?: boolean },
    ) => OperatorGuard;
  }
  interface FastifyRequest {
    operator: OperatorAuth | null;
    /** A branch's POS calling the Store API with X-Api-Key, on routes that take one. */
    apiKey: ApiKeyAuth | null;
  }
}

export interface ApiKeyAuth {
  apiKeyId: number;
  brandId: number;
  branchRef: string;
}

export const API_KEY_HEADER = 'x-api-key';

/** The permission a preHandler checks: null for any operator, undefined when it is no operator guard. */
export function guardedPermission(hook: unknown): OperatorPermission | null | undefined {
  return typeof hook === 'function' && operatorGuard in hook
    ? (hook as OperatorGuard)[operatorGuard]
    : undefined;
}

export const operatorAuthPlugin = fp<{ totpKey: Buffer }>(
  (app, opts) => {
    app.decorate('operatorTotpKey', opts.totpKey);
    app.decorateRequest('operator', null);
    app.decorateRequest('apiKey', null);

    const authenticate = async (request: FastifyRequest): Promise<OperatorAuth> => {
      const { claims, session } = await authenticateBearer(
        request,
        app.sessionSettings,
        app.sessionLiveness,
        'operator',
        (claims) => findLiveOperator(app.db, claims),
      );
      return {
        operatorId: session.operatorId,
        brandId: claims.brand_id,
        brandRef: claims.brand_ref,
        role: session.role,
        // Copied: the cached session is shared by every request of its token.
        branchRefs: [...session.branchRefs],
        sessionId: claims.sid,
        permissions: new Set(session.permissions),
        mustChangePassword: session.mustChangePassword,
      };
    };

    app.decorate(
      'requireOperator',
      (permission?: OperatorPermission, options: { apiKey?: boolean } = {}): OperatorGuard => {
        const guard = async (request: FastifyRequest) => {
          const key = request.headers[API_KEY_HEADER];
          if (options.apiKey && key !== undefined) {
            request.apiKey = await authenticateApiKey(app.db, key);
            return;
          }
          const operator = await authenticate(request);
          request.operator = operator;
          if (!permission) return;
          if (operator.mustChangePassword) throw new AppError('OPERATOR_PASSWORD_CHANGE_REQUIRED');
          if (!operator.permissions.has(permission)) {
            throw new AppError(
              'FORBIDDEN',
              `Your role does not have the ${permission} permission.`,
            );
          }
        };
        return Object.assign(guard, { [operatorGuard]: permission ?? null });
      },
    );

    // Operator guards run before validation, wherever a route lists them: a caller without the
    // right token or role gets 401 or 403 and learns nothing of the route's schema.
    app.addHook('onRoute', (route) => {
      const handlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
      const guards = handlers.filter((hook) => guardedPermission(hook) !== undefined);
      if (guards.length === 0) return;
      route.preHandler = handlers.filter((hook) => !guards.includes(hook));
      route.preValidation = [
        ...guards,
        ...(route.preValidation === undefined ? [] : [route.preValidation].flat()),
      ];
    });
  },
  { name: 'operator-auth', dependencies: ['auth'] },
);

/** The signed-in operator of a route guarded by requireOperator. */
export function operatorOf(request: FastifyRequest): OperatorAuth {
  if (!request.operator) throw new AppError('UNAUTHORIZED');
  return request.operator;
}

/** Whether the signed-in operator's role holds the permission (for rules inside one route). */
export function operatorCan(request: FastifyRequest, permission: OperatorPermission): boolean {
  return operatorOf(request).permissions.has(permission);
}
