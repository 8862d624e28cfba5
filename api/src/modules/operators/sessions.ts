import type { OperatorSession } from '@crm/contract/operator-auth';
import type { Db } from '../../db/client';
import { issueSession, type OpenedSession, type SessionSettings } from '../session/service';
import {
  findLiveOperatorSession,
  insertOperatorSession,
  listLiveOperatorSessions,
  touchOperatorSession,
} from './repository';

/** Who is asking: kept on the session and in the audit log; the address throttling counts by. */
export interface OperatorClient {
  ip: string;
  userAgent: string;
  requestId: string;
}

/** Opens an operator's server-side session (OPERATOR_SESSION_HOURS) with its first token. */
export function openOperatorSession(
  tx: Db,
  settings: SessionSettings,
  operator: { id: number; brandId: number; brandRef: string },
  client: OperatorClient,
): Promise<OpenedSession> {
  return issueSession(
    settings,
    'operator',
    { brandId: operator.brandId, brandRef: operator.brandRef, subjectId: operator.id },
    settings.operatorSessionHours * 3_600_000,
    (expiresAt) =>
      insertOperatorSession(tx, {
        brandId: operator.brandId,
        operatorId: operator.id,
        expiresAt,
        userAgent: client.userAgent.slice(0, 300),
        ip: client.ip,
      }),
  );
}

/** The operator's live sessions as the console lists them, the asking one marked. */
export async function liveSessionsOf(
  db: Db,
  brandId: number,
  operatorId: number,
  currentSessionId: string,
): Promise<OperatorSession[]> {
  const rows = await listLiveOperatorSessions(db, brandId, operatorId, new Date());
  return rows.map(({ session, login }) => ({
    session_id: session.id,
    operator_id: session.operatorId,
    login,
    created_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    expires_at: session.expiresAt.toISOString(),
    user_agent: session.userAgent,
    address: session.ip,
    current: session.id === currentSessionId,
  }));
}

/** last_seen_at is written at most this often per session, not at every request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The live session a token names, with what the request is checked against now: the operator
 * (not disabled) is the token's, the brand is active, and the operator's role, branches and
 * permissions. Notes that the session was seen.
 */
export async function findLiveOperator(
  db: Db,
  claims: { brand_id: number; sid: string; sub: string },
) {
  const now = new Date();
  const live = await findLiveOperatorSession(db, claims.brand_id, claims.sid, now);
  if (!live || String(live.operatorId) !== claims.sub) return undefined;
  if (now.getTime() - live.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchOperatorSession(db, claims.brand_id, claims.sid, now);
  }
  return live;
}
