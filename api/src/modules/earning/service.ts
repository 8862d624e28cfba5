import type { FastifyRequest } from 'fastify';
import type { EarnRule as EarnRuleView, EarnRuleRequest } from '@crm/contract/earning';
import { bahtOf, satangOf } from '@crm/contract/money';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import { listTiers } from '../membership/service';
import { findEarnRule, findTierMultipliers, saveEarnRule } from './repository';
import { ONE_TIMES, pointsForBill, type EarnResult, type EarnRule } from './rule';

/*
 * The brand's earn rule (earning.edit): baht per point, rounding, minimum bill and a multiplier
 * per tier. Amounts are kept in satang and multipliers in hundredths; the API speaks baht and
 * times. The arithmetic is rule.ts; the store's earn asks `pointsForMemberBill`.
 */

export { pointsForBill, type EarnResult, type EarnRule };

/** A brand that never set its rule: one point per 25 baht, rounded down, no minimum. */
export const DEFAULT_EARN_RULE = {
  satangPerPoint: 2500,
  rounding: 'floor',
  minimumBillSatang: 0,
} as const satisfies Omit<EarnRule, 'tierMultipliers'>;

/** The brand's earn rule for the arithmetic of rule.ts. */
export async function earnRuleOf(db: Db, brandId: number): Promise<EarnRule> {
  const [row, multipliers] = await Promise.all([
    findEarnRule(db, brandId),
    findTierMultipliers(db, brandId),
  ]);
  return {
    satangPerPoint: row?.satangPerPoint ?? DEFAULT_EARN_RULE.satangPerPoint,
    rounding: row?.rounding ?? DEFAULT_EARN_RULE.rounding,
    minimumBillSatang: row?.minimumBillSatang ?? DEFAULT_EARN_RULE.minimumBillSatang,
    tierMultipliers: new Map(multipliers.map((m) => [m.tierId, m.hundredths])),
  };
}

/**
 * The points a bill of `amount` baht (at most two decimals) earns a member on `tierId` under the
 * brand's rule. A malformed amount is VALIDATION_ERROR.
 */
export async function pointsForMemberBill(
  db: Db,
  brandId: number,
  tierId: number | null,
  amount: number | string,
): Promise<EarnResult & { billSatang: number }> {
  const billSatang = satangOf(amount);
  if (billSatang === null) {
    throw new AppError('VALIDATION_ERROR', 'amount: baht, 0 or more, at most two decimals');
  }
  return { ...pointsForBill(await earnRuleOf(db, brandId), billSatang, tierId), billSatang };
}

async function viewOf(db: Db, brandId: number): Promise<EarnRuleView> {
  const [rule, row, tiers] = await Promise.all([
    earnRuleOf(db, brandId),
    findEarnRule(db, brandId),
    listTiers(db, brandId),
  ]);
  return {
    baht_per_point: bahtOf(rule.satangPerPoint),
    rounding: rule.rounding,
    minimum_bill: bahtOf(rule.minimumBillSatang),
    tier_multipliers: tiers.map((tier) => ({
      tier_id: tier.tier_id,
      code: tier.tier,
      name_th: tier.tier_name_th,
      name_en: tier.tier_name_en,
      multiplier: (rule.tierMultipliers.get(tier.tier_id) ?? ONE_TIMES) / ONE_TIMES,
    })),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export function getEarnRule(db: Db, brandId: number): Promise<EarnRuleView> {
  return viewOf(db, brandId);
}

/** Whole hundredths of a value the contract allows two decimals for. */
const hundredthsOf = (value: number) => satangOf(value)!;

/** Replaces the brand's rule and multipliers; tiers left out earn at 1x. */
export async function updateEarnRule(
  db: Db,
  request: FastifyRequest,
  body: EarnRuleRequest,
): Promise<EarnRuleView> {
  const { brandId } = operatorOf(request);
  const tierIds = body.tier_multipliers.map((m) => m.tier_id);
  if (new Set(tierIds).size !== tierIds.length) {
    throw new AppError('VALIDATION_ERROR', 'tier_multipliers: each tier once');
  }
  return transaction(db, async (tx) => {
    await findEarnRule(tx, brandId, true);
    const before = await viewOf(tx, brandId);
    const known = new Set(before.tier_multipliers.map((tier) => tier.tier_id));
    if (tierIds.some((id) => !known.has(id))) throw new AppError('TIER_NOT_FOUND');
    await saveEarnRule(
      tx,
      brandId,
      {
        satangPerPoint: hundredthsOf(body.baht_per_point),
        rounding: body.rounding,
        minimumBillSatang: hundredthsOf(body.minimum_bill),
      },
      body.tier_multipliers
        .map((m) => ({ tierId: m.tier_id, hundredths: hundredthsOf(m.multiplier) }))
        .filter((m) => m.hundredths !== ONE_TIMES),
    );
    const after = await viewOf(tx, brandId);
    await audit.record(tx, request, {
      action: 'earning.rule.update',
      targetType: 'earn_rule',
      before: { ...before, updated_at: undefined },
      after: { ...after, updated_at: undefined },
    });
    return after;
  });
}
