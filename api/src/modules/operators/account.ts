import type { FastifyRequest } from 'fastify';
import type {
  OperatorMe,
  OperatorSession,
  PasswordChangeRequest,
} from '@crm/contract/operator-auth';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { hashSecret, secretMatches } from '../../lib/slow-hash';
import { operatorCan, operatorOf, type OperatorAuth } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import { findBrandById } from '../brands/service';
import { checkNewPassword } from './passwords';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import {
  deleteDemoCredential,
  findLiveSessionById,
  findOperator,
  replaceRecoveryCodes,
  revokeOperatorSessions,
  updateOperator,
  type OperatorRow,
} from './repository';
import { useSecondFactor } from './second-factor';
import { liveSessionsOf } from './sessions';
import { branchesOf, type OperatorDeps } from './sign-in';
import { sealSecret } from '../../lib/sealed-secret';
import { newTotpSecret } from './totp';

/** The signed-in operator's own row; gone only if the operator was removed meanwhile. */
async function ownRow(db: Db, operator: OperatorAuth, options: { forUpdate?: boolean } = {}) {
  const row = await findOperator(db, operator.brandId, operator.operatorId, options);
  if (!row) throw new AppError('UNAUTHORIZED');
  return row;
}

const TOTP_ROLES = new Set(['owner', 'admin']);

export async function describeMe(db: Db, operator: OperatorAuth): Promise<OperatorMe> {
  const [row, brand] = await Promise.all([
    ownRow(db, operator),
    findBrandById(db, operator.brandId),
  ]);
  return {
    operator_id: row.id,
    login: row.login,
    name: row.name,
    role: row.role,
    brand_ref: operator.brandRef,
    brand_name_th: brand?.nameTh ?? '',
    brand_name_en: brand?.nameEn ?? '',
    branches: await branchesOf(db, row),
    permissions: [...operator.permissions].sort(),
    must_change_password: row.mustChangePassword,
    totp_enabled: row.totpEnabled,
    totp_recommended: TOTP_ROLES.has(row.role) && !row.totpEnabled,
    password_changed_at: row.passwordChangedAt?.toISOString() ?? null,
  };
}

/**
 * Changes the operator's own password: the current one must be right (tries throttled like
 * sign-in), the new one long enough, not common and not the same. Every other session of the
 * operator ends; the one asking goes on.
 */
export async function changePassword(
  deps: OperatorDeps,
  request: FastifyRequest,
  input: PasswordChangeRequest,
): Promise<void> {
  const operator = operatorOf(request);
  await deps.throttle.attempt('operator-reauth', {
    ip: request.ip,
    subject: String(operator.operatorId),
  });
  const row = await ownRow(deps.db, operator);
  if (!(await secretMatches(input.current_password, row.passwordHash)))
    throw new AppError('PASSWORD_CURRENT_WRONG');
  checkNewPassword(input.new_password, row.login);
  if (await secretMatches(input.new_password, row.passwordHash))
    throw new AppError('PASSWORD_UNCHANGED');
  const passwordHash = await hashSecret(input.new_password);
  await transaction(deps.db, async (tx) => {
    const now = new Date();
    await updateOperator(tx, row.brandId, row.id, {
      passwordHash,
      mustChangePassword: false,
      passwordChangedAt: now,
    });
    await revokeOperatorSessions(
      tx,
      row.brandId,
      { operatorId: row.id, keep: operator.sessionId },
      now,
    );
    // A demo password printed at start no longer works once its operator chose another.
    await deleteDemoCredential(tx, row.brandId, row.id);
    await audit.record(tx, request, {
      action: 'operator.password.change',
      targetType: 'operator',
      targetId: row.id,
      before: { must_change_password: row.mustChangePassword },
      after: { must_change_password: false, password_changed_at: now },
    });
  });
  // The asking session's too: it no longer has to change its password.
  await request.server.sessionLiveness.forget({
    audience: 'operator',
    brandId: row.brandId,
    subjectId: row.id,
  });
}

/**
 * Live sessions of the operator asking, or of another operator of the brand for one whose role
 * may end others' sessions (sessions.revoke).
 */
export async function listSessions(
  db: Db,
  request: FastifyRequest,
  operatorId: number | undefined,
): Promise<OperatorSession[]> {
  const operator = operatorOf(request);
  const whose = operatorId ?? operator.operatorId;
  if (whose !== operator.operatorId) {
    if (!operatorCan(request, 'sessions.revoke')) {
      throw new AppError('FORBIDDEN', 'Your role does not have the sessions.revoke permission.');
    }
    if (!(await findOperator(db, operator.brandId, whose)))
      throw new AppError('OPERATOR_NOT_FOUND');
  }
  return liveSessionsOf(db, operator.brandId, whose, operator.sessionId);
}

