import { eq } from 'drizzle-orm';
import { brandSetupRead } from '../../db/brand-cache';
import type { Db } from '../../db/client';
import { earnRules, earnTierMultipliers } from '../../db/schema';

export type EarnRuleRow = typeof earnRules.$inferSelect;

/**
 * The brand's stored rule, kept with its set-up; `lock` reads the row and holds it until the
 * transaction ends.
 */
export async function findEarnRule(db: Db, brandId: number, lock = false) {
  const query = db.select().from(earnRules).where(eq(earnRules.brandId, brandId)).limit(1);
  if (lock) return (await query.for('update'))[0];
  const found = await brandSetupRead(db, `earn-rule:${brandId}`, brandId, async () => ({
    row: (await query)[0],
  }));
  return found?.row;
}

export async function findTierMultipliers(db: Db, brandId: number) {
  const found = await brandSetupRead(db, `earn-multipliers:${brandId}`, brandId, () =>
    db
      .select({
        tierId: earnTierMultipliers.tierId,
        hundredths: earnTierMultipliers.multiplierHundredths,
      })
      .from(earnTierMultipliers)
      .where(eq(earnTierMultipliers.brandId, brandId)),
  );
  return found ?? [];
}

export async function saveEarnRule(
  tx: Db,
  brandId: number,
  rule: Pick<EarnRuleRow, 'satangPerPoint' | 'rounding' | 'minimumBillSatang'>,
  multipliers: { tierId: number; hundredths: number }[],
) {
  const now = new Date();
  await tx
    .insert(earnRules)
    .values({ brandId, ...rule, updatedAt: now })
    .onConflictDoUpdate({ target: earnRules.brandId, set: { ...rule, updatedAt: now } });
  await tx.delete(earnTierMultipliers).where(eq(earnTierMultipliers.brandId, brandId));
  if (multipliers.length > 0) {
    await tx.insert(earnTierMultipliers).values(
      multipliers.map((m) => ({
        brandId,
        tierId: m.tierId,
        multiplierHundredths: m.hundredths,
      })),
    );
  }
}
