import { z } from 'zod';
import { envelope, isoDate } from './envelope';
import { keysetPage, keysetQuery } from './keyset-page';
import { bahtAmount, satangOf } from './money';

/*
 * How members earn, as the console sets it (earning.edit; settings.read to look): the brand's
 * earn rule for bills at the store, the welcome campaign, and bill-code campaigns whose batches
 * of single-use codes are printed as QR codes on an A4 sheet. Days are Bangkok days (yyyy-MM-dd);
 * a last day is included.
 */

const isoDateTime = z.iso.datetime();
const id = z.coerce.number().int().min(1).max(2_147_483_647);

// ---- Earn rule ----------------------------------------------------------------------------

/** How a share of a point is rounded: down, half up, or up. */
export const earnRoundings = ['floor', 'round', 'ceil'] as const;
export type EarnRounding = (typeof earnRoundings)[number];

export const MAX_BAHT_PER_POINT = 100_000;
export const MAX_MINIMUM_BILL = 1_000_000;
export const MIN_MULTIPLIER = 0.1;
export const MAX_MULTIPLIER = 10;

/** A tier's multiplier: 1.5 gives half as many points again; two decimals at most. */
export const tierMultiplier = z
  .number()
  .min(MIN_MULTIPLIER)
  .max(MAX_MULTIPLIER)
  .refine((value) => satangOf(value) !== null, 'Multiplier: at most two decimals');

export const earnRuleRequest = z.object({
  /** Baht of a bill that earn one point, before the tier multiplier (25 = 1 point per 25 baht). */
  baht_per_point: bahtAmount(MAX_BAHT_PER_POINT).refine((value) => value > 0, 'More than 0'),
  rounding: z.enum(earnRoundings),
  /** Bills below this many baht earn nothing; 0 for none. */
  minimum_bill: bahtAmount(MAX_MINIMUM_BILL),
  /** Tiers left out earn at 1x. */
  tier_multipliers: z
    .array(
      z.object({ tier_id: z.number().int().min(1).max(2_147_483_647), multiplier: tierMultiplier }),
    )
    .max(100)
    .default([]),
});
export type EarnRuleRequest = z.infer<typeof earnRuleRequest>;

export const earnRule = z.object({
  baht_per_point: z.number(),
  rounding: z.enum(earnRoundings),
  minimum_bill: z.number(),
  /** Every tier of the brand, entry tier first, with its multiplier (1 when none was set). */
  tier_multipliers: z.array(
    z.object({
      tier_id: z.number().int(),
      code: z.string(),
      name_th: z.string(),
      name_en: z.string(),
      multiplier: z.number(),
    }),
  ),
  updated_at: isoDateTime.nullable(),
});
export type EarnRule = z.infer<typeof earnRule>;
export const earnRuleResponse = envelope(earnRule);

// ---- Welcome campaign ---------------------------------------------------------------------

const campaignName = z.string().trim().min(1).max(120);
export const MAX_CAMPAIGN_POINTS = 1_000_000;

const campaignDays = {
  starts_on: isoDate,
  /** The last day it runs; null = no end. */
  ends_on: isoDate.nullable().default(null),
};

export const welcomeCampaignRequest = z.object({
  name_th: campaignName,
  name_en: campaignName,
  /** Points each new member gets once. */
  points: z.number().int().min(1).max(MAX_CAMPAIGN_POINTS),
  active: z.boolean(),
  ...campaignDays,
});
export type WelcomeCampaignRequest = z.infer<typeof welcomeCampaignRequest>;

export const welcomeCampaign = welcomeCampaignRequest.extend({
  /** Null before the brand has a welcome campaign. */
  campaign_id: z.number().int().nullable(),
  /** Members who have received welcome points. */
  members_welcomed: z.number().int(),
});
export type WelcomeCampaign = z.infer<typeof welcomeCampaign>;
export const welcomeCampaignResponse = envelope(welcomeCampaign);

// ---- Bill-code campaigns ------------------------------------------------------------------

export const billCampaignRequest = z.object({
  name_th: campaignName,
  name_en: campaignName,
  active: z.boolean().default(true),
  ...campaignDays,
});
export type BillCampaignRequest = z.infer<typeof billCampaignRequest>;
export const billCampaignUpdateRequest = z
  .object({
    name_th: campaignName,
    name_en: campaignName,
    active: z.boolean(),
    starts_on: isoDate,
    ends_on: isoDate.nullable(),
  })
  .partial();
export type BillCampaignUpdateRequest = z.infer<typeof billCampaignUpdateRequest>;

export const billCampaign = z.object({
  campaign_id: z.number().int(),
  name_th: z.string(),
  name_en: z.string(),
  active: z.boolean(),
  starts_on: isoDate,
  ends_on: isoDate.nullable(),
  batches: z.number().int(),
  codes: z.number().int(),
  codes_used: z.number().int(),
});
export type BillCampaign = z.infer<typeof billCampaign>;
export const billCampaignResponse = envelope(billCampaign);
export const billCampaignListResponse = keysetPage(billCampaign);
export const billCampaignParams = z.object({ campaignId: id });

export const MAX_BATCH_CODES = 5_000;
export const MAX_CODE_POINTS = 100_000;

export const billCodeBatchRequest = z.object({
  points: z.number().int().min(1).max(MAX_CODE_POINTS),
  count: z.number().int().min(1).max(MAX_BATCH_CODES),
  /** The last day the codes work; null = as long as the campaign runs. */
  expires_on: isoDate.nullable().default(null),
  /** The bill each code stands for, counted as spending for tiers; 0 for none. */
  bill_amount: bahtAmount(1_000_000).default(0),
});
export type BillCodeBatchRequest = z.infer<typeof billCodeBatchRequest>;

export const billCodeBatch = z.object({
  batch_id: z.number().int(),
  campaign_id: z.number().int(),
  campaign_name_th: z.string(),
  campaign_name_en: z.string(),
  points: z.number().int(),
  count: z.number().int(),
  codes_used: z.number().int(),
  bill_amount: z.number(),
  expires_on: isoDate.nullable(),
  created_at: isoDateTime,
  created_by: z.string().nullable(),
});
export type BillCodeBatch = z.infer<typeof billCodeBatch>;
export const billCodeBatchResponse = envelope(billCodeBatch);
export const billCodeBatchListResponse = keysetPage(billCodeBatch);
export const billCodeBatchParams = z.object({ batchId: id });

export const billCodeStatuses = ['all', 'used', 'unused'] as const;
export const billCodeQuery = keysetQuery.extend({
  status: z.enum(billCodeStatuses).default('all'),
});
export type BillCodeQuery = z.infer<typeof billCodeQuery>;

/** A code of a batch; who used it is named by member code only. */
export const billCode = z.object({
  code: z.string(),
  used_at: isoDateTime.nullable(),
  used_by: z.string().nullable(),
});
export type BillCode = z.infer<typeof billCode>;
export const billCodeListResponse = keysetPage(billCode);

/** The CSV download of a batch (text/csv, UTF-8 with a byte-order mark for spreadsheets). */
export const billCodeCsv = z.string();
export const BILL_CODE_CSV_COLUMNS = [
  'code',
  'points',
  'bill_amount',
  'expires_on',
  'used_at',
  'used_by',
] as const;

/** What a bill's QR code holds: the member app's link that redeems the code. */
export function billCodeLink(origin: string, brandRef: string, code: string): string {
  return `${origin}/?brandRef=${encodeURIComponent(brandRef)}&qrCode=${encodeURIComponent(code)}`;
}
