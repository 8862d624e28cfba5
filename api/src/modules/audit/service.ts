import type { FastifyRequest } from 'fastify';
import type { AuditEntry, AuditLogQuery } from '@crm/contract/audit-log';
import type { Db } from '../../db/client';
import { insideTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { cursorId, keysetPageOf } from '../../lib/keyset';
import { insertAuditEntry, listAuditEntries, type AuditFilter } from './repository';

/*
 * The audit log: every operator write is recorded in the same transaction as the write, so
 * there is no change without its entry and no entry without its change.
 */

export interface AuditActor {
  brandId: number;
  /** Null for a command-line tool. */
  operatorId: number | null;
  role: AuditEntry['role'];
  ip: string;
  requestId: string;
}

export interface AuditChange {
  /** What was done, dotted from the area down, e.g. `team.operator.create`. */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  /** The record before and after, as plain data; secrets are dropped (see withoutSecrets). */
  before?: unknown;
  after?: unknown;
}

/** The signed-in operator of a request, as the audit log names them. */
export function actorOf(request: FastifyRequest): AuditActor {
  const operator = request.operator;
  if (!operator) throw new AppError('UNAUTHORIZED');
  return {
    brandId: operator.brandId,
    operatorId: operator.operatorId,
    role: operator.role,
    ip: request.ip,
    requestId: request.id,
  };
}

/** A command-line tool acting on a brand. */
export const toolActor = (brandId: number, tool: string): AuditActor => ({
  brandId,
  operatorId: null,
  role: 'system',
  ip: '',
  requestId: tool,
});

/** Keys whose values never enter the log: passwords, hashes, secrets, recovery codes, tokens, PINs. */
const SECRET_KEY =
  /secret|hash|token|recovery_?codes|^pin$|^(new_?|current_?|one_?time_?)?password$/i;

/** Plain data without secrets: dates as ISO text, secret keys left out at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, field]) => [key, withoutSecrets(field)]),
    );
  }
  return value;
}

/**
 * Records an operator write. `tx` must be the transaction of the write itself; `who` is the
 * request of a signed-in operator (or an actor, for sign-in and command-line tools).
 */
export async function record(
  tx: Db,
  who: FastifyRequest | AuditActor,
  change: AuditChange,
): Promise<void> {
  if (!insideTransaction(tx)) {
    throw new Error('audit.record runs inside the transaction of the write it records');
  }
  const actor = 'requestId' in who ? who : actorOf(who);
  await insertAuditEntry(tx, {
    brandId: actor.brandId,
    operatorId: actor.operatorId,
    role: actor.role,
    action: change.action,
    targetType: change.targetType,
    targetId:
      change.targetId === undefined || change.targetId === null ? null : String(change.targetId),
    before: withoutSecrets(change.before),
    after: withoutSecrets(change.after),
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

const BANGKOK_OFFSET = '+07:00';
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The repository's filter for the list's query: an action prefix, Bangkok days as instants. */
export function auditFilterOf(query: AuditLogQuery): AuditFilter {
  const prefix = query.action?.endsWith('.') ? query.action : undefined;
  return {
    operatorId: query.operator_id,
    action: prefix ? undefined : query.action,
    actionPrefix: prefix,
    targetType: query.target_type,
    targetId: query.target_id,
    from: query.date_from ? new Date(`${query.date_from}T00:00:00${BANGKOK_OFFSET}`) : undefined,
    until: query.date_to
      ? new Date(`${nextDay(query.date_to)}T00:00:00${BANGKOK_OFFSET}`)
      : undefined,
    beforeId: cursorId(query.cursor),
  };
}

/** A page of the brand's audit log, newest first, filtered as asked. */
export async function listAuditLog(
  db: Db,
  brandId: number,
  query: AuditLogQuery,
): Promise<{ items: AuditEntry[]; next_cursor: string | null }> {
  const rows = await listAuditEntries(db, brandId, auditFilterOf(query), query.limit + 1);
  return keysetPageOf(
    rows.map(({ entry, login }) => ({ ...entry, login })),
    query.limit,
    (entry): AuditEntry => ({
      id: String(entry.id),
      at: entry.at.toISOString(),
      operator_id: entry.operatorId,
      operator_login: entry.login,
      role: entry.role as AuditEntry['role'],
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before,
      after: entry.after,
      address: entry.ip,
      request_id: entry.requestId,
    }),
  );
}
