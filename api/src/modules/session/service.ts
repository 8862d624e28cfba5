import type { Db } from '../../db/client';
import { signAccessToken } from './tokens';
import { insertSession, revokeSession } from './repository';

export interface SessionSettings {
  secret: Uint8Array;
  accessTokenMinutes: number;
  sessionDays: number;
}

/** Opens a server-side session and returns its first access token. */
export async function openSession(
  db: Db,
  settings: SessionSettings,
  who: { brandId: number; brandRef: string; memberId: number; userAgent: string; ip: string },
): Promise<{ accessToken: string; sessionId: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + settings.sessionDays * 86_400_000);
  const sessionId = await insertSession(db, {
    brandId: who.brandId,
    memberId: who.memberId,
    expiresAt,
    userAgent: who.userAgent.slice(0, 300),
    ip: who.ip,
  });
  const accessToken = await signAccessToken(
    settings.secret,
    { memberId: who.memberId, sessionId, brandRef: who.brandRef, brandId: who.brandId },
    settings.accessTokenMinutes,
  );
  return { accessToken, sessionId, expiresAt };
}

export async function closeSession(db: Db, brandId: number, sessionId: string): Promise<void> {
  await revokeSession(db, brandId, sessionId, new Date());
}
