import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  billCampaignListResponse,
  billCampaignResponse,
  billCodeBatchListResponse,
  billCodeBatchResponse,
  billCodeListResponse,
  type BillCode,
} from '@crm/contract/earning';
import { redeemQrCodeResponse } from '@crm/contract/points';
import { auditLog, members, scanCodeBatches, scanCodes } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';
import { bangkokDay } from '../points/policy';

const API = '/api/v1.0/operator/earning';
const DAY = 86_400_000;

type Headers = Record<string, string>;

describeEachDatabase('Bill-code campaigns and batches in the console', (use) => {
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Headers,
    payload?: object,
  ) => use().app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });
  const today = () => bangkokDay(new Date());
  const dayFromNow = (days: number) => bangkokDay(new Date(Date.now() + days * DAY));
  const auditOf = (ctx: TestContext, brandId: number, action: string) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.brandId, brandId), eq(auditLog.action, action)));

  const newCampaign = async (headers: Headers, values: object = {}) => {
    const res = await call('POST', '/bill-campaigns', headers, {
      name_th: 'ใบเสร็จหน้าร้าน',
      name_en: 'Store receipts',
      starts_on: today(),
      ...values,
    });
    expect(res.statusCode, res.body).toBe(200);
    return billCampaignResponse.parse(res.json()).data;
  };
  const newBatch = async (headers: Headers, campaignId: number, values: object = {}) => {
    const res = await call('POST', `/bill-campaigns/${campaignId}/batches`, headers, {
      points: 30,
      count: 25,
      expires_on: dayFromNow(60),
      ...values,
    });
    expect(res.statusCode, res.body).toBe(200);
    return billCodeBatchResponse.parse(res.json()).data;
  };
  const allCodes = async (headers: Headers, batchId: number, status = 'all') => {
    const codes: BillCode[] = [];
    let pages = 0;
    for (let cursor: string | null | undefined; cursor !== null; pages += 1) {
      const res = await call(
        'GET',
        `/bill-code-batches/${batchId}/codes?limit=10&status=${status}${cursor ? `&cursor=${cursor}` : ''}`,
        headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = billCodeListResponse.parse(res.json()).data;
      codes.push(...page.items);
      cursor = page.next_cursor;
    }
    return { codes, pages };
  };
  const redeem = (member: { headers: Headers }, memberCode: string, code: string) =>
    use().app.inject({
      url: `/api/v1.0/UniversalScanCode/RedeemQrCode?customerId=${memberCode}&qrCode=${code}`,
      headers: member.headers,
    });
  const memberCodeOf = async (memberId: number) => {
    const [row] = await use().db.select().from(members).where(eq(members.id, memberId));
    return row!.memberCode;
  };

  it('lets owners and admins make campaigns and batches, managers read them, and nobody else', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const campaign = await newCampaign(owner.headers);
    const batch = await newBatch(owner.headers, campaign.campaign_id, { count: 2 });
    let n = 0;
    await expectRoleMatrix(ctx, [
      { method: 'GET', url: `${API}/bill-campaigns`, allowed: ['owner', 'admin', 'manager'] },
      {
        method: 'POST',
        url: `${API}/bill-campaigns`,
        payloadFor: () => ({
          name_th: `แคมเปญ ${(n += 1)}`,
          name_en: 'Campaign',
          starts_on: today(),
        }),
        allowed: ['owner', 'admin'],
      },
      {
        method: 'GET',
        url: `${API}/bill-campaigns/${campaign.campaign_id}`,
        allowed: ['owner', 'admin', 'manager'],
        target: true,
      },
      {
        method: 'PATCH',
        url: `${API}/bill-campaigns/${campaign.campaign_id}`,
        payload: { name_en: 'Renamed' },
        allowed: ['owner', 'admin'],
        target: true,
      },
      {
        method: 'GET',
        url: `${API}/bill-campaigns/${campaign.campaign_id}/batches`,
        allowed: ['owner', 'admin', 'manager'],
        target: true,
      },
      {
        method: 'POST',
        url: `${API}/bill-campaigns/${campaign.campaign_id}/batches`,
        payload: { points: 5, count: 1 },
        allowed: ['owner', 'admin'],
        target: true,
      },
      {
        method: 'GET',
        url: `${API}/bill-code-batches/${batch.batch_id}`,
        allowed: ['owner', 'admin', 'manager'],
        target: true,
      },
      {
        method: 'GET',
        url: `${API}/bill-code-batches/${batch.batch_id}/codes`,
        allowed: ['owner', 'admin', 'manager'],
        target: true,
      },
      {
        method: 'GET',
        url: `${API}/bill-code-batches/${batch.batch_id}/codes.csv`,
        allowed: ['owner', 'admin'],
        target: true,
      },
    ]);
  });

  it('creates a campaign and changes it, audited before and after', async () => {
    const ctx = use();
    const admin = await signedInOperator(ctx, { role: 'admin' });
    const campaign = await newCampaign(admin.headers, { ends_on: dayFromNow(90) });
    expect(campaign).toMatchObject({
      active: true,
      starts_on: today(),
      ends_on: dayFromNow(90),
      batches: 0,
      codes: 0,
      codes_used: 0,
    });
    const res = await call('PATCH', `/bill-campaigns/${campaign.campaign_id}`, admin.headers, {
      active: false,
      ends_on: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(billCampaignResponse.parse(res.json()).data).toMatchObject({
      active: false,
      starts_on: today(),
      ends_on: null,
    });
    const created = (await auditOf(ctx, admin.brandId, 'earning.bill_campaign.create')).find(
      (row) => row.targetId === String(campaign.campaign_id),
    );
    expect(created).toMatchObject({ role: 'admin', after: { name_en: 'Store receipts' } });
    const updates = await auditOf(ctx, admin.brandId, 'earning.bill_campaign.update');
    const update = updates.find((row) => row.targetId === String(campaign.campaign_id))!;
    expect(update.before).toMatchObject({ active: true, ends_on: dayFromNow(90) });
    expect(update.after).toMatchObject({ active: false, ends_on: null });

    const list = await call('GET', '/bill-campaigns?limit=100', admin.headers);
    const items = billCampaignListResponse.parse(list.json()).data.items;
    // Newest first.
    expect(items[0]!.campaign_id).toBe(campaign.campaign_id);
  });

  it('generates a batch of unique codes at once, pages them, and tells who used which', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const campaign = await newCampaign(owner.headers);
    const batch = await newBatch(owner.headers, campaign.campaign_id, { bill_amount: 150.5 });
    expect(batch).toMatchObject({
      campaign_id: campaign.campaign_id,
      points: 30,
      count: 25,
      codes_used: 0,
      bill_amount: 150.5,
      expires_on: dayFromNow(60),
      created_by: owner.login,
    });

    const { codes, pages } = await allCodes(owner.headers, batch.batch_id);
    expect(pages).toBe(3);
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((c) => c.code)).size).toBe(25);
    expect(codes.every((c) => /^[A-HJ-NP-Z2-9]{12}$/.test(c.code))).toBe(true);

    const member = await signedInMember(ctx);
    const memberCode = await memberCodeOf(member.id);
    const used = await redeem(member, memberCode, codes[3]!.code);
    expect(used.statusCode, used.body).toBe(200);
    expect(redeemQrCodeResponse.parse(used.json()).data.point).toBe(30);

    const usedOnly = await allCodes(owner.headers, batch.batch_id, 'used');
    expect(usedOnly.codes).toEqual([
      { code: codes[3]!.code, used_at: expect.any(String) as unknown, used_by: memberCode },
    ]);
    expect((await allCodes(owner.headers, batch.batch_id, 'unused')).codes).toHaveLength(24);

    const list = await call(
      'GET',
      `/bill-campaigns/${campaign.campaign_id}/batches`,
      owner.headers,
    );
    expect(billCodeBatchListResponse.parse(list.json()).data.items[0]).toMatchObject({
      batch_id: batch.batch_id,
      codes_used: 1,
    });
    const one = await call('GET', `/bill-campaigns/${campaign.campaign_id}`, owner.headers);
    expect(billCampaignResponse.parse(one.json()).data).toMatchObject({
      batches: 1,
      codes: 25,
      codes_used: 1,
    });

    const generated = (await auditOf(ctx, owner.brandId, 'earning.bill_codes.generate')).find(
      (row) => row.targetId === String(batch.batch_id),
    );
    expect(generated).toMatchObject({ targetType: 'bill_code_batch', role: 'owner' });
    expect(generated!.after).toMatchObject({ count: 25, points: 30 });
  });

  it('downloads a batch as CSV through an audited export', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const campaign = await newCampaign(owner.headers);
    const batch = await newBatch(owner.headers, campaign.campaign_id, {
      count: 3,
      expires_on: null,
    });
    const { codes } = await allCodes(owner.headers, batch.batch_id);
    const member = await signedInMember(ctx);
    const memberCode = await memberCodeOf(member.id);
    expect((await redeem(member, memberCode, codes[0]!.code)).statusCode).toBe(200);

    const res = await call('GET', `/bill-code-batches/${batch.batch_id}/codes.csv`, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="bill-codes-${batch.batch_id}.csv"`,
    );
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('code,points,bill_amount,expires_on,used_at,used_by');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(new RegExp(`^${codes[0]!.code},30,0.00,,\\d{4}-.+Z,${memberCode}$`));
    expect(rows[1]).toBe(`${codes[1]!.code},30,0.00,,,`);

    const exported = (await auditOf(ctx, owner.brandId, 'earning.bill_codes.export')).find(
      (row) => row.targetId === String(batch.batch_id),
    );
    expect(exported).toMatchObject({ targetType: 'bill_code_batch', role: 'owner' });
  });

  it('stops a code after its last day and refuses a last day already gone', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const campaign = await newCampaign(owner.headers);
    const batch = await newBatch(owner.headers, campaign.campaign_id, {
      count: 1,
      expires_on: today(),
    });
    const { codes } = await allCodes(owner.headers, batch.batch_id);
    await ctx.db
      .update(scanCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(scanCodes.batchId, batch.batch_id));
    const member = await signedInMember(ctx);
    expectError(
      await redeem(member, await memberCodeOf(member.id), codes[0]!.code),
      422,
      'QR_CODE_EXPIRED',
    );

    const before = await ctx.db
      .select()
      .from(scanCodeBatches)
      .where(eq(scanCodeBatches.brandId, owner.brandId));
    const past = await call(
      'POST',
      `/bill-campaigns/${campaign.campaign_id}/batches`,
      owner.headers,
      {
        points: 10,
        count: 5,
        expires_on: dayFromNow(-1),
      },
    );
    expectError(past, 400, 'BILL_CODE_EXPIRY_PAST');
    for (const bad of [
      { points: 0 },
      { points: -3 },
      { count: 0 },
      { count: 5001 },
      { bill_amount: 1.005 },
    ]) {
      const res = await call(
        'POST',
        `/bill-campaigns/${campaign.campaign_id}/batches`,
        owner.headers,
        {
          points: 10,
          count: 5,
          ...bad,
        },
      );
      expectError(res, 400, 'VALIDATION_ERROR');
    }
    const after = await ctx.db
      .select()
      .from(scanCodeBatches)
      .where(eq(scanCodeBatches.brandId, owner.brandId));
    expect(after).toHaveLength(before.length);
    expect(await auditOf(ctx, owner.brandId, 'earning.bill_codes.generate')).toHaveLength(
      before.length,
    );
  });

  it("refuses campaign days out of order and another brand's campaigns and batches", async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    expectError(
      await call('POST', '/bill-campaigns', owner.headers, {
        name_th: 'ก',
        name_en: 'A',
        starts_on: today(),
        ends_on: dayFromNow(-2),
      }),
      400,
      'CAMPAIGN_DATES_OUT_OF_ORDER',
    );
    const campaign = await newCampaign(owner.headers, { ends_on: dayFromNow(10) });
    expectError(
      await call('PATCH', `/bill-campaigns/${campaign.campaign_id}`, owner.headers, {
        starts_on: dayFromNow(20),
      }),
      400,
      'CAMPAIGN_DATES_OUT_OF_ORDER',
    );
    const other = await createOtherBrand(ctx);
    const stranger = await signedInOperator(ctx, { role: 'owner', brandRef: other.ref });
    const batch = await newBatch(owner.headers, campaign.campaign_id, { count: 1 });
    expectError(
      await call('GET', `/bill-campaigns/${campaign.campaign_id}`, stranger.headers),
      404,
      'CAMPAIGN_NOT_FOUND',
    );
    expectError(
      await call('POST', `/bill-campaigns/${campaign.campaign_id}/batches`, stranger.headers, {
        points: 1,
        count: 1,
      }),
      404,
      'CAMPAIGN_NOT_FOUND',
    );
    expectError(
      await call('GET', `/bill-code-batches/${batch.batch_id}/codes`, stranger.headers),
      404,
      'BILL_CODE_BATCH_NOT_FOUND',
    );
    // The welcome campaign is not a bill campaign.
    const welcome = await call('GET', '/bill-campaigns?limit=100', owner.headers);
    expect(
      billCampaignListResponse
        .parse(welcome.json())
        .data.items.every((c) => c.name_en !== 'Welcome points'),
    ).toBe(true);
  });
});
