import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export async function insertSession(
  db: Db,
  values: { brandId: number; memberId: number; expiresAt: Date; userAgent: string; ip: string },
) {
  const rows = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return rows[0]!.id;
}

export async function findLiveSession(db: Db, brandId: number, sessionId: string, now: Date) {
  const rows = await db
    .select({ id: sessions.id, memberId: sessions.memberId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.brandId, brandId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function revokeSession(db: Db, brandId: number, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.brandId, brandId), isNull(sessions.revokedAt)),
    );
}

export async function revokeAllSessions(db: Db, brandId: number, memberId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.brandId, brandId),
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
      ),
    );
}
