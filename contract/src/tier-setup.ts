import { z } from 'zod';
import { envelope, isoDate } from './envelope';
import { satangOf } from './money';

/*
 * The brand's tiers as the console sets them up (tiers.edit): names, benefits, pictures, how
 * long a reached tier lasts, the criteria to reach each tier from the one below and to keep it,
 * and their order. The console saves the whole ladder at once, after a preview of how many
 * members each tier would hold under it; the same body answers both.
 *
 * A criteria set names up to three conditions (spending in baht, visits, points earned), each
 * counted over its period: every N days, up to a fixed last day, or (neither) the whole tier
 * period. Every condition named must be met. Mode 'none' moves nobody: no automatic upgrade,
 * and a tier kept under 'none' renews as it is. A tier without keep criteria drops one rank when
 * its period ends.
 */

export const MAX_TIERS = 10;
export const MAX_PERIOD_DAYS = 3650;
/** Largest spending a condition may ask for, in baht. */
export const MAX_SPENDING_REQUIRED = 1_000_000_000;
/** Largest number of visits or points a condition may ask for. */
export const MAX_COUNT_REQUIRED = 1_000_000_000;

const period = {
  /** Counted over cycles of this many days from the start of the member's tier period. */
  period_days: z.number().int().min(1).max(MAX_PERIOD_DAYS).nullable().default(null),
  /** Counted up to the end of this day (Bangkok); null with period_days null: the whole tier period. */
  period_until: isoDate.nullable().default(null),
};

// Thresholds below zero pass the shape and are refused by ladderProblems, which words why.
export const spendingCondition = z.object({
  required: z
    .number()
    .min(-MAX_SPENDING_REQUIRED)
    .max(MAX_SPENDING_REQUIRED)
    .refine((value) => satangOf(Math.abs(value)) !== null, 'Baht: at most two decimals'),
  ...period,
});
export const countCondition = z.object({
  required: z.number().int().min(-MAX_COUNT_REQUIRED).max(MAX_COUNT_REQUIRED),
  ...period,
});
export type TierCondition = z.infer<typeof countCondition>;

export const criteriaModes = ['criteria', 'none'] as const;

export const tierCriteria = z.object({
  mode: z.enum(criteriaModes),
  spending: spendingCondition.nullable().default(null),
  visits: countCondition.nullable().default(null),
  points: countCondition.nullable().default(null),
});
export type TierCriteria = z.infer<typeof tierCriteria>;
export const conditionKinds = ['spending', 'visits', 'points'] as const;
export type ConditionKind = (typeof conditionKinds)[number];

const tierName = z.string().trim().min(1).max(60);
const tierDetail = z.string().trim().max(2000).default('');

export const tierCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'Code: lower-case letters, digits and -, at most 32');

/** One tier of the ladder to save: an existing one by tier_id, or a new one (tier_id null). */
export const tierDraft = z.object({
  tier_id: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  /** 1 is the entry tier every member starts on; ranks run 1, 2, 3 … without gaps. */
  rank: z.number().int().min(1).max(100),
  code: tierCode,
  name_th: tierName,
  name_en: tierName,
  /** The tier's benefits, as members read them. */
  detail_th: tierDetail,
  detail_en: tierDetail,
  /** Days a reached tier lasts before its keep criteria are checked; null = forever. */
  validity_days: z.number().int().min(1).max(MAX_PERIOD_DAYS).nullable().default(null),
  /** What reaching this tier from the one below takes; null on the entry tier (or: nobody moves up). */
  upgrade: tierCriteria.nullable().default(null),
  /** What keeps the tier when its period ends; null: the member drops one rank. */
  keep: tierCriteria.nullable().default(null),
});
export type TierDraft = z.infer<typeof tierDraft>;
export type TierDraftInput = z.input<typeof tierDraft>;

/** PUT /operator/tiers and POST /operator/tiers/preview: every tier of the brand. */
export const tierLadderRequest = z.object({
  tiers: z.array(tierDraft).min(1).max(MAX_TIERS),
});
export type TierLadderRequest = z.infer<typeof tierLadderRequest>;

/** A saved tier, with its pictures and how many members hold it now. */
export const tierSetup = tierDraft.extend({
  tier_id: z.number().int(),
  image_url: z.string(),
  icon_url: z.string(),
  members: z.number().int(),
});
export type TierSetup = z.infer<typeof tierSetup>;
export const tierSetupResponse = envelope(tierSetup);
export const tierLadderResponse = envelope(z.object({ tiers: z.array(tierSetup) }));
export type TierLadder = z.infer<typeof tierLadderResponse>['data'];

