import type { Db } from '../../db/client';
import { signToken, type TokenAudience } from './tokens';
import { findLiveSession, insertSession, revokeAllSessions, revokeSession } from './repository';

export interface SessionSettings {
  secret: Uint8Array;
  accessTokenMinutes: number;
  /** Life of a member's session. */
  sessionDays: number;
  /** Life of an operator's session: a working day, not a month. */
  operatorSessionHours: number;
}

export interface OpenedSession {
  accessToken: string;
  sessionId: string;
  expiresAt: Date;
}

/**
 * Opens a server-side session of either audience: `insert` stores it (each audience has its
 * table) and returns its id; the first access token names it.
 */
export async function issueSession(
  settings: SessionSettings,
  audience: TokenAudience,
  who: { brandId: number; brandRef: string; subjectId: number },
  lifetimeMs: number,
  insert: (expiresAt: Date) => Promise<string>,
): Promise<OpenedSession> {
  const expiresAt = new Date(Date.now() + lifetimeMs);
  const sessionId = await insert(expiresAt);
  const accessToken = await signToken(
    settings.secret,
    audience,
    { subjectId: who.subjectId, sessionId, brandRef: who.brandRef, brandId: who.brandId },
    settings.accessTokenMinutes,
  );
  return { accessToken, sessionId, expiresAt };
}

/** Opens a member's server-side session and returns its first access token. */
export async function openSession(
  db: Db,
  settings: SessionSettings,
  who: { brandId: number; brandRef: string; memberId: number; userAgent: string; ip: string },
): Promise<OpenedSession> {
  return issueSession(
    settings,
    'member',
    { brandId: who.brandId, brandRef: who.brandRef, subjectId: who.memberId },
    settings.sessionDays * 86_400_000,
    (expiresAt) =>
      insertSession(db, {
        brandId: who.brandId,
        memberId: who.memberId,
        expiresAt,
        userAgent: who.userAgent.slice(0, 300),
        ip: who.ip,
      }),
  );
}

export async function closeSession(db: Db, brandId: number, sessionId: string): Promise<void> {
  await revokeSession(db, brandId, sessionId, new Date());
}

/** Ends every open session of the member, e.g. when their PIN changes. */
export async function revokeMemberSessions(db: Db, brandId: number, memberId: number, now: Date) {
  await revokeAllSessions(db, brandId, memberId, now);
}

/** The member session a token names while it is open and still the token's member's. */
export async function findLiveMemberSession(
  db: Db,
  claims: { brand_id: number; sid: string; sub: string },
) {
  const live = await findLiveSession(db, claims.brand_id, claims.sid, new Date());
  return live && String(live.memberId) === claims.sub ? live : undefined;
}
