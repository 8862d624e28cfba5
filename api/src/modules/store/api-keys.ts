import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ApiKey, ApiKeyCreateRequest } from '@crm/contract/store';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { cursorId, keysetPageOf } from '../../lib/keyset';
import type { ApiKeyAuth } from '../../plugins/operator-auth';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import {
  findApiKey,
  findBranch,
  findLiveApiKey,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  touchApiKey,
  type ApiKeyRow,
} from './repository';

/*
 * Branch API keys: what a brand's POS sends as X-Api-Key to the Store API. A key is random, so
 * its SHA-256 is enough to find it and nothing that could rebuild it is stored; it is shown once.
 */

const KEY_PREFIX = 'crm_';
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** The live key sent, or API_KEY_INVALID; a key of an inactive branch no longer works. */
export async function authenticateApiKey(
  db: Db,
  sent: string | string[] | undefined,
): Promise<ApiKeyAuth> {
  const key = Array.isArray(sent) ? undefined : sent?.trim();
  if (!key || key.length > 200 || !key.startsWith(KEY_PREFIX)) {
    throw new AppError('API_KEY_INVALID');
  }
  const found = await findLiveApiKey(db, hashOf(key));
  if (!found || !found.branchActive) throw new AppError('API_KEY_INVALID');
  // Last use is kept to the minute: a busy POS writes it once a minute, not on every request.
  const now = new Date();
  if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() > 60_000) {
    await touchApiKey(db, found.key.id, now);
  }
  return { apiKeyId: found.key.id, brandId: found.key.brandId, branchRef: found.branchRef };
}

function view(key: ApiKeyRow, branchRef: string): ApiKey {
  return {
    key_id: key.id,
    branch_ref: branchRef,
    name: key.name,
    prefix: key.prefix,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}

export async function createApiKey(
  db: Db,
  request: FastifyRequest,
  body: ApiKeyCreateRequest,
): Promise<ApiKey & { key: string }> {
  const { brandId, operatorId } = operatorOf(request);
  const branch = await findBranch(db, brandId, body.branch_ref);
  if (!branch) throw new AppError('BRANCH_NOT_FOUND');
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return transaction(db, async (tx) => {
    const row = await insertApiKey(tx, {
      brandId,
      branchId: branch.id,
      name: body.name,
      prefix: key.slice(0, KEY_PREFIX.length + 6),
      keyHash: hashOf(key),
      createdByOperatorId: operatorId,
    });
    const after = view(row, branch.branchRef);
    await audit.record(tx, request, {
      action: 'store.api_key.create',
      targetType: 'api_key',
      targetId: row.id,
      after,
    });
    return { ...after, key };
  });
}

export async function listBrandApiKeys(
  db: Db,
  brandId: number,
  query: { cursor?: string; limit: number },
) {
  const rows = await listApiKeys(db, brandId, cursorId(query.cursor), query.limit);
  return keysetPageOf(rows, query.limit, (row) => view(row.key, row.branchRef));
}

export async function revokeBrandApiKey(
  db: Db,
  request: FastifyRequest,
  keyId: number,
): Promise<ApiKey> {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    const found = await findApiKey(tx, brandId, keyId);
    if (!found) throw new AppError('API_KEY_NOT_FOUND');
    const row = await revokeApiKey(tx, brandId, keyId);
    const after = view(row!, found.branchRef);
    await audit.record(tx, request, {
      action: 'store.api_key.revoke',
      targetType: 'api_key',
      targetId: keyId,
      before: view(found.key, found.branchRef),
      after,
    });
    return after;
  });
}
