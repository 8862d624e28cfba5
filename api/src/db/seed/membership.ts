import { campaigns, earnRules, earnTierMultipliers, tierCriteria, tiers } from '../schema';
import { seedImage, seedImageGroup, type SeedContext } from './assets';

export type TierCode = 'silver' | 'gold' | 'platinum';
export type SeededTiers = Record<TierCode, number>;

const tierDefs = [
  {
    code: 'silver',
    rank: 1,
    nameTh: 'ซิลเวอร์',
    nameEn: 'Silver',
    detailTh:
      'ระดับเริ่มต้นสำหรับสมาชิกใหม่ สะสม 1 แต้มทุกการซื้อ 25 บาท รับเครื่องดื่มฟรีในเดือนเกิด และรับข่าวสารเมนูใหม่ก่อนใคร',
    detailEn:
      'The starting tier: 1 point for every 25 baht, a free drink in your birthday month and early news of new menus.',
    validityDays: null,
  },
  {
    code: 'gold',
    rank: 2,
    nameTh: 'โกลด์',
    nameEn: 'Gold',
    detailTh:
      'สะสมแต้มเพิ่ม 1.5 เท่า อัปไซซ์ฟรีทุกวันพุธ ของขวัญวันเกิดเป็นเครื่องดื่มพร้อมเค้ก 1 ชิ้น และสิทธิ์แลกเมนูซิกเนเจอร์',
    detailEn:
      '1.5x points, a free upsize every Wednesday, a drink and a slice of cake for your birthday and the signature menu privilege.',
    validityDays: 365,
  },
  {
    code: 'platinum',
    rank: 3,
    nameTh: 'แพลทินัม',
    nameEn: 'Platinum',
    detailTh: 'สะสมแต้มเพิ่ม 2 เท่า เครื่องดื่มฟรีทุกเดือน ชิมเมล็ดกาแฟล็อตพิเศษก่อนวางจำหน่าย และช่องทางสั่งด่วนที่สาขา',
    detailEn:
      'Double points, a free drink every month, first tastings of special coffee lots and a fast lane at the counter.',
    validityDays: 365,
  },
] as const;

/** The last day of the seeding year, as the demo's fixed keep deadline. */
function endOfYear(now: Date): string {
  return `${now.getUTCFullYear()}-12-31`;
}

/** Tiers with their images, criteria and earn multipliers, the earn rule, and the welcome and bill campaigns. */
export async function seedMembership(seed: SeedContext): Promise<SeededTiers> {
  const { tx, storage, brand, now } = seed;
  const ids = {} as SeededTiers;
  for (const def of tierDefs) {
    const icon = await seedImage(
      tx,
      storage,
      brand,
      `tiers/${def.code}-icon.svg`,
      seedImageGroup.tier,
      def.rank,
      `${def.nameEn} tier icon`,
    );
    const card = await seedImage(
      tx,
      storage,
      brand,
      `tiers/${def.code}-card.svg`,
      seedImageGroup.tier,
      def.rank,
      `${def.nameEn} tier card`,
    );
    const [row] = await tx
      .insert(tiers)
      .values({ brandId: brand.id, ...def, iconUrl: icon.url, imageUrl: card.url })
      .returning({ id: tiers.id });
    ids[def.code] = row!.id;
  }

  const yearEnd = endOfYear(now);
  await tx.insert(tierCriteria).values([
    {
      brandId: brand.id,
      fromTierId: ids.silver,
      nextTierId: ids.gold,
      kind: 'upgrade',
      priority: 1,
      spendingCriteria: 2,
      spendingRequired: '2000.00',
      spendingPeriodDay: 365,
      visitCriteria: 2,
      visitRequired: 8,
      visitPeriodDay: 365,
    },
    {
      brandId: brand.id,
      fromTierId: ids.gold,
      nextTierId: ids.platinum,
      kind: 'upgrade',
      priority: 1,
      spendingCriteria: 2,
      spendingRequired: '8000.00',
      spendingPeriodDay: 365,
      visitCriteria: 2,
      visitRequired: 24,
      visitPeriodDay: 365,
      pointCriteria: 2,
      pointRequired: 800,
      pointPeriodDay: 365,
    },
    {
      brandId: brand.id,
      fromTierId: ids.gold,
      nextTierId: ids.gold,
      kind: 'keep',
      priority: 1,
      spendingCriteria: 2,
      spendingRequired: '1500.00',
      spendingPeriodDay: 365,
      visitCriteria: 2,
      visitRequired: 6,
      visitPeriodDay: 365,
    },
    {
      brandId: brand.id,
      fromTierId: ids.platinum,
      nextTierId: ids.platinum,
      kind: 'keep',
      priority: 1,
      spendingCriteria: 2,
      spendingRequired: '6000.00',
      spendingPeriodDate: yearEnd,
      pointCriteria: 2,
      pointRequired: 500,
      pointPeriodDate: yearEnd,
    },
  ]);

  // The demo's earn rule, as its tiers' benefits say: a point per 25 baht, gold 1.5x, platinum 2x.
  await tx.insert(earnRules).values({
    brandId: brand.id,
    satangPerPoint: 2500,
    rounding: 'floor',
    minimumBillSatang: 0,
  });
  await tx.insert(earnTierMultipliers).values([
    { brandId: brand.id, tierId: ids.gold, multiplierHundredths: 150 },
    { brandId: brand.id, tierId: ids.platinum, multiplierHundredths: 200 },
  ]);

  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  await tx.insert(campaigns).values([
    {
      brandId: brand.id,
      kind: 'welcome',
      nameTh: 'แต้มต้อนรับสมาชิกใหม่',
      nameEn: 'Welcome points',
      points: 50,
      startsAt: yearStart,
    },
    {
      brandId: brand.id,
      kind: 'bill',
      nameTh: 'สะสมแต้มจากใบเสร็จ',
      nameEn: 'Points from receipts',
      points: 10,
      startsAt: yearStart,
    },
  ]);
  return ids;
}
