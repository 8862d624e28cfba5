import { expect, it } from 'vitest';
import { tierListResponse } from '@crm/contract/membership';
import { brands, tiers } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';

const URL = '/api/v1.0/customer/membership-tier/list';

describeEachDatabase('Membership tier list', (use) => {
  it("lists the member's brand's tiers, entry tier first", async () => {
    const member = await signedInMember(use());
    const res = await use().app.inject({ url: URL, headers: member.headers });
    expect(res.statusCode).toBe(200);
    const list = tierListResponse.parse(res.json()).data;
    expect(list.map((t) => [t.tier, t.rank, t.validity_days])).toEqual([
      ['silver', 1, null],
      ['gold', 2, 365],
      ['platinum', 3, 365],
    ]);
    expect(list[1]).toMatchObject({
      tier_name_th: 'โกลด์',
      tier_name_en: 'Gold',
      tier_icon_url: '/api/v1.0/images/demo/tiers/gold-icon.svg',
    });
  });

  it("never shows another brand's tiers", async () => {
    const { db } = use();
    const [other] = await db
      .insert(brands)
      .values({ ref: 'other', nameTh: 'อื่น', nameEn: 'Other' })
      .returning({ id: brands.id });
    await db
      .insert(tiers)
      .values({ brandId: other!.id, code: 'black', nameTh: 'แบล็ก', nameEn: 'Black', rank: 1 });
    const demoMember = await signedInMember(use());
    const demoList = tierListResponse.parse(
      (await use().app.inject({ url: URL, headers: demoMember.headers })).json(),
    ).data;
    expect(demoList.map((t) => t.tier)).not.toContain('black');

    const outsider = await signedInMember(use(), { brandRef: 'other' });
    const otherList = tierListResponse.parse(
      (await use().app.inject({ url: URL, headers: outsider.headers })).json(),
    ).data;
    expect(otherList.map((t) => t.tier)).toEqual(['black']);
  });

  it('needs a signed-in member', async () => {
    const res = await use().app.inject({ url: URL });
    expect(res.statusCode).toBe(401);
  });
});
