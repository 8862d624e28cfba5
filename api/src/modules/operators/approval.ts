import type { FastifyRequest } from 'fastify';
import type { OperatorRole } from '@crm/contract/operator-auth';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { secretMatches, unmatchableHash } from '../../lib/slow-hash';
import { findOperatorByLogin } from './repository';
import { branchesOf } from './sign-in';

/** Roles that may approve what a cashier may not do alone. */
const APPROVERS = new Set<OperatorRole>(['owner', 'admin', 'manager']);

export interface Approver {
  operatorId: number;
  role: OperatorRole;
}

/**
 * A manager, admin or owner of the brand approving at someone else's device with their login and
 * password: a manager only at their own branches. Throttled per approver login like a re-typed
 * password; anything wrong is STORE_APPROVAL_INVALID, without saying what.
 */
export async function verifyApprover(
  db: Db,
  request: FastifyRequest,
  brandId: number,
  branchRef: string,
  credentials: { login: string; password: string },
): Promise<Approver> {
  await request.server.throttle.attempt('operator-reauth', {
    ip: request.ip,
    subject: `approval:${credentials.login}`,
  });
  const found = await findOperatorByLogin(db, credentials.login);
  const operator = found?.operator;
  const right = await secretMatches(
    credentials.password,
    operator?.passwordHash ?? (await unmatchableHash()),
  );
  if (!operator || !right || operator.isDisabled || operator.brandId !== brandId) {
    throw new AppError('STORE_APPROVAL_INVALID');
  }
  if (!APPROVERS.has(operator.role)) throw new AppError('STORE_APPROVAL_INVALID');
  if (operator.role === 'manager') {
    const branches = await branchesOf(db, operator);
    if (!branches.some((branch) => branch.branch_ref === branchRef)) {
      throw new AppError('STORE_APPROVAL_INVALID');
    }
  }
  return { operatorId: operator.id, role: operator.role };
}
