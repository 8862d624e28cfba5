import { describe, expect, it } from 'vitest';
import { ladderProblems, tierDraft, type TierDraft, type TierDraftInput } from './tier-setup';

const spending = (required: number) => ({
  mode: 'criteria' as const,
  spending: { required, period_days: 365, period_until: null },
});

const ladder = (...tiers: TierDraftInput[]): TierDraft[] => tiers.map((t) => tierDraft.parse(t));
const entry = { rank: 1, code: 'silver', name_th: 'ซิลเวอร์', name_en: 'Silver' };
const gold = { rank: 2, code: 'gold', name_th: 'โกลด์', name_en: 'Gold', upgrade: spending(2000) };
const platinum = {
  rank: 3,
  code: 'platinum',
  name_th: 'แพลทินัม',
  name_en: 'Platinum',
  upgrade: {
    mode: 'criteria' as const,
    spending: { required: 8000, period_days: 365, period_until: null },
    visits: { required: 24, period_days: null, period_until: null },
  },
};

describe('a tier ladder', () => {
  it('is fine in order, each tier asking at least as much as the one below', () => {
    expect(ladderProblems(ladder(entry, gold, platinum))).toEqual([]);
    // Listed in any order: the ranks say which is which.
    expect(ladderProblems(ladder(platinum, entry, gold))).toEqual([]);
    // A step nobody climbs by themselves is no easier than any other.
    expect(ladderProblems(ladder(entry, { ...gold, upgrade: { mode: 'none' } }, platinum))).toEqual(
      [],
    );
  });

  it('names the tier whose rank leaves a gap or repeats', () => {
    expect(ladderProblems(ladder(entry, gold, { ...platinum, rank: 4 }))).toEqual([
      { code: 'TIER_ORDER_GAP', index: 2 },
    ]);
    expect(ladderProblems(ladder(entry, { ...gold, rank: 3 }, platinum))).toEqual([
      { code: 'TIER_ORDER_GAP', index: 2 },
    ]);
  });

  it('refuses repeats, negatives, two periods, criteria on the entry tier and empty criteria', () => {
    expect(ladderProblems(ladder(entry, gold, { ...platinum, code: 'gold' }))).toEqual([
      { code: 'TIER_DUPLICATE', index: 2 },
    ]);
    expect(
      ladderProblems(ladder(entry, { ...gold, tier_id: 5 }, { ...platinum, tier_id: 5 })),
    ).toEqual([{ code: 'TIER_DUPLICATE', index: 2 }]);
    expect(ladderProblems(ladder(entry, { ...gold, upgrade: spending(-0.01) }, platinum))).toEqual([
      { code: 'TIER_THRESHOLD_NEGATIVE', index: 1, kind: 'spending' },
    ]);
    expect(
      ladderProblems(
        ladder(entry, gold, {
          ...platinum,
          keep: {
            mode: 'criteria',
            points: { required: 10, period_days: 30, period_until: '2030-12-31' },
          },
        }),
      ),
    ).toEqual([{ code: 'TIER_PERIOD_CONFLICT', index: 2, kind: 'points' }]);
    expect(ladderProblems(ladder({ ...entry, upgrade: spending(1) }, gold, platinum))).toEqual([
      { code: 'TIER_ENTRY_CRITERIA', index: 0 },
    ]);
    expect(
      ladderProblems(ladder(entry, { ...gold, keep: { mode: 'criteria' } }, platinum)),
    ).toEqual([{ code: 'TIER_CONDITION_REQUIRED', index: 1 }]);
  });

  it('refuses a higher tier asking less, or leaving out what the tier below asks', () => {
    expect(
      ladderProblems(ladder(entry, gold, { ...platinum, upgrade: spending(1999.99) })),
    ).toEqual([{ code: 'TIER_EASIER_THAN_LOWER', index: 2, lowerIndex: 1, kind: 'spending' }]);
    const goldWithVisits = {
      ...gold,
      upgrade: { ...spending(2000), visits: { required: 8, period_days: 365, period_until: null } },
    };
    expect(
      ladderProblems(ladder(entry, goldWithVisits, { ...platinum, upgrade: spending(9000) })),
    ).toEqual([{ code: 'TIER_EASIER_THAN_LOWER', index: 2, lowerIndex: 1, kind: 'visits' }]);
  });
});
