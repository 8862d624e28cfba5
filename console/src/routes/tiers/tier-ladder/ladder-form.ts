import {
  type LadderProblem,
  type TierCondition,
  type TierCriteria,
  type TierDraft,
  type TierLadder,
  type TierLadderRequest,
} from '@crm/contract/tier-setup';

/*
 * The ladder as the form holds it: the tiers in their order (the rank is the place in the list),
 * each with its criteria. What a tier is reached by and kept by are choices the screen offers in
 * words; the request says them as criteria, 'none' or null.
 */

export type TierValues = TierDraft;
export interface LadderValues {
  tiers: TierValues[];
}

/** How members reach a tier: by its conditions, or not automatically. */
export type UpgradeChoice = 'criteria' | 'none';
/** What happens when a tier's period ends: kept by conditions, always kept, or one rank down. */
export type KeepChoice = 'criteria' | 'always' | 'drop';

export const upgradeChoiceOf = (tier: TierValues): UpgradeChoice =>
  tier.upgrade?.mode === 'criteria' ? 'criteria' : 'none';

export const keepChoiceOf = (tier: TierValues): KeepChoice =>
  !tier.keep ? 'drop' : tier.keep.mode === 'none' ? 'always' : 'criteria';

export const emptyCriteria = (): TierCriteria => ({
  mode: 'criteria',
  spending: null,
  visits: null,
  points: null,
});

export const newCondition = (): TierCondition => ({
  required: 0,
  period_days: 365,
  period_until: null,
});

export function criteriaForUpgrade(choice: UpgradeChoice, tier: TierValues): TierCriteria {
  if (choice === 'none') return { ...emptyCriteria(), mode: 'none' };
  return tier.upgrade?.mode === 'criteria' ? tier.upgrade : emptyCriteria();
}

export function criteriaForKeep(choice: KeepChoice, tier: TierValues): TierCriteria | null {
  if (choice === 'drop') return null;
  if (choice === 'always') return { ...emptyCriteria(), mode: 'none' };
  return tier.keep?.mode === 'criteria' ? tier.keep : emptyCriteria();
}

export function formValuesOf(ladder: TierLadder): LadderValues {
  return {
    tiers: ladder.tiers.map((tier, index) => ({
      tier_id: tier.tier_id,
      rank: tier.rank,
      code: tier.code,
      name_th: tier.name_th,
      name_en: tier.name_en,
      detail_th: tier.detail_th,
      detail_en: tier.detail_en,
      validity_days: tier.validity_days,
      // Above the entry tier, no rule in means nobody moves up by themselves.
      upgrade: index === 0 ? null : (tier.upgrade ?? { ...emptyCriteria(), mode: 'none' }),
      keep: tier.keep,
    })),
  };
}

/** A tier added at the top of the ladder, with a code no other tier has. */
export function newTier(tiers: readonly TierValues[]): TierValues {
  let n = tiers.length + 1;
  while (tiers.some((tier) => tier.code === `tier-${n}`)) n += 1;
  return {
    tier_id: null,
    rank: tiers.length + 1,
    code: `tier-${n}`,
    name_th: '',
    name_en: '',
    detail_th: '',
    detail_en: '',
    validity_days: 365,
    upgrade: emptyCriteria(),
    keep: null,
  };
}

/** The request: ranks from the order shown; the entry tier takes no criteria to reach it. */
export function ladderRequestOf(values: LadderValues): TierLadderRequest {
  return {
    tiers: values.tiers.map((tier, index) => ({
      ...tier,
      rank: index + 1,
      upgrade: index === 0 ? null : tier.upgrade,
    })),
  };
}

/** Problems of the ladder grouped by the place of the tier at fault. */
export function problemsByTier(problems: readonly LadderProblem[]): Map<number, LadderProblem[]> {
  const byTier = new Map<number, LadderProblem[]>();
  for (const problem of problems) {
    byTier.set(problem.index, [...(byTier.get(problem.index) ?? []), problem]);
  }
  return byTier;
}
