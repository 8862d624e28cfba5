import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devScanCodesResponse } from '@crm/contract/dev';
import { errorBody } from '@crm/contract/envelope';
import { redeemQrCodeResponse, verifyCustomerResponse } from '@crm/contract/points';
import { createTestContext, describeEachDatabase, testDatabases } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';

const createCodes = (body: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/v1.0/dev/scan-codes',
  payload: body,
});

describeEachDatabase('Dev scan codes', (use) => {
  it('makes codes a member redeems for their points through the real calls', async () => {
    const res = await use().app.inject(createCodes({ brandRef: 'demo', points: 700, count: 2 }));
    expect(res.statusCode).toBe(200);
    const { codes, points } = devScanCodesResponse.parse(res.json()).data;
    expect(points).toBe(700);
    expect(codes).toHaveLength(2);
    expect(new Set(codes).size).toBe(2);

    const member = await signedInMember(use());
    const verified = await use().app.inject({
      url: `/api/v1.0/UniversalScanCode/VerifyCustomer?brandRef=demo&customerMobileNo=${member.mobileNo}&code=${codes[0]}`,
    });
    const customerId = verifyCustomerResponse.parse(verified.json()).data.customer_id;
    const redeemed = await use().app.inject({
      url: `/api/v1.0/UniversalScanCode/RedeemQrCode?customerId=${customerId}&qrCode=${codes[0]}`,
      headers: member.headers,
    });
    expect(redeemQrCodeResponse.parse(redeemed.json()).data).toEqual({
      point: 700,
      point_balance: 700,
    });
  });

  it('refuses an unknown brand and bad amounts without a 500', async () => {
    const unknown = await use().app.inject(createCodes({ brandRef: 'nope', points: 10 }));
    expect(unknown.statusCode).toBe(404);
    expect(errorBody.parse(unknown.json()).error.code).toBe('BRAND_NOT_FOUND');
    for (const body of [
      { brandRef: 'demo', points: 0 },
      { brandRef: 'demo', points: 10, count: 21 },
      { brandRef: 'demo', points: 1.5 },
      { brandRef: 'demo' },
    ]) {
      const res = await use().app.inject(createCodes(body));
      expect(res.statusCode).toBe(400);
    }
  });
});

for (const kind of testDatabases()) {
  describe(`Dev scan codes in production [${kind}]`, () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>> | undefined;
    beforeAll(async () => {
      ctx = await createTestContext(kind, { NODE_ENV: 'production' });
    }, 60_000);
    afterAll(async () => {
      await ctx?.close();
    });

    it('is not registered', async () => {
      const res = await ctx!.app.inject(createCodes({ brandRef: 'demo', points: 10 }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('data');
    });
  });
}