/** How many members each tier holds now and would hold under the ladder asked about. */
export const tierPreviewResponse = envelope(
  z.object({
    total_members: z.number().int(),
    tiers: z.array(
      z.object({
        rank: z.number().int(),
        tier_id: z.number().int().nullable(),
        code: z.string(),
        name_th: z.string(),
        name_en: z.string(),
        members_now: z.number().int(),
        members_after: z.number().int(),
      }),
    ),
  }),
);
export type TierPreview = z.infer<typeof tierPreviewResponse>['data'];

export const tierParams = z.object({ tierId: z.coerce.number().int().min(1).max(2_147_483_647) });
/** The image group tier cards and icons are stored under. */
export const TIER_IMAGE_GROUP = 9;
export const tierPictureSlots = ['image', 'icon'] as const;
export const tierPictureParams = tierParams.extend({ slot: z.enum(tierPictureSlots) });
/** The multipart field of a tier picture upload. */
export const TIER_PICTURE_FIELD = 'image';

/** Why a ladder cannot be saved; each code is an API error with Thai and English text. */
export const ladderProblemCodes = [
  'TIER_ORDER_GAP',
  'TIER_DUPLICATE',
  'TIER_THRESHOLD_NEGATIVE',
  'TIER_PERIOD_CONFLICT',
  'TIER_ENTRY_CRITERIA',
  'TIER_CONDITION_REQUIRED',
  'TIER_EASIER_THAN_LOWER',
] as const;
export type LadderProblemCode = (typeof ladderProblemCodes)[number];

export interface LadderProblem {
  code: LadderProblemCode;
  /** Index in the request's `tiers` of the tier at fault. */
  index: number;
  /** The lower tier it is compared with (TIER_EASIER_THAN_LOWER). */
  lowerIndex?: number;
  kind?: ConditionKind;
}

const conditionsOf = (criteria: TierCriteria) =>
  conditionKinds.flatMap((kind) => (criteria[kind] ? [{ kind, condition: criteria[kind] }] : []));

/**
 * What is wrong with a ladder, in the order a person fixes it, or [] when it can be saved:
 * ranks must run 1..n once each; a tier and a code appear once; thresholds are 0 or more; a
 * condition has one kind of period; the entry tier has nothing to reach; criteria name at least
 * one condition; and a higher tier is never easier to reach than the one below it: every
 * condition the lower step asks for, the higher asks for too, at least as much.
 */
export function ladderProblems(tiers: readonly TierDraft[]): LadderProblem[] {
  const problems: LadderProblem[] = [];
  const ranks = tiers.map((tier) => tier.rank);
  tiers.forEach((tier, index) => {
    if (tier.rank > tiers.length || ranks.indexOf(tier.rank) !== index) {
      problems.push({ code: 'TIER_ORDER_GAP', index });
    }
  });
  tiers.forEach((tier, index) => {
    const sameCode = tiers.findIndex((other) => other.code === tier.code);
    const sameId =
      tier.tier_id === null ? index : tiers.findIndex((other) => other.tier_id === tier.tier_id);
    if (sameCode !== index || sameId !== index) problems.push({ code: 'TIER_DUPLICATE', index });
  });
  tiers.forEach((tier, index) => {
    for (const criteria of [tier.upgrade, tier.keep]) {
      if (!criteria) continue;
      for (const { kind, condition } of conditionsOf(criteria)) {
        if (condition.required < 0) problems.push({ code: 'TIER_THRESHOLD_NEGATIVE', index, kind });
        if (condition.period_days !== null && condition.period_until !== null) {
          problems.push({ code: 'TIER_PERIOD_CONFLICT', index, kind });
        }
      }
      if (criteria.mode === 'criteria' && conditionsOf(criteria).length === 0) {
        problems.push({ code: 'TIER_CONDITION_REQUIRED', index });
      }
    }
    if (tier.rank === 1 && tier.upgrade && tier.upgrade.mode === 'criteria') {
      problems.push({ code: 'TIER_ENTRY_CRITERIA', index });
    }
  });
  if (problems.length > 0) return problems;

  const byRank = tiers
    .map((tier, index) => ({ tier, index }))
    .sort((a, b) => a.tier.rank - b.tier.rank);
  const steps = byRank.filter(({ tier }) => tier.rank > 1 && tier.upgrade?.mode === 'criteria');
  for (let i = 1; i < steps.length; i += 1) {
    const lower = steps[i - 1]!;
    const higher = steps[i]!;
    for (const { kind, condition } of conditionsOf(lower.tier.upgrade!)) {
      const asked = higher.tier.upgrade![kind];
      if (!asked || asked.required < condition.required) {
        problems.push({
          code: 'TIER_EASIER_THAN_LOWER',
          index: higher.index,
          lowerIndex: lower.index,
          kind,
        });
      }
    }
  }
  return problems;
}
