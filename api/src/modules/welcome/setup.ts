import type { FastifyRequest } from 'fastify';
import type { WelcomeCampaign, WelcomeCampaignRequest } from '@crm/contract/earning';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import {
  campaignDays,
  campaignWindow,
  findNewestCampaign,
  insertCampaign,
  updateCampaign,
  type Campaign,
} from '../campaigns/service';
import { bangkokDay } from '../points/policy';
import { countWelcomedMembers } from './repository';

/*
 * The welcome campaign in the console (earning.edit): the brand's newest welcome campaign is
 * the one edited; a brand without one gets it on the first save. Members already welcomed are
 * not welcomed again, whatever changes.
 */

function viewOf(campaign: Campaign | undefined, welcomed: number): WelcomeCampaign {
  if (!campaign) {
    return {
      campaign_id: null,
      name_th: 'แต้มต้อนรับสมาชิกใหม่',
      name_en: 'Welcome points',
      points: 50,
      active: false,
      starts_on: bangkokDay(new Date()),
      ends_on: null,
      members_welcomed: welcomed,
    };
  }
  return {
    campaign_id: campaign.id,
    name_th: campaign.nameTh,
    name_en: campaign.nameEn,
    points: campaign.points,
    active: campaign.isActive,
    ...campaignDays(campaign),
    members_welcomed: welcomed,
  };
}

export async function getWelcomeCampaign(db: Db, brandId: number): Promise<WelcomeCampaign> {
  const [campaign, welcomed] = await Promise.all([
    findNewestCampaign(db, brandId, 'welcome'),
    countWelcomedMembers(db, brandId),
  ]);
  return viewOf(campaign, welcomed);
}

export async function updateWelcomeCampaign(
  db: Db,
  request: FastifyRequest,
  body: WelcomeCampaignRequest,
): Promise<WelcomeCampaign> {
  const { brandId } = operatorOf(request);
  const values = {
    nameTh: body.name_th,
    nameEn: body.name_en,
    points: body.points,
    isActive: body.active,
    ...campaignWindow(body.starts_on, body.ends_on),
  };
  return transaction(db, async (tx) => {
    const current = await findNewestCampaign(tx, brandId, 'welcome', true);
    const welcomed = await countWelcomedMembers(tx, brandId);
    const saved = current
      ? await updateCampaign(tx, brandId, current.id, values)
      : await insertCampaign(tx, brandId, 'welcome', values);
    const before = current ? viewOf(current, welcomed) : null;
    const after = viewOf(saved, welcomed);
    await audit.record(tx, request, {
      action: 'earning.welcome.update',
      targetType: 'campaign',
      targetId: saved.id,
      before,
      after,
    });
    return after;
  });
}
