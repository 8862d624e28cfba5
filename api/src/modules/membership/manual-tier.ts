/*
 * A manual tier is a floor an operator sets until a date: while it runs, the member holds the
 * higher of the tier the rules gave them and the manual one. The rules keep counting underneath,
 * so when the floor ends the member is where their own activity put them.
 */

export interface RankedTier {
  id: number;
  rank: number;
  nameTh: string;
  nameEn: string;
}

export interface TierFloor {
  tierId: number | null;
  manualTierId: number | null;
  manualTierUntil: Date | null;
}

/** The tier the rules gave the member; a member without one is on the entry tier. */
export function computedTier<T extends RankedTier>(
  tierList: readonly T[],
  member: Pick<TierFloor, 'tierId'>,
): T | undefined {
  const given = tierList.find((tier) => tier.id === member.tierId);
  if (given) return given;
  return [...tierList].sort((a, b) => a.rank - b.rank)[0];
}

/** Whether a manual tier is still running at `now`. */
export function manualTierRuns(member: TierFloor, now: Date): boolean {
  return (
    member.manualTierId !== null && member.manualTierUntil !== null && member.manualTierUntil > now
  );
}

/**
 * The tier the member holds at `now`: the computed one (the entry tier for a member no tier was
 * given yet, as the membership module counts them), raised to a running manual tier.
 */
export function effectiveTier<T extends RankedTier>(
  tierList: readonly T[],
  member: TierFloor,
  now: Date,
): T | undefined {
  const computed = computedTier(tierList, member);
  if (!manualTierRuns(member, now)) return computed;
  const manual = tierList.find((tier) => tier.id === member.manualTierId);
  if (!manual) return computed;
  return !computed || manual.rank > computed.rank ? manual : computed;
}
