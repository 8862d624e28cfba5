import { describe, expect, it } from 'vitest';
import type { MembershipProgress, ProgressCondition } from '@crm/contract/membership';
import { conditionLines } from './tier-progress';

const condition = (overrides: Partial<ProgressCondition> = {}): ProgressCondition => ({
  descType: 1,
  currentAmount: 450,
  requiredAmount: 2000,
  progress: 22,
  PeriodDate: '2027-11-22',
  missingAmount: 1550,
  nextTierNameTh: 'โกลด์',
  nextTierNameEn: 'Gold',
  ...overrides,
});

const progress = (
  conditions: ProgressCondition[],
  kind: 'upgrade' | 'keep' = 'upgrade',
): MembershipProgress => ({
  payload: [{ criteria_id: 1, kind, conditionList: conditions }],
});

describe('conditionLines', () => {
  it('maps each condition type to its kind, with amounts, percent and deadline', () => {
    const lines = conditionLines(
      progress([
        condition(),
        condition({
          descType: 2,
          currentAmount: 1,
          requiredAmount: 8,
          progress: 12,
          missingAmount: 7,
        }),
        condition({ descType: 3, currentAmount: 100, requiredAmount: 800, PeriodDate: null }),
      ]),
      { isLastTier: false },
    );
    expect(lines.map((line) => line.kind)).toEqual(['spending', 'visit', 'point']);
    expect(lines[0]).toMatchObject({
      current: 450,
      required: 2000,
      progress: 22,
      periodDate: '2027-11-22',
    });
    expect(lines[2]?.periodDate).toBeNull();
  });

  it('hints the missing amount towards the next tier only while current is below required', () => {
    const [short, met] = conditionLines(
      progress([
        condition(),
        condition({ descType: 2, currentAmount: 8, requiredAmount: 8, missingAmount: 0 }),
      ]),
      { isLastTier: false },
    );
    expect(short?.hint).toEqual({
      kind: 'spending',
      goal: 'upgrade',
      missing: 1550,
      tierName: 'โกลด์',
    });
    expect(met?.hint).toBeNull();
  });

  it('no hint when the member is past the requirement', () => {
    const [line] = conditionLines(
      progress([condition({ currentAmount: 2500, missingAmount: 0, progress: 100 })]),
      { isLastTier: false },
    );
    expect(line?.hint).toBeNull();
  });

  it('speaks of keeping the tier on the last tier', () => {
    const onLast = conditionLines(
      progress([condition({ nextTierNameTh: 'แพลทินัม', nextTierNameEn: 'Platinum' })]),
      { isLastTier: true },
    );
    expect(onLast[0]?.hint).toMatchObject({ goal: 'keep', tierName: 'แพลทินัม' });
    const keepRule = conditionLines(progress([condition()], 'keep'), { isLastTier: false });
    expect(keepRule[0]?.hint?.goal).toBe('keep');
  });

  it('works the missing amount out when the server leaves it at 0', () => {
    const [line] = conditionLines(
      progress([condition({ currentAmount: 120.5, requiredAmount: 500, missingAmount: 0 })]),
      { isLastTier: false },
    );
    expect(line?.hint?.missing).toBe(379.5);
  });

  it('keeps the bar between 0 and 100 percent', () => {
    const lines = conditionLines(
      progress([condition({ progress: 140 }), condition({ descType: 2, progress: -5 })]),
      { isLastTier: false },
    );
    expect(lines.map((line) => line.progress)).toEqual([100, 0]);
  });

  it('names the tier in English for en-US, Thai when English is missing', () => {
    const en = conditionLines(progress([condition()]), { isLastTier: false, lng: 'en-US' });
    expect(en[0]?.hint?.tierName).toBe('Gold');
    const fallback = conditionLines(progress([condition({ nextTierNameEn: '' })]), {
      isLastTier: false,
      lng: 'en-US',
    });
    expect(fallback[0]?.hint?.tierName).toBe('โกลด์');
  });

  it('is empty without a rule', () => {
    expect(conditionLines({ payload: [] }, { isLastTier: true })).toEqual([]);
    expect(conditionLines(undefined, { isLastTier: false })).toEqual([]);
  });
});
