import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { OperatorPermission, OperatorRole } from '@crm/contract/operator-auth';
import type { Db } from '../../db/client';
import {
  branches,
  brands,
  demoCredentials,
  operatorBranches,
  operatorRecoveryCodes,
  operatorSessions,
  operators,
  rolePermissions,
} from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;

/** The operator a login names, with the brand it belongs to (logins are unique across brands). */
export async function findOperatorByLogin(db: Db, login: string) {
  const rows = await db
    .select({
      operator: operators,
      brandRef: brands.ref,
      brandActive: brands.isActive,
    })
    .from(operators)
    .innerJoin(brands, eq(brands.id, operators.brandId))
    .where(eq(operators.login, login))
    .limit(1);
  return rows[0];
}

export async function findOperator(
  db: Db,
  brandId: number,
  operatorId: number,
  options: { forUpdate?: boolean } = {},
): Promise<OperatorRow | undefined> {
  const query = db
    .select()
    .from(operators)
    .where(and(eq(operators.brandId, brandId), eq(operators.id, operatorId)))
    .limit(1);
  const rows = await (options.forUpdate ? query.for('update') : query);
  return rows[0];
}

export async function insertOperator(
  db: Db,
  values: {
    brandId: number;
    login: string;
    name: string;
    role: OperatorRole;
    passwordHash: string;
    mustChangePassword: boolean;
  },
): Promise<OperatorRow> {
  const rows = await db.insert(operators).values(values).returning();
  return rows[0]!;
}

export async function updateOperator(
  db: Db,
  brandId: number,
  operatorId: number,
  values: Partial<
    Pick<
      OperatorRow,
      | 'name'
      | 'role'
      | 'isDisabled'
      | 'passwordHash'
      | 'mustChangePassword'
      | 'passwordChangedAt'
      | 'totpSecret'
      | 'totpEnabled'
      | 'totpLastStep'
      | 'lastSignInAt'
    >
  >,
): Promise<OperatorRow | undefined> {
  const rows = await db
    .update(operators)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(operators.brandId, brandId), eq(operators.id, operatorId)))
    .returning();
  return rows[0];
}

/**
 * Records that a TOTP step was used, unless it (or a later one) already was: a code is accepted
 * once, even by two requests at the same moment.
 */
