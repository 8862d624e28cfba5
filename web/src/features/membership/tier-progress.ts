/**
 * What the tier card shows for each condition of the member's rule (spec 2.6, 5): the amounts,
 * the progress bar, the deadline and, only while the member is short of the requirement, a
 * hint with the missing amount towards the next tier (or towards keeping the last one).
 *
 *   conditionLines(progress, { isLastTier, lng })   // [{ kind, current, required, ... hint }]
 */
import type { MembershipProgress, ProgressCondition } from '@crm/contract/membership';
import { conditionType } from '@crm/contract/membership-values';

export type ConditionKind = 'spending' | 'visit' | 'point';
export type TierGoal = 'upgrade' | 'keep';

const kindOf: Record<ProgressCondition['descType'], ConditionKind> = {
  [conditionType.spending]: 'spending',
  [conditionType.visit]: 'visit',
  [conditionType.point]: 'point',
};

export interface TierHint {
  kind: ConditionKind;
  goal: TierGoal;
  /** How much more to spend (baht), visit (times) or collect (points). */
  missing: number;
  /** The tier the hint leads to: the next one, or the member's own when keeping it. */
  tierName: string;
}

export interface ConditionLine {
  kind: ConditionKind;
  current: number;
  required: number;
  /** Percent for the bar, 0 to 100. */
  progress: number;
  /** Last day the condition counts (yyyy-MM-dd); null = no deadline. */
  periodDate: string | null;
  hint: TierHint | null;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * The server's missing amount when it gives one, else what is left of the requirement; never
 * negative, rounded to what a member can act on (two decimals of baht).
 */
function missingOf(condition: ProgressCondition): number {
  const left =
    condition.missingAmount > 0
      ? condition.missingAmount
      : condition.requiredAmount - condition.currentAmount;
  return Math.max(0, Math.round(left * 100) / 100);
}

export function conditionLines(
  progress: MembershipProgress | undefined,
  { isLastTier, lng = 'th' }: { isLastTier: boolean; lng?: 'th' | 'en-US' },
): ConditionLine[] {
  const rule = progress?.payload[0];
  if (!rule) return [];
  // Spec 2.6: on the last tier the rule is about keeping it.
  const goal: TierGoal = isLastTier || rule.kind === 'keep' ? 'keep' : 'upgrade';
  return rule.conditionList.map((condition) => {
    const kind = kindOf[condition.descType];
    const short = condition.currentAmount < condition.requiredAmount;
    return {
      kind,
      current: condition.currentAmount,
      required: condition.requiredAmount,
      progress: clampPercent(condition.progress),
      periodDate: condition.PeriodDate,
      hint: short
        ? {
            kind,
            goal,
            missing: missingOf(condition),
            tierName: (lng === 'en-US' && condition.nextTierNameEn) || condition.nextTierNameTh,
          }
        : null,
    };
  });
}
