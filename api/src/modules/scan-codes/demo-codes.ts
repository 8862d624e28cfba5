import type { Db } from '../../db/client';
import { findBrandByRef } from '../brands/service';
import { findRunningCampaign } from '../campaigns/service';
import { generateCodes } from './service';

const DEMO_POINTS = 50;
const DEMO_BILL = 250;
const DEMO_COUNT = 5;

/**
 * Creates a few bill codes for a freshly seeded brand and returns the console lines that list
 * them, so the points flow can be tried right away. Empty when the brand has no bill campaign.
 */
export async function demoCodesBanner(db: Db, brandRef: string): Promise<string> {
  const brand = await findBrandByRef(db, brandRef);
  const campaign = brand && (await findRunningCampaign(db, brand.id, 'bill', new Date()));
  if (!brand || !campaign) return '';
  const { codes } = await generateCodes(db, {
    brandId: brand.id,
    points: DEMO_POINTS,
    count: DEMO_COUNT,
    billAmount: DEMO_BILL,
    campaignId: campaign.id,
  });
  return [
    `  Bill codes for ${brandRef} (${DEMO_POINTS} points, ${DEMO_BILL} baht bill, single use):`,
    ...codes.map((code) => `    ${code}`),
    `  More: npm run codes -- --brand ${brandRef} --points 50 --count 10 --bill 250`,
    '',
    '',
  ].join('\n');
}
