import type { Db } from '../../db/client';
import { findRunningCampaign } from '../campaigns/service';
import { memberTransaction } from '../member-lock/service';
import { earnPoints } from '../points/ledger';
import { markWelcomeIssued } from './repository';

/**
 * Gives the brand's running welcome points once per member; 0 when already given or no welcome
 * campaign runs. Without a campaign nothing is recorded, so a later campaign still welcomes them.
 */
export async function issueWelcome(
  db: Db,
  brandId: number,
  memberId: number,
  now: Date = new Date(),
): Promise<{ point_earn: number }> {
  const campaign = await findRunningCampaign(db, brandId, 'welcome', now);
  if (!campaign || campaign.points <= 0) return { point_earn: 0 };
  return memberTransaction(
    db,
    { brandId, memberId },
    async (tx) => {
      if (!(await markWelcomeIssued(tx, brandId, memberId, now))) return { point_earn: 0 };
      await earnPoints(tx, {
        brandId,
        memberId,
        points: campaign.points,
        entryType: 'earn_welcome',
        sourceType: 'welcome',
        sourceId: `${campaign.id}:${memberId}`,
        descriptionTh: campaign.nameTh,
        descriptionEn: campaign.nameEn,
        at: now,
      });
      return { point_earn: campaign.points };
    },
    { processing: true },
  );
}
