import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { operatorLoginResponse, type OperatorRole } from '@crm/contract/operator-auth';
import type { Db } from '../../db/client';
import { branches, brands, operatorBranches, operators } from '../../db/schema';
import { hashSecret } from '../../lib/slow-hash';
import type { TestContext } from '../../test/harness';
import { openOperatorSession } from './sessions';
import { openSecret, sealSecret } from '../../lib/sealed-secret';
import { totpCodeAt } from './totp';

/** Test data for operator suites: branches, operators of each role, signed in through the API. */

let counter = 0;
const unique = () => `${process.pid % 10_000}${(counter += 1)}${randomBytes(3).toString('hex')}`;

/** A password no list holds, different every time. */
export const freshPassword = () => `Pw-${randomBytes(9).toString('base64url')}`;

/** A client address of its own, so the address-wide sign-in limit of one test never reaches another. */
export const freshAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function brandIdOf(db: Db, brandRef: string) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.ref, brandRef));
  if (!brand) throw new Error(`no brand ${brandRef}`);
  return brand.id;
}

export async function createBranch(db: Db, brandRef = 'demo', values: { branchRef?: string } = {}) {
  const brandId = await brandIdOf(db, brandRef);
  const branchRef = values.branchRef ?? `br-${unique()}`;
  const [row] = await db
    .insert(branches)
    .values({ brandId, branchRef, nameTh: `สาขา ${branchRef}`, nameEn: `Branch ${branchRef}` })
    .returning();
  return row!;
}

export interface TestOperator {
  id: number;
  brandId: number;
  brandRef: string;
  login: string;
  password: string;
  role: OperatorRole;
  /** The TOTP secret (base32) when TOTP is on. */
  totpSecret?: string;
}

/**
 * An operator of the brand with a known password; managers and cashiers get a branch of their
 * own unless told which. `totpSecret` (base32) turns TOTP on with that secret.
 */
export async function createOperator(
  ctx: Pick<TestContext, 'db' | 'app'>,
  options: {
    role: OperatorRole;
    brandRef?: string;
    branchIds?: number[];
    mustChangePassword?: boolean;
    totpSecret?: string;
    disabled?: boolean;
  },
): Promise<TestOperator> {
  const brandRef = options.brandRef ?? 'demo';
  const brandId = await brandIdOf(ctx.db, brandRef);
  const password = freshPassword();
  const login = `op${unique()}@${brandRef}`.toLowerCase();
  const [row] = await ctx.db
    .insert(operators)
    .values({
      brandId,
      login,
      name: `Test ${options.role}`,
      role: options.role,
      passwordHash: await hashSecret(password),
      mustChangePassword: options.mustChangePassword ?? false,
      isDisabled: options.disabled ?? false,
      ...(options.totpSecret
        ? {
            totpEnabled: true,
            totpSecret: sealSecret(ctx.app.operatorTotpKey, options.totpSecret),
          }
        : {}),
    })
    .returning();
  const atBranches = ['manager', 'cashier'].includes(options.role);
  const branchIds =
    options.branchIds ?? (atBranches ? [(await createBranch(ctx.db, brandRef)).id] : []);
  if (branchIds.length > 0) {
    await ctx.db
      .insert(operatorBranches)
      .values(branchIds.map((branchId) => ({ brandId, operatorId: row!.id, branchId })));
  }
  return {
    id: row!.id,
    brandId,
    brandRef,
    login,
    password,
    role: options.role,
    totpSecret: options.totpSecret,
  };
}

/** POST /operator/login from its own address. */
export function operatorLogin(
  ctx: Pick<TestContext, 'app'>,
  body: { login: string; password: string; totp?: string },
  options: { ip?: string; userAgent?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1.0/operator/login',
    payload: body,
    remoteAddress: options.ip ?? freshAddress(),
    headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
  });
}

/** Signs the operator in through the API: the token, its session and its bearer header. */
export async function signIn(ctx: Pick<TestContext, 'app'>, operator: TestOperator) {
  const res = await operatorLogin(ctx, {
    login: operator.login,
    password: operator.password,
    ...(operator.totpSecret ? { totp: totpCodeAt(operator.totpSecret) } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = operatorLoginResponse.parse(res.json()).data.access_token;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
  };
  return { token, sessionId: claims.sid, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A new server session of an operator, opened directly rather than through sign-in: for suites
 * that need many fresh sessions and would otherwise spend their time checking passwords.
 */
export async function freshSession(ctx: Pick<TestContext, 'db' | 'app'>, operator: TestOperator) {
  const { accessToken } = await openOperatorSession(ctx.db, ctx.app.sessionSettings, operator, {
    ip: freshAddress(),
    userAgent: 'test',
    requestId: 'test',
  });
  return { authorization: `Bearer ${accessToken}` };
}

/** A new operator of the role, signed in. */
export async function signedInOperator(
  ctx: Pick<TestContext, 'db' | 'app'>,
  options: Parameters<typeof createOperator>[1],
) {
  const operator = await createOperator(ctx, options);
  return { ...operator, ...(await signIn(ctx, operator)) };
}

/** The stored TOTP secret of an operator, opened (base32). */
export async function storedTotpSecret(ctx: Pick<TestContext, 'db' | 'app'>, operatorId: number) {
  const [row] = await ctx.db
    .select({ secret: operators.totpSecret })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return row?.secret ? openSecret(ctx.app.operatorTotpKey, row.secret) : undefined;
}
