import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { earnRuleResponse, type EarnRule } from '@crm/contract/earning';
import { auditLog, tiers } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';
import { earnRuleOf, pointsForMemberBill } from './service';

const API = '/api/v1.0/operator/earning/earn-rule';

describeEachDatabase('The earn rule in the console', (use) => {
  const put = (headers: Record<string, string>, payload: object) =>
    use().app.inject({ method: 'PUT', url: API, headers, payload });
  const get = async (headers: Record<string, string>) => {
    const res = await use().app.inject({ url: API, headers });
    expect(res.statusCode, res.body).toBe(200);
    return earnRuleResponse.parse(res.json()).data;
  };
  const auditRows = (ctx: TestContext, brandId: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.brandId, brandId), eq(auditLog.targetType, 'earn_rule')));

  /** A brand of its own with two tiers, its owner signed in. */
  const brandWithTiers = async () => {
    const ctx = use();
    const brand = await createOtherBrand(ctx);
    const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
    const rows = await ctx.db
      .insert(tiers)
      .values([
        { brandId: brand.id, code: 'member', nameTh: 'สมาชิก', nameEn: 'Member', rank: 1 },
        { brandId: brand.id, code: 'vip', nameTh: 'วีไอพี', nameEn: 'VIP', rank: 2 },
      ])
      .returning();
    return { brand, owner, tiers: rows };
  };

  it('lets owners and admins set the rule and managers read it', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const current = await get(owner.headers);
    const body = {
      baht_per_point: current.baht_per_point,
      rounding: current.rounding,
      minimum_bill: current.minimum_bill,
      tier_multipliers: current.tier_multipliers.map(({ tier_id, multiplier }) => ({
        tier_id,
        multiplier,
      })),
    };
    await expectRoleMatrix(ctx, [
      { method: 'GET', url: API, allowed: ['owner', 'admin', 'manager'] },
      { method: 'PUT', url: API, payload: body, allowed: ['owner', 'admin'] },
    ]);
  });

  it("reads the demo's 25 baht a point with gold at 1.5x and platinum at 2x", async () => {
    const owner = await signedInOperator(use(), { role: 'owner' });
    const rule = await get(owner.headers);
    expect(rule).toMatchObject({ baht_per_point: 25, rounding: 'floor', minimum_bill: 0 });
    expect(rule.tier_multipliers.map((t) => [t.code, t.multiplier])).toEqual([
      ['silver', 1],
      ['gold', 1.5],
      ['platinum', 2],
    ]);
  });

  it('starts a brand on the default rule and saves its own, audited before and after', async () => {
    const ctx = use();
    const {
      brand,
      owner,
      tiers: [member, vip],
    } = await brandWithTiers();
    const before = await get(owner.headers);
    expect(before).toEqual<EarnRule>({
      baht_per_point: 25,
      rounding: 'floor',
      minimum_bill: 0,
      tier_multipliers: [
        { tier_id: member!.id, code: 'member', name_th: 'สมาชิก', name_en: 'Member', multiplier: 1 },
        { tier_id: vip!.id, code: 'vip', name_th: 'วีไอพี', name_en: 'VIP', multiplier: 1 },
      ],
      updated_at: null,
    });

    const res = await put(owner.headers, {
      baht_per_point: 12.5,
      rounding: 'round',
      minimum_bill: 99.99,
      tier_multipliers: [{ tier_id: vip!.id, multiplier: 1.25 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = earnRuleResponse.parse(res.json()).data;
    expect(saved).toMatchObject({ baht_per_point: 12.5, rounding: 'round', minimum_bill: 99.99 });
    expect(saved.tier_multipliers.map((t) => t.multiplier)).toEqual([1, 1.25]);
    expect(saved.updated_at).not.toBeNull();

    // Satang and hundredths are stored whole, and the kernel computes from them.
    const rule = await earnRuleOf(ctx.db, brand.id);
    expect(rule).toMatchObject({ satangPerPoint: 1250, minimumBillSatang: 9999 });
    expect([...rule.tierMultipliers]).toEqual([[vip!.id, 125]]);
    // 100.10 baht is 8.008 points at 12.50 a point; 1.25x gives 10.01 → 10.
    expect(await pointsForMemberBill(ctx.db, brand.id, vip!.id, 100.1)).toMatchObject({
      points: 10,
      billSatang: 10010,
    });
    expect(await pointsForMemberBill(ctx.db, brand.id, member!.id, '99.98')).toMatchObject({
      points: 0,
      belowMinimum: true,
    });
    await expect(pointsForMemberBill(ctx.db, brand.id, null, 1.005)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });

    const [entry] = await auditRows(ctx, brand.id);
    expect(entry).toMatchObject({ action: 'earning.rule.update', role: 'owner' });
    expect(entry!.before).toMatchObject({ baht_per_point: 25, rounding: 'floor' });
    expect(entry!.after).toMatchObject({ baht_per_point: 12.5, minimum_bill: 99.99 });

    // Back to 1x for every tier: no multiplier is kept.
    const reset = await put(owner.headers, {
      baht_per_point: 12.5,
      rounding: 'round',
      minimum_bill: 99.99,
      tier_multipliers: [],
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await earnRuleOf(ctx.db, brand.id)).tierMultipliers.size).toBe(0);
  });

  it('refuses what is not a rule, changing nothing', async () => {
    const ctx = use();
    const {
      brand,
      owner,
      tiers: [member],
    } = await brandWithTiers();
    const other = await createOtherBrand(ctx);
    const [foreign] = await ctx.db
      .insert(tiers)
      .values({ brandId: other.id, code: 'x', nameTh: 'x', nameEn: 'x', rank: 1 })
      .returning();
    const good = { baht_per_point: 25, rounding: 'floor', minimum_bill: 0, tier_multipliers: [] };
    const cases: [object, number, string][] = [
      [{ ...good, baht_per_point: 0 }, 400, 'VALIDATION_ERROR'],
      [{ ...good, baht_per_point: 10.005 }, 400, 'VALIDATION_ERROR'],
      [{ ...good, baht_per_point: -5 }, 400, 'VALIDATION_ERROR'],
      [{ ...good, minimum_bill: -1 }, 400, 'VALIDATION_ERROR'],
      [{ ...good, rounding: 'banker' }, 400, 'VALIDATION_ERROR'],
      [
        { ...good, tier_multipliers: [{ tier_id: member!.id, multiplier: 0 }] },
        400,
        'VALIDATION_ERROR',
      ],
      [
        { ...good, tier_multipliers: [{ tier_id: member!.id, multiplier: 1.255 }] },
        400,
        'VALIDATION_ERROR',
      ],
      [
        {
          ...good,
          tier_multipliers: [
            { tier_id: member!.id, multiplier: 2 },
            { tier_id: member!.id, multiplier: 3 },
          ],
        },
        400,
        'VALIDATION_ERROR',
      ],
      // Another brand's tier is not found.
      [
        { ...good, tier_multipliers: [{ tier_id: foreign!.id, multiplier: 2 }] },
        404,
        'TIER_NOT_FOUND',
      ],
    ];
    for (const [body, status, code] of cases) {
      expectError(await put(owner.headers, body), status, code);
    }
    expect((await get(owner.headers)).updated_at).toBeNull();
    expect(await auditRows(ctx, brand.id)).toEqual([]);
  });
});
