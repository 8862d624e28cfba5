import type { FastifyRequest } from 'fastify';
import type { KeysetQuery } from '@crm/contract/keyset-page';
import type { OperatorBranch, OperatorRole } from '@crm/contract/operator-auth';
import type {
  Branch,
  OperatorCreateRequest,
  OperatorUpdateRequest,
  TeamOperator,
} from '@crm/contract/operator-team';
import type { Db } from '../../db/client';
import { sqlStateOf, transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { cursorId, keysetPageOf } from '../../lib/keyset';
import { hashSecret } from '../../lib/slow-hash';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import { oneTimePassword } from './passwords';
import {
  findBranchesByRefs,
  findBranchesOf,
  findOperator,
  findOperatorByLogin,
  insertBranch,
  insertOperator,
  listBranches,
  listOperators,
  lockActiveOwners,
  replaceRecoveryCodes,
  revokeOperatorSessions,
  setOperatorBranches,
  updateBranch,
  updateOperator,
  type BranchRow,
  type OperatorRow,
} from './repository';

/*
 * The brand's team (team.manage). Owners and admins work for the whole brand and have no
 * branches; managers and cashiers work at one or more. Only an owner creates, changes or resets
 * an owner; nobody disables or demotes the last owner, or disables, re-roles or resets
 * themselves. Every change is in the audit log with the operator before and after.
 */

const BRANCH_ROLES = new Set<OperatorRole>(['manager', 'cashier']);

function teamView(row: OperatorRow, branches: OperatorBranch[]): TeamOperator {
  return {
    operator_id: row.id,
    login: row.login,
    name: row.name,
    role: row.role,
    branches,
    disabled: row.isDisabled,
    totp_enabled: row.totpEnabled,
    must_change_password: row.mustChangePassword,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

async function branchesByOperator(db: Db, brandId: number, operatorIds: number[]) {
  const rows = await findBranchesOf(db, brandId, operatorIds);
  const byOperator = new Map<number, OperatorBranch[]>();
  for (const row of rows) {
    const list = byOperator.get(row.operatorId) ?? [];
    list.push({ branch_ref: row.branchRef, name_th: row.nameTh, name_en: row.nameEn });
    byOperator.set(row.operatorId, list);
  }
  return byOperator;
}

async function viewOf(db: Db, row: OperatorRow): Promise<TeamOperator> {
  return teamView(row, (await branchesByOperator(db, row.brandId, [row.id])).get(row.id) ?? []);
}

export async function listTeam(db: Db, brandId: number, query: KeysetQuery) {
  const rows = await listOperators(db, brandId, cursorId(query.cursor) ?? 0, query.limit + 1);
  const branches = await branchesByOperator(
    db,
    brandId,
    rows.map((row) => row.id),
  );
  return keysetPageOf(rows, query.limit, (row) => teamView(row, branches.get(row.id) ?? []));
}

/** The active branches of the brand these refs name, or BRANCH_NOT_FOUND; checks the role takes them. */
async function branchesFor(
  db: Db,
  brandId: number,
  role: OperatorRole,
  refs: string[],
): Promise<BranchRow[]> {
  const wanted = [...new Set(refs)];
  if (BRANCH_ROLES.has(role) !== wanted.length > 0) throw new AppError('OPERATOR_BRANCHES_INVALID');
  const found = await findBranchesByRefs(db, brandId, wanted);
  const missing = wanted.filter(
    (ref) => !found.some((row) => row.branchRef === ref && row.isActive),
  );
  if (missing.length > 0) {
    throw new AppError('BRANCH_NOT_FOUND', `No active branch ${missing.join(', ')} in your brand.`);
  }
  return found;
}

function requireOwnerFor(request: FastifyRequest, ...roles: (OperatorRole | undefined)[]) {
  if (roles.includes('owner') && operatorOf(request).role !== 'owner') {
    throw new AppError('OPERATOR_OWNER_ONLY');
  }
}

/**
 * Adds an operator with a one-time password (to be changed at first sign-in) inside `tx`, as
 * `who` did it: the team screen, or brand:create for a brand's first owner.
 */
export async function addOperator(
  tx: Db,
  who: FastifyRequest | audit.AuditActor,
  input: { brandId: number; login: string; name: string; role: OperatorRole; branchRefs: string[] },
): Promise<{ operator: TeamOperator; one_time_password: string }> {
  const branches = await branchesFor(tx, input.brandId, input.role, input.branchRefs);
  if (await findOperatorByLogin(tx, input.login)) throw new AppError('OPERATOR_LOGIN_TAKEN');
  const password = oneTimePassword();
  const row = await insertOperator(tx, {
    brandId: input.brandId,
    login: input.login,
    name: input.name,
    role: input.role,
    passwordHash: await hashSecret(password),
    mustChangePassword: true,
  }).catch((error: unknown) => {
    if (sqlStateOf(error) === '23505') throw new AppError('OPERATOR_LOGIN_TAKEN');
    throw error;
  });
  await setOperatorBranches(
    tx,
    input.brandId,
    row.id,
    branches.map((branch) => branch.id),
  );
  const operator = await viewOf(tx, row);
  await audit.record(tx, who, {
    action: 'team.operator.create',
    targetType: 'operator',
    targetId: row.id,
    after: operator,
  });
  return { operator, one_time_password: password };
}

/** The team screen's new operator, with the one-time password answered once. */
export async function createTeamOperator(
  db: Db,
  request: FastifyRequest,
  input: OperatorCreateRequest,
): Promise<{ operator: TeamOperator; one_time_password: string }> {
  const { brandId } = operatorOf(request);
  requireOwnerFor(request, input.role);
  return transaction(db, (tx) =>
    addOperator(tx, request, {
      brandId,
      login: input.login,
      name: input.name,
      role: input.role,
      branchRefs: input.branch_refs,
    }),
  );
}

/** Changes an operator's name, role, branches or disabled state, under the team's rules. */
export async function updateTeamOperator(
  db: Db,
  request: FastifyRequest,
  operatorId: number,
  patch: OperatorUpdateRequest,
): Promise<TeamOperator> {
  const me = operatorOf(request);
  const view = await transaction(db, async (tx) => {
    // Owners first, then the target: every change of owners takes the locks in one order.
    const owners = await lockActiveOwners(tx, me.brandId);
    const row = await findOperator(tx, me.brandId, operatorId, { forUpdate: true });
    if (!row) throw new AppError('OPERATOR_NOT_FOUND');
    requireOwnerFor(request, row.role, patch.role);
    const role = patch.role ?? row.role;
    const disabled = patch.disabled ?? row.isDisabled;
    if (row.id === me.operatorId && (role !== row.role || disabled !== row.isDisabled)) {
      throw new AppError('OPERATOR_SELF_CHANGE');
    }
    const stopsOwning = row.role === 'owner' && !row.isDisabled && (role !== 'owner' || disabled);
    if (stopsOwning && owners.filter((id) => id !== row.id).length === 0) {
      throw new AppError('OPERATOR_LAST_OWNER');
    }
    const before = await viewOf(tx, row);
    // Branches are checked when they or the role change; a rename leaves them as they are.
    if (patch.branch_refs !== undefined || role !== row.role) {
      const branchRefs =
        patch.branch_refs ??
        (BRANCH_ROLES.has(role) ? before.branches.map((branch) => branch.branch_ref) : []);
      const branches = await branchesFor(tx, me.brandId, role, branchRefs);
      await setOperatorBranches(
        tx,
        me.brandId,
        row.id,
        branches.map((branch) => branch.id),
      );
    }
    const updated = await updateOperator(tx, me.brandId, row.id, {
      ...(patch.name === undefined ? {} : { name: patch.name }),
      role,
      isDisabled: disabled,
    });
    if (disabled && !row.isDisabled) {
      await revokeOperatorSessions(tx, me.brandId, { operatorId: row.id }, new Date());
    }
    const after = await viewOf(tx, updated!);
    await audit.record(tx, request, {
      action: disabled && !row.isDisabled ? 'team.operator.disable' : 'team.operator.update',
      targetType: 'operator',
      targetId: row.id,
      before,
      after,
    });
    return after;
  });
  // Their sessions end, or their requests are checked against a new role and branches.
  await request.server.sessionLiveness.forget({
    audience: 'operator',
    brandId: me.brandId,
    subjectId: operatorId,
  });
  return view;
}

/**
 * Gives an operator a new one-time password (and, when asked, turns TOTP off): their sessions
 * end, and they choose a password at the next sign-in.
 */
export async function resetTeamOperatorPassword(
  db: Db,
  request: FastifyRequest,
  operatorId: number,
  options: { resetTotp: boolean },
): Promise<{ operator: TeamOperator; one_time_password: string }> {
  const me = operatorOf(request);
  const password = oneTimePassword();
  const passwordHash = await hashSecret(password);
  const operator = await transaction(db, async (tx) => {
    const row = await findOperator(tx, me.brandId, operatorId, { forUpdate: true });
    if (!row) throw new AppError('OPERATOR_NOT_FOUND');
    requireOwnerFor(request, row.role);
    if (row.id === me.operatorId) throw new AppError('OPERATOR_SELF_CHANGE');
    const before = await viewOf(tx, row);
    const updated = await updateOperator(tx, me.brandId, row.id, {
      passwordHash,
      mustChangePassword: true,
      ...(options.resetTotp ? { totpEnabled: false, totpSecret: null, totpLastStep: null } : {}),
    });
    if (options.resetTotp) await replaceRecoveryCodes(tx, me.brandId, row.id, []);
    await revokeOperatorSessions(tx, me.brandId, { operatorId: row.id }, new Date());
    const after = await viewOf(tx, updated!);
    await audit.record(tx, request, {
      action: 'team.operator.reset_password',
      targetType: 'operator',
      targetId: row.id,
      before,
      after,
    });
    return after;
  });
  await request.server.sessionLiveness.forget({
    audience: 'operator',
    brandId: me.brandId,
    subjectId: operatorId,
  });
  return { operator, one_time_password: password };
}

// Branches

function branchView(row: BranchRow): Branch {
  return {
    branch_ref: row.branchRef,
    name_th: row.nameTh,
    name_en: row.nameEn,
    active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listBrandBranches(db: Db, brandId: number, query: KeysetQuery) {
  const rows = await listBranches(db, brandId, cursorId(query.cursor) ?? 0, query.limit + 1);
  return keysetPageOf(rows, query.limit, branchView);
}

export async function createBranch(
  db: Db,
  request: FastifyRequest,
  input: { branch_ref: string; name_th: string; name_en: string },
): Promise<Branch> {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    const row = await insertBranch(tx, {
      brandId,
      branchRef: input.branch_ref,
      nameTh: input.name_th,
      nameEn: input.name_en,
    });
    if (!row) throw new AppError('BRANCH_REF_TAKEN');
    const view = branchView(row);
    await audit.record(tx, request, {
      action: 'team.branch.create',
      targetType: 'branch',
      targetId: row.branchRef,
      after: view,
    });
    return view;
  });
}

export async function updateBrandBranch(
  db: Db,
  request: FastifyRequest,
  branchRef: string,
  patch: { name_th?: string; name_en?: string; active?: boolean },
): Promise<Branch> {
  const { brandId } = operatorOf(request);
  const branch = await transaction(db, async (tx) => {
    const [row] = await findBranchesByRefs(tx, brandId, [branchRef]);
    if (!row) throw new AppError('BRANCH_NOT_FOUND');
    const updated = await updateBranch(tx, brandId, row.id, {
      ...(patch.name_th === undefined ? {} : { nameTh: patch.name_th }),
      ...(patch.name_en === undefined ? {} : { nameEn: patch.name_en }),
      ...(patch.active === undefined ? {} : { isActive: patch.active }),
    });
    const view = branchView(updated!);
    await audit.record(tx, request, {
      action: 'team.branch.update',
      targetType: 'branch',
      targetId: row.branchRef,
      before: branchView(row),
      after: view,
    });
    return view;
  });
  // Operators of a branch opened or closed work at other branches from their next request.
  if (patch.active !== undefined) {
    await request.server.sessionLiveness.forget({ audience: 'operator', brandId });
  }
  return branch;
}
