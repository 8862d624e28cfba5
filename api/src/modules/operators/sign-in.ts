import type { FastifyBaseLogger } from 'fastify';
import type {
  OperatorBranch,
  OperatorLoginRequest,
  OperatorLoginResponse,
} from '@crm/contract/operator-auth';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { secretMatches, unmatchableHash } from '../../lib/slow-hash';
import * as audit from '../audit/service';
import type { SessionSettings } from '../session/service';
import type { Throttle } from '../throttle/service';
import {
  findBranchesOf,
  findOperatorByLogin,
  revokeOperatorSessions,
  updateOperator,
  type OperatorRow,
} from './repository';
import { useSecondFactor, type SecondFactor } from './second-factor';
import { openOperatorSession, type OperatorClient } from './sessions';

export interface OperatorDeps {
  db: Db;
  log: FastifyBaseLogger;
  throttle: Throttle;
  session: SessionSettings;
  totpKey: Buffer;
}

const actor = (operator: OperatorRow, client: OperatorClient): audit.AuditActor => ({
  brandId: operator.brandId,
  operatorId: operator.id,
  role: operator.role,
  ip: client.ip,
  requestId: client.requestId,
});

/** The branches an operator works at, as sign-in and the console show them. */
export async function branchesOf(
  db: Db,
  operator: Pick<OperatorRow, 'id' | 'brandId'>,
): Promise<OperatorBranch[]> {
  const rows = await findBranchesOf(db, operator.brandId, [operator.id]);
  return rows.map((row) => ({
    branch_ref: row.branchRef,
    name_th: row.nameTh,
    name_en: row.nameEn,
  }));
}

/**
 * Signs an operator in. A wrong password, an unknown login, a disabled operator and an inactive
 * brand get the same answer in about the same time: the password is always checked against a
 * hash, and a known login's failure is recorded after the answer, not before it. With TOTP on, a
 * missing code answers OPERATOR_TOTP_REQUIRED (the console then asks for it) and a wrong one
 * OPERATOR_TOTP_INVALID. Attempts are throttled per login and per address.
 */
export async function signInOperator(
  deps: OperatorDeps,
  input: OperatorLoginRequest,
  client: OperatorClient,
): Promise<OperatorLoginResponse['data']> {
  await deps.throttle.attempt('operator-login', { ip: client.ip, subject: input.login });
  const found = await findOperatorByLogin(deps.db, input.login);
  const passwordHash = found?.operator.passwordHash ?? (await unmatchableHash());
  const passwordRight = await secretMatches(input.password, passwordHash);
  if (!found || !passwordRight || found.operator.isDisabled || !found.brandActive) {
    if (found) recordFailure(deps, found.operator, client, passwordRight ? 'disabled' : 'password');
    throw new AppError('OPERATOR_LOGIN_FAILED');
  }
  const operator = found.operator;
  if (operator.totpEnabled && !input.totp) throw new AppError('OPERATOR_TOTP_REQUIRED');

  const outcome = await transaction(deps.db, async (tx) => {
    let factor: SecondFactor | null = null;
    if (operator.totpEnabled) {
      factor =
        (await useSecondFactor(tx, deps.totpKey, operator, input.totp ?? '', {
          recovery: true,
        })) ?? null;
      if (!factor) return undefined;
    }
    const session = await openOperatorSession(
      tx,
      deps.session,
      { id: operator.id, brandId: operator.brandId, brandRef: found.brandRef },
      client,
    );
    await updateOperator(tx, operator.brandId, operator.id, { lastSignInAt: new Date() });
    await audit.record(tx, actor(operator, client), {
      action: 'operator.sign_in',
      targetType: 'operator',
      targetId: operator.id,
      after: { session_id: session.sessionId, second_factor: factor },
    });
    return { accessToken: session.accessToken };
  });
  if (!outcome) {
    recordFailure(deps, operator, client, 'second_factor');
    throw new AppError('OPERATOR_TOTP_INVALID');
  }
  await deps.throttle.succeeded('operator-login', input.login);

  return {
    access_token: outcome.accessToken,
    token_type: 'Bearer',
    expires_in: deps.session.accessTokenMinutes * 60,
    operator: {
      role: operator.role,
      brand_ref: found.brandRef,
      branches: await branchesOf(deps.db, operator),
      must_change_password: operator.mustChangePassword,
    },
  };
}

/**
 * Records a refused sign-in of a known login in the audit log, after the answer went out: the
 * time an answer takes must not tell a known login from an unknown one.
 */
function recordFailure(
  deps: OperatorDeps,
  operator: OperatorRow,
  client: OperatorClient,
  reason: 'password' | 'disabled' | 'second_factor',
) {
  void transaction(deps.db, (tx) =>
    audit.record(tx, actor(operator, client), {
      action: 'operator.sign_in_failed',
      targetType: 'operator',
      targetId: operator.id,
      after: { reason },
    }),
  ).catch((error: unknown) => deps.log.warn({ err: error }, 'refused sign-in not recorded'));
}

/** Ends the session the request came with. */
export async function signOutOperator(
  db: Db,
  who: { brandId: number; sessionId: string; operatorId: number },
  request: Parameters<typeof audit.record>[1],
): Promise<void> {
  await transaction(db, async (tx) => {
    await revokeOperatorSessions(tx, who.brandId, { sessionId: who.sessionId }, new Date());
    await audit.record(tx, request, {
      action: 'operator.sign_out',
      targetType: 'operator_session',
      targetId: who.sessionId,
    });
  });
}