/** Ends a session: one's own, or (sessions.revoke) any of the brand. Its token fails at once. */
export async function revokeSession(
  db: Db,
  request: FastifyRequest,
  sessionId: string,
): Promise<void> {
  const operator = operatorOf(request);
  await transaction(db, async (tx) => {
    const session = await findLiveSessionById(tx, operator.brandId, sessionId, new Date());
    if (!session) throw new AppError('SESSION_NOT_FOUND');
    if (session.operatorId !== operator.operatorId && !operatorCan(request, 'sessions.revoke')) {
      throw new AppError('FORBIDDEN', 'Your role does not have the sessions.revoke permission.');
    }
    await revokeOperatorSessions(tx, operator.brandId, { sessionId }, new Date());
    await audit.record(tx, request, {
      action: 'operator.session.revoke',
      targetType: 'operator_session',
      targetId: sessionId,
      before: {
        operator_id: session.operatorId,
        created_at: session.createdAt,
        last_seen_at: session.lastSeenAt,
        address: session.ip,
      },
      after: { revoked: true },
    });
  });
  await request.server.sessionLiveness.forget({
    audience: 'operator',
    brandId: operator.brandId,
    sessionId,
  });
}

// TOTP

const reauth = (deps: OperatorDeps, request: FastifyRequest) =>
  deps.throttle.attempt('operator-reauth', {
    ip: request.ip,
    subject: String(operatorOf(request).operatorId),
  });

/**
 * Starts turning TOTP on: a new secret, kept encrypted and pending until a code from it is
 * confirmed. Asking again replaces a pending secret.
 */
export async function enrolTotp(
  deps: OperatorDeps,
  request: FastifyRequest,
): Promise<{ secret: string; otpauth_uri: string }> {
  const operator = operatorOf(request);
  return transaction(deps.db, async (tx) => {
    const row = await ownRow(tx, operator, { forUpdate: true });
    if (row.totpEnabled) throw new AppError('TOTP_ALREADY_ENABLED');
    const brand = await findBrandById(tx, operator.brandId);
    const { secret, uri } = newTotpSecret(
      row.login,
      `${brand?.nameEn ?? operator.brandRef} console`,
    );
    await updateOperator(tx, row.brandId, row.id, {
      totpSecret: sealSecret(deps.totpKey, secret),
      totpLastStep: null,
    });
    await audit.record(tx, request, {
      action: 'operator.totp.enrol',
      targetType: 'operator',
      targetId: row.id,
    });
    return { secret, otpauth_uri: uri };
  });
}

/** Turns TOTP on with a code from the pending secret; answers the recovery codes, once. */
export async function confirmTotp(
  deps: OperatorDeps,
  request: FastifyRequest,
  code: string,
): Promise<string[]> {
  await reauth(deps, request);
  const operator = operatorOf(request);
  const codes = newRecoveryCodes();
  const result = await transaction(deps.db, async (tx) => {
    const row = await ownRow(tx, operator, { forUpdate: true });
    if (row.totpEnabled) throw new AppError('TOTP_ALREADY_ENABLED');
    if (!row.totpSecret) throw new AppError('TOTP_NOT_ENROLLED');
    if (!(await useSecondFactor(tx, deps.totpKey, row, code, { recovery: false }))) return false;
    await updateOperator(tx, row.brandId, row.id, { totpEnabled: true });
    await replaceRecoveryCodes(tx, row.brandId, row.id, codes.map(recoveryCodeHash));
    await audit.record(tx, request, {
      action: 'operator.totp.enable',
      targetType: 'operator',
      targetId: row.id,
      before: { totp_enabled: false },
      after: { totp_enabled: true },
    });
    return true;
  });
  if (!result) throw new AppError('TOTP_CODE_INVALID');
  return codes;
}

/**
 * Runs `work` for the operator's own row, locked, once TOTP is on and `code` (an authenticator's
 * or a recovery code) is right; tries are throttled like sign-in.
 */
async function withTotpCode(
  deps: OperatorDeps,
  request: FastifyRequest,
  code: string,
  work: (tx: Db, row: OperatorRow) => Promise<void>,
): Promise<void> {
  await reauth(deps, request);
  const operator = operatorOf(request);
  await transaction(deps.db, async (tx) => {
    const row = await ownRow(tx, operator, { forUpdate: true });
    if (!row.totpEnabled) throw new AppError('TOTP_NOT_ENABLED');
    if (!(await useSecondFactor(tx, deps.totpKey, row, code, { recovery: true })))
      throw new AppError('TOTP_CODE_INVALID');
    await work(tx, row);
  });
}

/** Turns TOTP off; takes a current code or a recovery code. */
export async function disableTotp(
  deps: OperatorDeps,
  request: FastifyRequest,
  code: string,
): Promise<void> {
  await withTotpCode(deps, request, code, async (tx, row) => {
    await updateOperator(tx, row.brandId, row.id, {
      totpEnabled: false,
      totpSecret: null,
      totpLastStep: null,
    });
    await replaceRecoveryCodes(tx, row.brandId, row.id, []);
    await audit.record(tx, request, {
      action: 'operator.totp.disable',
      targetType: 'operator',
      targetId: row.id,
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
  });
}

/** A new set of recovery codes in place of the old; takes a current code or a recovery code. */
export async function renewRecoveryCodes(
  deps: OperatorDeps,
  request: FastifyRequest,
  code: string,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await withTotpCode(deps, request, code, async (tx, row) => {
    await replaceRecoveryCodes(tx, row.brandId, row.id, codes.map(recoveryCodeHash));
    await audit.record(tx, request, {
      action: 'operator.totp.recovery_codes',
      targetType: 'operator',
      targetId: row.id,
    });
  });
  return codes;
}
