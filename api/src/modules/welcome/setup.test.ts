import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { welcomeCampaignResponse } from '@crm/contract/earning';
import { welcomeIssueResponse } from '@crm/contract/points';
import { auditLog, campaigns } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';
import { bangkokDay } from '../points/policy';

const API = '/api/v1.0/operator/earning/welcome';
const DAY = 86_400_000;

describeEachDatabase('The welcome campaign in the console', (use) => {
  const put = (headers: Record<string, string>, payload: object) =>
    use().app.inject({ method: 'PUT', url: API, headers, payload });
  const get = async (headers: Record<string, string>) => {
    const res = await use().app.inject({ url: API, headers });
    expect(res.statusCode, res.body).toBe(200);
    return welcomeCampaignResponse.parse(res.json()).data;
  };
  const welcome = async (headers: Record<string, string>) => {
    const res = await use().app.inject({ url: '/api/v1.0/WelcomeCampaign/Issue', headers });
    return welcomeIssueResponse.parse(res.json()).data.point_earn;
  };
  const today = () => bangkokDay(new Date());
  const dayFromNow = (days: number) => bangkokDay(new Date(Date.now() + days * DAY));

  it('lets owners and admins set it and managers read it', async () => {
    const ctx = use();
    const brand = await createOtherBrand(ctx);
    await expectRoleMatrix(
      ctx,
      [
        { method: 'GET', url: API, allowed: ['owner', 'admin', 'manager'] },
        {
          method: 'PUT',
          url: API,
          payload: {
            name_th: 'แต้มต้อนรับ',
            name_en: 'Welcome',
            points: 30,
            active: true,
            starts_on: '2025-01-01',
          },
          allowed: ['owner', 'admin'],
        },
      ],
      { brandRef: brand.ref },
    );
  });

  it('starts a campaign for a brand without one, and new members get its points', async () => {
    const ctx = use();
    const brand = await createOtherBrand(ctx);
    const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
    const none = await get(owner.headers);
    expect(none).toMatchObject({ campaign_id: null, active: false, members_welcomed: 0 });
    const early = await signedInMember(ctx, { brandRef: brand.ref });
    expect(await welcome(early.headers)).toBe(0);

    const res = await put(owner.headers, {
      name_th: 'ต้อนรับสมาชิกใหม่',
      name_en: 'Welcome aboard',
      points: 120,
      active: true,
      starts_on: today(),
      ends_on: dayFromNow(30),
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = welcomeCampaignResponse.parse(res.json()).data;
    expect(saved).toMatchObject({
      points: 120,
      active: true,
      starts_on: today(),
      ends_on: dayFromNow(30),
    });
    expect(saved.campaign_id).not.toBeNull();

    // The member who came before no campaign ran is welcomed now, once.
    expect(await welcome(early.headers)).toBe(120);
    expect(await welcome(early.headers)).toBe(0);
    expect((await get(owner.headers)).members_welcomed).toBe(1);

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.brandId, brand.id), eq(auditLog.action, 'earning.welcome.update')));
    expect(entry).toMatchObject({ before: null, targetId: String(saved.campaign_id) });
    expect(entry!.after).toMatchObject({ points: 120, name_en: 'Welcome aboard' });
  });

  it('changes the points, or turns it off, for members who come next', async () => {
    const ctx = use();
    const brand = await createOtherBrand(ctx);
    const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
    const body = {
      name_th: 'ต้อนรับ',
      name_en: 'Welcome',
      points: 40,
      active: true,
      starts_on: today(),
      ends_on: null,
    };
    expect((await put(owner.headers, body)).statusCode).toBe(200);
    expect((await put(owner.headers, { ...body, points: 75 })).statusCode).toBe(200);
    expect(await welcome((await signedInMember(ctx, { brandRef: brand.ref })).headers)).toBe(75);
    expect((await put(owner.headers, { ...body, active: false })).statusCode).toBe(200);
    expect(await welcome((await signedInMember(ctx, { brandRef: brand.ref })).headers)).toBe(0);
    // One campaign, changed in place.
    const rows = await ctx.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.brandId, brand.id), eq(campaigns.kind, 'welcome')));
    expect(rows).toHaveLength(1);
  });

  it('refuses days out of order and bad points, changing nothing', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const before = await get(owner.headers);
    const body = {
      name_th: 'ต้อนรับ',
      name_en: 'Welcome',
      points: 40,
      active: true,
      starts_on: today(),
    };
    expectError(
      await put(owner.headers, { ...body, ends_on: dayFromNow(-1) }),
      400,
      'CAMPAIGN_DATES_OUT_OF_ORDER',
    );
    for (const bad of [
      { points: -5 },
      { points: 0 },
      { points: 1.5 },
      { starts_on: '1/1/2025' },
      { name_th: '' },
    ]) {
      expectError(await put(owner.headers, { ...body, ...bad }), 400, 'VALIDATION_ERROR');
    }
    expect(await get(owner.headers)).toEqual(before);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.brandId, owner.brandId), eq(auditLog.action, 'earning.welcome.update')),
      );
    expect(entries).toEqual([]);
  });
});
