import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorBody } from '@crm/contract/envelope';
import { IDEMPOTENT_REPLAY_HEADER } from '@crm/contract/offers';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { errorCatalogue, type ErrorCode } from '../../errors/catalogue';
import { memberOf, type MemberAuth } from '../../plugins/auth';
import { inSavepoint, memberTransaction } from '../member-lock/service';
import { claimKey, findKey, saveOutcome } from './repository';

export interface IdempotentRequest {
  brandId: number;
  memberId: number;
  /** The Idempotency-Key header; without one the work simply runs in a transaction. */
  key: string | undefined;
  /** Names the operation, so a key used for one endpoint is refused on another. */
  operation: string;
  /** The validated body: a retry must send the same one. */
  body: unknown;
}

/**
 * Runs `work` in one transaction holding the member's lock, at most once per key. The key row is
 * inserted first in the same transaction, so concurrent duplicates wait for the first and then replay its outcome;
 * the outcome (data, or a refusal such as INSUFFICIENT_POINTS) commits with the key. The work
 * runs inside a savepoint so a refusal undoes its changes but still records the key.
 */
export async function runIdempotent<S extends z.ZodType>(
  db: Db,
  request: IdempotentRequest,
  result: S,
  work: (tx: Db) => Promise<z.output<S>>,
  options: { processing: boolean } = { processing: true },
): Promise<{ data: z.output<S>; replayed: boolean }> {
  const { key } = request;
  const member = { brandId: request.brandId, memberId: request.memberId };
  // What members do (spend, issue, use) is processing that needs their consent; the brand's own
  // corrections of a member's points are not.
  const processing = { processing: options.processing };
  if (key === undefined)
    return { data: await memberTransaction(db, member, work, processing), replayed: false };
  const scope = { ...member, key };
  const hash = requestHash(request.operation, request.body);

  type Outcome = { data: z.output<S>; replayed: boolean } | { refusal: AppError };
  const outcome = await memberTransaction(
    db,
    member,
    async (tx): Promise<Outcome> => {
      if (!(await claimKey(tx, scope, hash))) {
        const stored = await findKey(tx, scope);
        if (!stored || stored.statusCode === 0) throw new AppError('CONFLICT');
        if (stored.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        if (stored.statusCode !== 200) return { refusal: storedError(stored.response) };
        return { data: result.parse(stored.response), replayed: true };
      }
      try {
        const data = await inSavepoint(tx, work);
        await saveOutcome(tx, scope, 200, data);
        return { data, replayed: false };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        await saveOutcome(tx, scope, err.status, err.toBody());
        return { refusal: err };
      }
    },
    processing,
  );
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome;
}

/** The request's Idempotency-Key header, when it sent one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
}

/** OpenAPI description of routes that honour the Idempotency-Key header. */
export const idempotentRouteNote =
  'Send an Idempotency-Key header to make retries safe: the same key and body replay the ' +
  'first answer; the same key with another body is refused with 422.';

/**
 * The route side of runIdempotent for a signed-in member: the key comes from the
 * Idempotency-Key header and a replayed answer is marked with the Idempotent-Replayed header.
 */
export async function replyIdempotently<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  operation: string,
  result: S,
  work: (tx: Db, auth: MemberAuth) => Promise<z.output<S>>,
): Promise<{ data: z.output<S> }> {
  const auth = memberOf(request);
  const outcome = await runIdempotent(
    request.server.db,
    {
      brandId: auth.brandId,
      memberId: auth.memberId,
      key: idempotencyKeyOf(request),
      operation,
      body: request.body,
    },
    result,
    (tx) => work(tx, auth),
  );
  if (outcome.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return { data: outcome.data };
}

/** Same operation and same body, whatever the key order, give the same hash. */
export function requestHash(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${canonicalJson(body)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The refusal recorded with a key, raised again with its original texts. */
function storedError(response: unknown): AppError {
  const parsed = errorBody.safeParse(response);
  const code = parsed.data?.error.code;
  if (!parsed.success || !code || !(code in errorCatalogue)) {
    throw new Error('Stored idempotent outcome cannot be read');
  }
  const { message_en, message_th } = parsed.data.error;
  return new AppError(code as ErrorCode, message_en, message_th);
}
