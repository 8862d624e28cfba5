import { and, desc, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema';

export type Campaign = typeof campaigns.$inferSelect;
export type CampaignKind = Campaign['kind'];
export type CampaignValues = Pick<
  Campaign,
  'nameTh' | 'nameEn' | 'points' | 'startsAt' | 'endsAt' | 'isActive'
>;

/** The brand's newest campaign of a kind running at `now`. */
export async function findRunningCampaign(db: Db, brandId: number, kind: CampaignKind, now: Date) {
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.brandId, brandId),
        eq(campaigns.kind, kind),
        eq(campaigns.isActive, true),
        lte(campaigns.startsAt, now),
        or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now)),
      ),
    )
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
    .limit(1);
  return rows[0];
}

/** One campaign of the brand of this kind; `lock` holds it until the transaction ends. */
export async function findCampaignOfKind(
  db: Db,
  brandId: number,
  kind: CampaignKind,
  campaignId: number,
  lock = false,
) {
  const query = db
    .select()
    .from(campaigns)
    .where(
      and(eq(campaigns.brandId, brandId), eq(campaigns.kind, kind), eq(campaigns.id, campaignId)),
    )
    .limit(1);
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}

/** The brand's newest campaign of a kind, running or not; `lock` holds it. */
export async function findNewestCampaign(
  db: Db,
  brandId: number,
  kind: CampaignKind,
  lock = false,
) {
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.brandId, brandId), eq(campaigns.kind, kind)))
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
    .limit(1);
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}

/** A page of the brand's campaigns of a kind, newest first, before `beforeId`. */
export async function listCampaigns(
  db: Db,
  brandId: number,
  kind: CampaignKind,
  beforeId: number | undefined,
  limit: number,
) {
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.brandId, brandId),
        eq(campaigns.kind, kind),
        beforeId === undefined ? undefined : lt(campaigns.id, beforeId),
      ),
    )
    .orderBy(desc(campaigns.id))
    .limit(limit);
}

export async function insertCampaign(
  tx: Db,
  brandId: number,
  kind: CampaignKind,
  values: CampaignValues,
): Promise<Campaign> {
  const [row] = await tx
    .insert(campaigns)
    .values({ brandId, kind, ...values })
    .returning();
  return row!;
}

export async function updateCampaign(
  tx: Db,
  brandId: number,
  campaignId: number,
  values: Partial<CampaignValues>,
): Promise<Campaign> {
  const [row] = await tx
    .update(campaigns)
    .set(values)
    .where(and(eq(campaigns.brandId, brandId), eq(campaigns.id, campaignId)))
    .returning();
  return row!;
}
