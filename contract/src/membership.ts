import { z } from 'zod';
import { envelope, isoDate } from './envelope';
import { conditionType, criteriaMode, tierExpMode } from './membership-values';

export { CONDITION_APPLIES, conditionType, criteriaMode, tierExpMode } from './membership-values';

/** GET /customer/membership-tier/system. */
export const membershipSystemResponse = envelope(
  z.object({ is_opensystem: z.boolean() }).meta({ id: 'MembershipSystem' }),
);

/** Spec 3, Tier info (response). */
export const tierInfo = z
  .object({
    /** The tier's code, e.g. 'gold'. */
    tier: z.string(),
    tier_id: z.number().int(),
    tier_name_th: z.string(),
    tier_name_en: z.string(),
    tier_image_url: z.string(),
    tier_icon_url: z.string(),
    tier_detail_th: z.string(),
    tier_detail_en: z.string(),
  })
  .meta({ id: 'TierInfo' });
export type TierInfo = z.infer<typeof tierInfo>;

/** GET /customer/membership-tier/info: tier_info is null when the brand has no tiers. */
export const membershipInfo = z
  .object({
    tier_info: tierInfo.nullable(),
    progress_info: z.object({
      /** Percent 0-100 towards the next tier (or towards keeping the last one). */
      progress: z.number().int().min(0).max(100),
      /** Last day of the tier (yyyy-MM-dd, Bangkok), null when it never ends. */
      tier_exp_date: isoDate.nullable(),
      tier_exp_mode: z.union([z.literal(tierExpMode.never), z.literal(tierExpMode.onDate)]),
    }),
    is_last_tier: z.boolean(),
  })
  .meta({ id: 'MembershipInfo' });
export type MembershipInfo = z.infer<typeof membershipInfo>;
export const membershipInfoResponse = envelope(membershipInfo);

const conditionFlag = z.union([z.literal(1), z.literal(2)]);

/** Spec 3, Tier criteria item: one rule with its three kinds of condition and the member's standing. */
export const tierCriteriaItem = z
  .object({
    criteria_id: z.number().int(),
    kind: z.enum(['upgrade', 'keep']),
    criteria_mode: z.union([z.literal(criteriaMode.none), z.literal(criteriaMode.criteria)]),
    next_tier: z.string(),
    next_tier_id: z.number().int(),
    next_tier_name_en: z.string(),
    next_tier_name_th: z.string(),
    priority: z.number().int(),
    spending_criteria: conditionFlag,
    spending_period_day: z.number().int().nullable(),
    spending_period_date: isoDate.nullable(),
    required_spending_amount: z.number(),
    current_spending_amount: z.number(),
    missing_spending_amount: z.number(),
    spending_progress: z.number().int(),
    visit_criteria: conditionFlag,
    visit_period_day: z.number().int().nullable(),
    visit_period_date: isoDate.nullable(),
    required_visit_amount: z.number(),
    current_visit_amount: z.number(),
    missing_visit_amount: z.number(),
    visit_progress: z.number().int(),
    point_criteria: conditionFlag,
    point_period_day: z.number().int().nullable(),
    point_period_date: isoDate.nullable(),
    required_point_amount: z.number(),
    current_point_amount: z.number(),
    missing_point_amount: z.number(),
    point_progress: z.number().int(),
  })
  .meta({ id: 'TierCriteriaItem' });
export type TierCriteriaItem = z.infer<typeof tierCriteriaItem>;

/** GET /customer/membership-tier/criteria: rules from the member's tier, upgrade (or keep on the last tier). */
export const tierCriteriaResponse = envelope(z.array(tierCriteriaItem));

/** Spec 3, Membership progress: one condition of a rule. */
export const progressCondition = z
  .object({
    descType: z.union([
      z.literal(conditionType.spending),
      z.literal(conditionType.visit),
      z.literal(conditionType.point),
    ]),
    currentAmount: z.number(),
    requiredAmount: z.number(),
    progress: z.number().int().min(0).max(100),
    /** Last day the condition counts (yyyy-MM-dd, Bangkok); null = no deadline ('ไม่มีกำหนด'). */
    PeriodDate: isoDate.nullable(),
    missingAmount: z.number(),
    /** The tier the condition leads to; the current tier itself on a keep rule. */
    nextTierNameTh: z.string(),
    nextTierNameEn: z.string(),
  })
  .meta({ id: 'ProgressCondition' });
export type ProgressCondition = z.infer<typeof progressCondition>;

/** GET /customer/membership-tier/criteria-item: payload[0] is the rule the card shows. */
export const membershipProgressResponse = envelope(
  z
    .object({
      payload: z.array(
        z.object({
          criteria_id: z.number().int(),
          kind: z.enum(['upgrade', 'keep']),
          conditionList: z.array(progressCondition),
        }),
      ),
    })
    .meta({ id: 'MembershipProgress' }),
);
export type MembershipProgress = z.infer<typeof membershipProgressResponse>['data'];

/** Spec 3 Tier info of one tier of the brand, with its order and how long it lasts. */
export const tierListItem = tierInfo
  .extend({
    /** 1 is the entry tier; higher ranks are better. */
    rank: z.number().int(),
    /** Days a reached tier lasts before it is reviewed; null = forever. */
    validity_days: z.number().int().nullable(),
  })
  .meta({ id: 'TierListItem' });
export type TierListItem = z.infer<typeof tierListItem>;

/** GET /customer/membership-tier/list: every tier of the brand, entry tier first. */
export const tierListResponse = envelope(z.array(tierListItem));
