import { AppError } from '../../errors/app-error';
import { bangkokDay, bangkokDayStart, lastValidDay } from '../points/policy';
import type { Campaign } from './repository';

/*
 * Campaigns that give points (the welcome campaign and bill-code campaigns) as the console
 * edits them: the welcome and scan-codes modules keep their own rules and read and write their
 * campaigns here. The console speaks Bangkok days: a campaign starts at the beginning of its
 * first day and runs to the end of its last.
 */

export {
  findCampaignOfKind,
  findNewestCampaign,
  findRunningCampaign,
  insertCampaign,
  listCampaigns,
  updateCampaign,
  type Campaign,
  type CampaignValues,
} from './repository';

const DAY_MS = 86_400_000;

/** The instants of a campaign's first and last day (the end exclusive); out of order is refused. */
export function campaignWindow(startsOn: string, endsOn: string | null) {
  if (endsOn !== null && endsOn < startsOn) throw new AppError('CAMPAIGN_DATES_OUT_OF_ORDER');
  return {
    startsAt: bangkokDayStart(startsOn),
    endsAt: endsOn === null ? null : new Date(bangkokDayStart(endsOn).getTime() + DAY_MS),
  };
}

/** A campaign's first and last day, as the console shows them. */
export function campaignDays(campaign: Pick<Campaign, 'startsAt' | 'endsAt'>) {
  return {
    starts_on: bangkokDay(campaign.startsAt),
    ends_on: campaign.endsAt ? lastValidDay(campaign.endsAt) : null,
  };
}
