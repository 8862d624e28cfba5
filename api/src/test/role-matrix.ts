import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { operatorRoles, type OperatorRole } from '@crm/contract/operator-auth';
import { createBrandWithDefaults } from '../db/seed/new-brand';
import { signedInOperator } from '../modules/operators/test-fixtures';
import type { TestContext } from './harness';
import { signedInMember } from './member-fixture';

/*
 * The role matrix of operator routes: each role of the brand signed in, each route asked, and a
 * role the route does not allow must get 403 while an allowed one must get anything else (its
 * answer is the route's own business: 200, 400, 404, 409 ...). A member's token and no token get
 * 401. For routes that name a record of the brand, an operator of another brand whose role is
 * allowed gets 404: the record is not theirs to know of.
 */

export interface RoleCase {
  method: NonNullable<InjectOptions['method']>;
  /** The full path, e.g. `/api/v1.0/operator/team/operators/12`. */
  url: string;
  payload?: object;
  /** A body of its own per role and brand, so that creating twice does not collide. */
  payloadFor?: (role: OperatorRole, brand: 'own' | 'other') => object;
  /** The roles that may; every other role gets 403. */
  allowed: readonly OperatorRole[];
  /** The URL names a record of the brand: another brand's operator gets 404. */
  target?: boolean;
}

/** A brand of its own with its defaults, for operators who must not see the brand under test. */
export async function createOtherBrand(ctx: Pick<TestContext, 'db' | 'storage'>) {
  const ref = `other-${randomBytes(4).toString('hex')}`;
  const seed = await ctx.db.transaction((tx) =>
    createBrandWithDefaults(tx, ctx.storage, { ref, nameTh: 'แบรนด์อื่น', nameEn: 'Other brand' }),
  );
  return { id: seed!.brand.id, ref };
}

type Headers = Record<string, string>;

/** Checks every case for every role; answers the status each role got, per case, for more checks. */
export async function expectRoleMatrix(
  ctx: TestContext,
  cases: readonly RoleCase[],
  options: { brandRef?: string } = {},
): Promise<Record<OperatorRole, number>[]> {
  const brandRef = options.brandRef ?? 'demo';
  const headersOf = new Map<OperatorRole, Headers>();
  for (const role of operatorRoles) {
    headersOf.set(role, (await signedInOperator(ctx, { role, brandRef })).headers);
  }
  const member = await signedInMember(ctx, { brandRef });
  const needsOther = cases.some((c) => c.target);
  const other = needsOther ? await createOtherBrand(ctx) : undefined;
  const otherHeaders = new Map<OperatorRole, Headers>();
  if (other) {
    for (const role of operatorRoles) {
      otherHeaders.set(role, (await signedInOperator(ctx, { role, brandRef: other.ref })).headers);
    }
  }

  const ask = (c: RoleCase, headers: Headers, role: OperatorRole, brand: 'own' | 'other') => {
    const payload = c.payloadFor ? c.payloadFor(role, brand) : c.payload;
    return ctx.app.inject({
      method: c.method,
      url: c.url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  };

  const results: Record<OperatorRole, number>[] = [];
  for (const c of cases) {
    const name = `${c.method} ${c.url}`;
    const statuses = {} as Record<OperatorRole, number>;
    for (const role of operatorRoles) {
      const res = await ask(c, headersOf.get(role)!, role, 'own');
      statuses[role] = res.statusCode;
      if (c.allowed.includes(role)) {
        expect([401, 403], `${name} as ${role}: ${res.body}`).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, `${name} as ${role}: ${res.body}`).toBe(403);
      }
    }
    results.push(statuses);
    for (const [who, headers] of [
      ['a member', member.headers],
      ['nobody', {}],
    ] as const) {
      const res = await ask(c, headers, 'owner', 'own');
      expect(res.statusCode, `${name} as ${who}`).toBe(401);
    }
    if (c.target) {
      for (const role of c.allowed) {
        const res = await ask(c, otherHeaders.get(role)!, role, 'other');
        expect(res.statusCode, `${name} as another brand's ${role}: ${res.body}`).toBe(404);
      }
    }
  }
  return results;
}