export async function claimTotpStep(
  db: Db,
  brandId: number,
  operatorId: number,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.brandId, brandId),
        eq(operators.id, operatorId),
        sql`(${operators.totpLastStep} is null or ${operators.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

/** The brand's owners who are not disabled, locked until the transaction ends. */
export async function lockActiveOwners(db: Db, brandId: number): Promise<number[]> {
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .where(
      and(
        eq(operators.brandId, brandId),
        eq(operators.role, 'owner'),
        eq(operators.isDisabled, false),
      ),
    )
    .orderBy(asc(operators.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** One page of the brand's operators, by id, after `afterId`. */
export async function listOperators(db: Db, brandId: number, afterId: number, limit: number) {
  return db
    .select()
    .from(operators)
    .where(and(eq(operators.brandId, brandId), gt(operators.id, afterId)))
    .orderBy(asc(operators.id))
    .limit(limit);
}

// Branches

export async function findBranchesOf(db: Db, brandId: number, operatorIds: number[]) {
  if (operatorIds.length === 0) return [];
  return db
    .select({
      operatorId: operatorBranches.operatorId,
      branchRef: branches.branchRef,
      nameTh: branches.nameTh,
      nameEn: branches.nameEn,
    })
    .from(operatorBranches)
    .innerJoin(branches, eq(branches.id, operatorBranches.branchId))
    .where(
      and(
        eq(operatorBranches.brandId, brandId),
        inArray(operatorBranches.operatorId, operatorIds),
        eq(branches.isActive, true),
      ),
    )
    .orderBy(asc(branches.branchRef));
}

/** Replaces the operator's branches with these (ids of the same brand). */
export async function setOperatorBranches(
  db: Db,
  brandId: number,
  operatorId: number,
  branchIds: number[],
) {
  await db
    .delete(operatorBranches)
    .where(and(eq(operatorBranches.brandId, brandId), eq(operatorBranches.operatorId, operatorId)));
  if (branchIds.length === 0) return;
  await db
    .insert(operatorBranches)
    .values(branchIds.map((branchId) => ({ brandId, operatorId, branchId })));
}

export async function findBranchesByRefs(db: Db, brandId: number, refs: string[]) {
  if (refs.length === 0) return [];
  return db
    .select()
    .from(branches)
    .where(and(eq(branches.brandId, brandId), inArray(branches.branchRef, refs)));
}

export async function listBranches(db: Db, brandId: number, afterId: number, limit: number) {
  return db
    .select()
    .from(branches)
    .where(and(eq(branches.brandId, brandId), gt(branches.id, afterId)))
    .orderBy(asc(branches.id))
    .limit(limit);
}

export async function insertBranch(
  db: Db,
  values: { brandId: number; branchRef: string; nameTh: string; nameEn: string },
): Promise<BranchRow | undefined> {
  const rows = await db.insert(branches).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateBranch(
  db: Db,
  brandId: number,
  branchId: number,
  values: Partial<Pick<BranchRow, 'nameTh' | 'nameEn' | 'isActive'>>,
): Promise<BranchRow | undefined> {
  const rows = await db
    .update(branches)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(branches.brandId, brandId), eq(branches.id, branchId)))
    .returning();
  return rows[0];
}

// Permissions

export async function findRolePermissions(db: Db, role: OperatorRole) {
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.role, role))
    .orderBy(asc(rolePermissions.permission));
  return rows.map((row) => row.permission as OperatorPermission);
}

// Sessions

/** Sessions of the brand that have neither ended nor expired. */
const liveSessions = (brandId: number, now: Date) =>
  and(
    eq(operatorSessions.brandId, brandId),
    isNull(operatorSessions.revokedAt),
    gt(operatorSessions.expiresAt, now),
  );

export async function insertOperatorSession(
  db: Db,
  values: { brandId: number; operatorId: number; expiresAt: Date; userAgent: string; ip: string },
): Promise<string> {
  const rows = await db
    .insert(operatorSessions)
    .values(values)
    .returning({ id: operatorSessions.id });
  return rows[0]!.id;
}

/**
 * A live session with everything a request of its operator is checked against: the operator
 * is not disabled, the brand is active, and the operator's branches and role permissions now.
 */
export async function findLiveOperatorSession(
  db: Db,
  brandId: number,
  sessionId: string,
  now: Date,
) {
  const rows = await db
    .select({
      operatorId: operators.id,
      role: operators.role,
      mustChangePassword: operators.mustChangePassword,
      lastSeenAt: operatorSessions.lastSeenAt,
      expiresAt: operatorSessions.expiresAt,
      branchRefs: sql<string[]>`coalesce((
        select json_agg(b.branch_ref order by b.branch_ref)
        from operator_branches ob join branches b on b.id = ob.branch_id
        where ob.brand_id = ${operators.brandId} and ob.operator_id = ${operators.id}
          and b.is_active), '[]'::json)`,
      permissions: sql<OperatorPermission[]>`coalesce((
        select json_agg(rp.permission order by rp.permission)
        from role_permissions rp where rp.role = ${operators.role}), '[]'::json)`,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .innerJoin(brands, eq(brands.id, operatorSessions.brandId))
    .where(
      and(
        liveSessions(brandId, now),
        eq(operatorSessions.id, sessionId),
        eq(operators.brandId, brandId),
        eq(operators.isDisabled, false),
        eq(brands.isActive, true),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function touchOperatorSession(db: Db, brandId: number, sessionId: string, now: Date) {
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(operatorSessions.brandId, brandId), eq(operatorSessions.id, sessionId)));
}

/** Live sessions of the brand, of one operator when given, newest first. */
export async function listLiveOperatorSessions(
  db: Db,
  brandId: number,
  operatorId: number,
  now: Date,
) {
  return db
    .select({ session: operatorSessions, login: operators.login })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(liveSessions(brandId, now), eq(operatorSessions.operatorId, operatorId)))
    .orderBy(sql`${operatorSessions.lastSeenAt} desc`);
}

export async function findLiveSessionById(db: Db, brandId: number, sessionId: string, now: Date) {
  const rows = await db
    .select()
    .from(operatorSessions)
    .where(and(liveSessions(brandId, now), eq(operatorSessions.id, sessionId)))
    .limit(1);
  return rows[0];
}

/**
 * Ends one session, or every session of an operator but `keep` (the one asking, when given).
 */
export async function revokeOperatorSessions(
  db: Db,
  brandId: number,
  which: { sessionId: string } | { operatorId: number; keep?: string },
  now: Date,
) {
  const scope =
    'sessionId' in which
      ? [eq(operatorSessions.id, which.sessionId)]
      : [
          eq(operatorSessions.operatorId, which.operatorId),
          ...(which.keep ? [ne(operatorSessions.id, which.keep)] : []),
        ];
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(eq(operatorSessions.brandId, brandId), isNull(operatorSessions.revokedAt), ...scope),
    );
}

// Recovery codes

export async function replaceRecoveryCodes(
  db: Db,
  brandId: number,
  operatorId: number,
  codeHashes: string[],
) {
  await db
    .delete(operatorRecoveryCodes)
    .where(
      and(
        eq(operatorRecoveryCodes.brandId, brandId),
        eq(operatorRecoveryCodes.operatorId, operatorId),
      ),
    );
  if (codeHashes.length === 0) return;
  await db
    .insert(operatorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ brandId, operatorId, codeHash })));
}

/** Uses up an unused recovery code of the operator; false when there is none with this hash. */
export async function useRecoveryCode(
  db: Db,
  brandId: number,
  operatorId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.brandId, brandId),
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, brandId: number, operatorId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(operatorRecoveryCodes)
    .where(
      and(
        eq(operatorRecoveryCodes.brandId, brandId),
        eq(operatorRecoveryCodes.operatorId, operatorId),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    );
  return row?.n ?? 0;
}

// Demo credentials

export async function insertDemoCredential(
  db: Db,
  values: { brandId: number; operatorId: number; password: string },
) {
  await db.insert(demoCredentials).values(values);
}

export async function deleteDemoCredential(db: Db, brandId: number, operatorId: number) {
  await db
    .delete(demoCredentials)
    .where(and(eq(demoCredentials.brandId, brandId), eq(demoCredentials.operatorId, operatorId)));
}

/** The brand's demo operators: role, login and the password the seed gave them (null once changed). */
export async function findDemoCredentials(db: Db, brandRef: string) {
  return db
    .select({ role: operators.role, login: operators.login, password: demoCredentials.password })
    .from(operators)
    .innerJoin(brands, eq(brands.id, operators.brandId))
    .leftJoin(
      demoCredentials,
      and(
        eq(demoCredentials.operatorId, operators.id),
        eq(demoCredentials.brandId, operators.brandId),
      ),
    )
    .where(eq(brands.ref, brandRef))
    .orderBy(asc(operators.id));
}
