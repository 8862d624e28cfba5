import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { errorBody } from '@crm/contract/envelope';
import { redeemQrCodeResponse, verifyCustomerResponse } from '@crm/contract/points';
import { brands, campaigns, members, pointLedger, scanCodes } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { createMember, signedInMember } from '../../test/member-fixture';
import { freshIp, freshMobile } from '../auth/test-helpers';
import { throttleRules } from '../throttle/service';
import { generateCodes } from './service';

const API = '/api/v1.0/UniversalScanCode';

describeEachDatabase('Scan codes', (use) => {
  const demoBrandId = async () => {
    const [brand] = await use().db.select().from(brands).where(eq(brands.ref, 'demo'));
    return brand!.id;
  };
  const newCode = async (points = 50, billAmount = 250) => {
    const { codes } = await generateCodes(use().db, {
      brandId: await demoBrandId(),
      points,
      count: 1,
      billAmount,
    });
    return codes[0]!;
  };
  const verify = (mobile: string, code: string, brandRef = 'demo', ip = '127.0.0.1') =>
    use().app.inject({
      url: `${API}/VerifyCustomer?brandRef=${brandRef}&customerMobileNo=${mobile}&code=${code}`,
      remoteAddress: ip,
    });
  const errorCode = (res: { json: () => unknown }) => errorBody.parse(res.json()).error.code;
  const redeem = (headers: Record<string, string>, customerId: string, code: string) =>
    use().app.inject({
      url: `${API}/RedeemQrCode?customerId=${customerId}&qrCode=${code}`,
      headers,
    });

  it('verifies a member by mobile and redeems a code once for points, spending and a visit', async () => {
    const member = await signedInMember(use());
    const code = await newCode(50, 250);
    const verified = await verify(member.mobileNo, code.toLowerCase());
    expect(verified.statusCode).toBe(200);
    const customerId = verifyCustomerResponse.parse(verified.json()).data.customer_id;

    const res = await redeem(member.headers, customerId, code);
    expect(res.statusCode).toBe(200);
    expect(redeemQrCodeResponse.parse(res.json()).data).toEqual({ point: 50, point_balance: 50 });
    const [entry] = await use()
      .db.select()
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, member.id), eq(pointLedger.entryType, 'earn_qr')));
    expect(entry).toMatchObject({ points: 50, spendingAmount: '250.00', isVisit: true });

    const again = await redeem(member.headers, customerId, code);
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('QR_ALREADY_USED');
    expect(errorCode(await verify(member.mobileNo, code))).toBe('QR_ALREADY_USED');
  });

  it('gives exactly one of 50 simultaneous redemptions of one code', async () => {
    const member = await signedInMember(use());
    const code = await newCode(30);
    const customerId = verifyCustomerResponse.parse((await verify(member.mobileNo, code)).json())
      .data.customer_id;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => redeem(member.headers, customerId, code)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [row] = await use()
      .db.select({ balance: members.pointBalance })
      .from(members)
      .where(eq(members.id, member.id));
    expect(row!.balance).toBe(30);
  });

  it("answers 'invalid customer' for a mobile that is not the brand's member", async () => {
    const code = await newCode();
    const res = await verify('0899999999', code);
    expect(res.statusCode).toBe(404);
    const { error } = errorBody.parse(res.json());
    expect(error).toMatchObject({ code: 'INVALID_CUSTOMER', message_en: 'invalid customer' });
    expect(error.message_th).not.toBe('');
  });

  it('stops one code from testing a list of numbers', async () => {
    const member = await createMember(use().db);
    const code = await newCode();
    const { limit } = throttleRules['verify-customer'].subject;
    for (let i = 0; i < limit; i += 1) {
      const res = await verify(freshMobile(), code, 'demo', freshIp());
      expect(errorCode(res)).toBe('INVALID_CUSTOMER');
    }
    const refused = await verify(member.mobileNo, code, 'demo', freshIp());
    expect(refused.statusCode).toBe(429);
    const { error } = errorBody.parse(refused.json());
    expect(error).toMatchObject({ http_status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(error.message_th).toMatch(/อีก \d+ นาที/);
    expect(error.message_en).toMatch(/in \d+ minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Another code is counted on its own.
    expect((await verify(member.mobileNo, await newCode(), 'demo', freshIp())).statusCode).toBe(
      200,
    );
  });

  it('stops one client address from testing many codes', async () => {
    const ip = freshIp();
    const { limit } = throttleRules['verify-customer'].ip;
    for (let i = 0; i < limit; i += 1) {
      expect(errorCode(await verify(freshMobile(), `NOSUCHCODE${i}`, 'demo', ip))).toBe(
        'QR_CODE_NOT_FOUND',
      );
    }
    expect(errorCode(await verify(freshMobile(), 'NOSUCHCODEX', 'demo', ip))).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    expect(errorCode(await verify(freshMobile(), 'NOSUCHCODEX', 'demo', freshIp()))).toBe(
      'QR_CODE_NOT_FOUND',
    );
  });

  it("does not find another brand's members or codes", async () => {
    const { db } = use();
    await db.insert(brands).values({ ref: 'other', nameTh: 'อื่น', nameEn: 'Other' });
    const outsider = await createMember(db, { brandRef: 'other' });
    const code = await newCode();
    expect(errorCode(await verify(outsider.mobileNo, code))).toBe('INVALID_CUSTOMER');
    expect(errorCode(await verify(outsider.mobileNo, code, 'other'))).toBe('QR_CODE_NOT_FOUND');
  });

  it('refuses unknown codes and malformed input without a 500', async () => {
    const member = await signedInMember(use());
    const unknown = await verify(member.mobileNo, 'NOSUCHCODE99');
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('QR_CODE_NOT_FOUND');
    expect((await verify('12', 'NOSUCHCODE99')).statusCode).toBe(400);
    expect((await verify(member.mobileNo, 'bad code!')).statusCode).toBe(400);
    expect((await redeem(member.headers, 'x', '%00')).statusCode).toBe(400);
    expect((await verify(member.mobileNo, 'NOSUCHCODE99', 'nobrand')).statusCode).toBe(404);
  });

  it("answers 422 'Point campaign is expired' once the campaign has ended", async () => {
    const { db } = use();
    const member = await signedInMember(use());
    const brandId = await demoBrandId();
    const [ended] = await db
      .insert(campaigns)
      .values({
        brandId,
        kind: 'bill',
        nameTh: 'แคมเปญเก่า',
        nameEn: 'Old campaign',
        startsAt: new Date('2020-01-01T00:00:00Z'),
        endsAt: new Date('2020-12-31T00:00:00Z'),
      })
      .returning();
    const { codes } = await generateCodes(db, {
      brandId,
      points: 10,
      count: 1,
      campaignId: ended!.id,
    });
    const [memberRow] = await db.select().from(members).where(eq(members.id, member.id));
    for (const res of [
      await verify(member.mobileNo, codes[0]!),
      await redeem(member.headers, memberRow!.memberCode, codes[0]!),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(errorBody.parse(res.json()).error).toMatchObject({
        code: 'POINT_CAMPAIGN_EXPIRED',
        message_en: 'Point campaign is expired',
      });
    }
    const [code] = await db.select().from(scanCodes).where(eq(scanCodes.code, codes[0]!));
    expect(code!.redeemedAt).toBeNull();
  });

  it('only lets the signed-in member redeem for themselves', async () => {
    const member = await signedInMember(use());
    const other = await createMember(use().db);
    const code = await newCode();
    const customerId = verifyCustomerResponse.parse((await verify(other.mobileNo, code)).json())
      .data.customer_id;
    const res = await redeem(member.headers, customerId, code);
    expect(res.statusCode).toBe(403);
    expect((await redeem({}, customerId, code)).statusCode).toBe(401);
  });
});
