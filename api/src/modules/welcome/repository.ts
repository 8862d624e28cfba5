import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, members } from '../../db/schema';

/** The newest welcome campaign of a brand running at `now`. */
export async function findRunningWelcomeCampaign(db: Db, brandId: number, now: Date) {
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.brandId, brandId),
        eq(campaigns.kind, 'welcome'),
        eq(campaigns.isActive, true),
        lte(campaigns.startsAt, now),
        or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now)),
      ),
    )
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
    .limit(1);
  return rows[0];
}

/** Records the welcome as given; false when it already was (one statement, so races lose). */
export async function markWelcomeIssued(
  tx: Db,
  brandId: number,
  memberId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(members)
    .set({ welcomeIssuedAt: now })
    .where(
      and(eq(members.brandId, brandId), eq(members.id, memberId), isNull(members.welcomeIssuedAt)),
    )
    .returning({ id: members.id });
  return rows.length === 1;
}
