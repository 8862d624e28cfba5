import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { errorBody } from '@crm/contract/envelope';
import {
  pdpaDetailResponse,
  pdpaInfoResponse,
  smsConsentResponse,
  updatePdpaResponse,
} from '@crm/contract/pdpa';
import type { Db } from '../../db/client';
import {
  brands,
  consentRecords,
  members,
  pdpaPolicies,
  smsConsentTokens,
  smsMessages,
} from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { createMember, signedInMember } from '../../test/member-fixture';
import { multipartBody } from '../customer/multipart-fixture';
import { logSmsSender } from '../sms/sender';
import { createSmsConsentLink, sendSmsConsentLink, SMS_LINK_TTL_MS } from './service';

async function brandWithPolicy(db: Db, ref: string) {
  const [brand] = await db
    .insert(brands)
    .values({ ref, nameTh: `แบรนด์ ${ref}`, nameEn: `Brand ${ref}` })
    .returning();
  const policy = (version: number, isActive: boolean) => ({
    brandId: brand!.id,
    version,
    articleAltReference: `${ref}-privacy-${version}`,
    articleGroupKey: 'privacy',
    contentTh: `นโยบายความเป็นส่วนตัว ${ref} ฉบับที่ ${version}`,
    contentEn: `Privacy policy ${ref} v${version}`,
    isActive,
  });
  const rows = await db
    .insert(pdpaPolicies)
    .values([policy(1, false), policy(2, true)])
    .returning();
  return { brand: brand!, policy: rows.find((row) => row.isActive)! };
}

/**
 * How many SMS a text takes. Thai letters are outside the GSM alphabet, so the whole message
 * goes as UCS-2: 70 UTF-16 units in one SMS, 67 in each part of a longer one.
 */
function ucs2Segments(text: string): number {
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
}

async function memberState(db: Db, memberId: number) {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  return row!;
}

async function recordsOf(db: Db, memberId: number) {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.memberId, memberId))
    .orderBy(asc(consentRecords.id));
}

describeEachDatabase('PDPA', (use) => {
  let a: Awaited<ReturnType<typeof brandWithPolicy>>;
  let b: Awaited<ReturnType<typeof brandWithPolicy>>;
  beforeAll(async () => {
    a = await brandWithPolicy(use().db, 'pdpa-a');
    b = await brandWithPolicy(use().db, 'pdpa-b');
  });
  const url = (path: string) => `/api/v1.0${path}`;

  const updatePdpa = (
    ctx: TestContext,
    headers: Record<string, string>,
    body: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: url('/CustomerAccount/UpdatePDPA'),
      headers,
      payload: body,
    });

  const articleOf = (policy: typeof a.policy) => ({
    Pdpa_Article_Alt_Reference: policy.articleAltReference,
    Pdpa_Article_Group_Key: policy.articleGroupKey,
  });

  const detail = (token: string) =>
    use().app.inject({ url: url(`/pdpa/pdpa-detail/${encodeURIComponent(token)}`) });
  const consent = (body: Record<string, unknown>) =>
    use().app.inject({
      method: 'POST',
      url: url('/customers/customer-consent-pdpa-by-sms'),
      payload: body,
    });
  const codeOf = async (memberId: number) => (await memberState(use().db, memberId)).memberCode;

  it("returns the brand's active policy", async () => {
    const res = await use().app.inject({ url: url('/pdpa/info?Brand_Ref=pdpa-a') });
    expect(res.statusCode).toBe(200);
    const info = pdpaInfoResponse.parse(res.json()).data;
    expect(info).toMatchObject({
      pdpa_id: a.policy.id,
      version: 2,
      content_th: 'นโยบายความเป็นส่วนตัว pdpa-a ฉบับที่ 2',
      pdpa_article_alt_reference: 'pdpa-a-privacy-2',
      pdpa_article_group_key: 'privacy',
    });
  });

  it('answers a brand without a policy, an unknown brand and a missing Brand_Ref', async () => {
    const { db, app } = use();
    await db.insert(brands).values({ ref: 'pdpa-none', nameTh: 'ไม่มี', nameEn: 'None' });
    const none = await app.inject({ url: url('/pdpa/info?Brand_Ref=pdpa-none') });
    expect(none.statusCode).toBe(404);
    expect(errorBody.parse(none.json()).error.code).toBe('PDPA_POLICY_NOT_FOUND');
    const unknown = await app.inject({ url: url('/pdpa/info?Brand_Ref=nobody') });
    expect(errorBody.parse(unknown.json()).error.code).toBe('BRAND_NOT_FOUND');
    expect((await app.inject({ url: url('/pdpa/info') })).statusCode).toBe(400);
  });

  it('records every action, withdraw then consent again included, with version, channel, time and ip', async () => {
    const ctx = use();
    const member = await signedInMember(ctx, { brandRef: 'pdpa-a', consent: false });
    const expected = [
      { action: 6, consent: false, withdraw: false },
      { action: 1, consent: true, withdraw: false },
      { action: 4, consent: false, withdraw: true },
      { action: 2, consent: false, withdraw: true },
      { action: 1, consent: true, withdraw: false },
      { action: 2, consent: false, withdraw: false },
    ];
    const before = Date.now();
    for (const step of expected) {
      const res = await updatePdpa(ctx, member.headers, {
        ...articleOf(a.policy),
        Pdpa_Action: step.action,
      });
      expect(res.statusCode, `action ${step.action}`).toBe(200);
      const state = updatePdpaResponse.parse(res.json()).data;
      expect(state).toMatchObject({
        is_consent_pdpa: step.consent,
        is_withdraw_pdpa: step.withdraw,
        pdpa_action: step.action,
        pdpa_id: a.policy.id,
        version: 2,
      });
      const row = await memberState(ctx.db, member.id);
      expect([row.isConsentPdpa, row.isWithdrawPdpa]).toEqual([step.consent, step.withdraw]);
    }
    const records = await recordsOf(ctx.db, member.id);
    expect(records.map((r) => r.action)).toEqual(expected.map((s) => s.action));
    for (const record of records) {
      expect(record).toMatchObject({
        brandId: a.brand.id,
        policyId: a.policy.id,
        channel: 'app',
        ip: '127.0.0.1',
      });
      expect(record.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('takes the same fields as a multipart form', async () => {
    const ctx = use();
    const member = await signedInMember(ctx, { brandRef: 'pdpa-a', consent: false });
    const form = await multipartBody({ ...articleOf(a.policy), Pdpa_Action: '1' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: url('/CustomerAccount/UpdatePDPA'),
      headers: { ...member.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(updatePdpaResponse.parse(res.json()).data.is_consent_pdpa).toBe(true);
    expect((await memberState(ctx.db, member.id)).registrationStep).toBe('pdpa');
    expect(await recordsOf(ctx.db, member.id)).toHaveLength(1);

    const bad = await multipartBody({ ...articleOf(a.policy), Pdpa_Action: '3' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: url('/CustomerAccount/UpdatePDPA'),
      headers: { ...member.headers, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorBody.parse(refused.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses an outdated article, an unknown action, and no token, writing nothing', async () => {
    const ctx = use();
    const member = await signedInMember(ctx, { brandRef: 'pdpa-a', consent: false });
    const stale = await updatePdpa(ctx, member.headers, {
      ...articleOf(a.policy),
      Pdpa_Article_Alt_Reference: 'old-privacy',
      Pdpa_Action: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorBody.parse(stale.json()).error.code).toBe('PDPA_POLICY_MISMATCH');
    const otherBrand = await updatePdpa(ctx, member.headers, {
      ...articleOf(b.policy),
      Pdpa_Action: 1,
    });
    expect(otherBrand.statusCode).toBe(409);
    for (const action of [0, 3, 5, 'x']) {
      const res = await updatePdpa(ctx, member.headers, {
        ...articleOf(a.policy),
        Pdpa_Action: action,
      });
      expect(res.statusCode).toBe(400);
    }
    const anonymous = await updatePdpa(ctx, {}, { ...articleOf(a.policy), Pdpa_Action: 1 });
    expect(anonymous.statusCode).toBe(401);
    expect(await recordsOf(ctx.db, member.id)).toHaveLength(0);
    expect((await memberState(ctx.db, member.id)).isConsentPdpa).toBe(false);
  });

  it('keeps one member’s consent away from another member and brand', async () => {
    const ctx = use();
    const first = await signedInMember(ctx, { brandRef: 'pdpa-a', consent: false });
    const second = await signedInMember(ctx, { brandRef: 'pdpa-a', consent: false });
    const elsewhere = await signedInMember(ctx, { brandRef: 'pdpa-b', consent: false });
    await updatePdpa(ctx, first.headers, { ...articleOf(a.policy), Pdpa_Action: 1 });
    expect((await memberState(ctx.db, second.id)).isConsentPdpa).toBe(false);
    expect((await memberState(ctx.db, elsewhere.id)).isConsentPdpa).toBe(false);
    expect(await recordsOf(ctx.db, second.id)).toHaveLength(0);
  });

  it('opens a valid link, consents once, and refuses it the second time', async () => {
    const { db } = use();
    const member = await createMember(db, { brandRef: 'pdpa-a', consent: false });
    const link = await createSmsConsentLink(db, {
      brandId: member.brandId,
      memberId: member.id,
    });

    const opened = await detail(link.token);
    expect(opened.statusCode).toBe(200);
    const body = pdpaDetailResponse.parse(opened.json()).data;
    expect(body.resp.is_consent).toBe(false);
    expect(body.resp.pdpa_data.content_th).toBe('นโยบายความเป็นส่วนตัว pdpa-a ฉบับที่ 2');
    expect(body.token_data).toEqual({
      brand_ref: 'pdpa-a',
      customer_s_ref: await codeOf(member.id),
      pdpa_id: a.policy.id,
      pdpa_ref: 'pdpa-a-privacy-2',
      token: link.token,
    });

    const request = {
      Customer_S_Ref: body.token_data.customer_s_ref,
      PDPA_Article_Id: String(body.token_data.pdpa_id),
      Token: link.token,
    };
    const first = await consent(request);
    expect(first.statusCode).toBe(200);
    expect(smsConsentResponse.parse(first.json()).data).toMatchObject({
      is_consent: true,
      pdpa_id: a.policy.id,
    });
    const row = await memberState(db, member.id);
    expect([row.isConsentPdpa, row.isWithdrawPdpa]).toEqual([true, false]);
    const records = await recordsOf(db, member.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ action: 1, channel: 'sms', policyId: a.policy.id });

    const again = await consent(request);
    expect(again.statusCode).toBe(409);
    expect(errorBody.parse(again.json()).error.code).toBe('SMS_CONSENT_LINK_USED');
    expect(await recordsOf(db, member.id)).toHaveLength(1);

    const reopened = pdpaDetailResponse.parse((await detail(link.token)).json()).data;
    expect(reopened.resp.is_consent).toBe(true);
  });

  it('refuses a used link once the member has withdrawn', async () => {
    const ctx = use();
    const member = await signedInMember(ctx, { brandRef: 'pdpa-a', consent: false });
    const link = await createSmsConsentLink(ctx.db, {
      brandId: member.brandId,
      memberId: member.id,
    });
    const body = {
      Customer_S_Ref: link.claims.customer_s_ref,
      PDPA_Article_Id: link.claims.pdpa_id,
      Token: link.token,
    };
    expect((await consent(body)).statusCode).toBe(200);
    await updatePdpa(ctx, member.headers, { ...articleOf(a.policy), Pdpa_Action: 4 });
    const res = await detail(link.token);
    expect(res.statusCode).toBe(409);
    expect(errorBody.parse(res.json()).error.code).toBe('SMS_CONSENT_LINK_USED');
  });

  it('refuses an expired link', async () => {
    const { db } = use();
    const member = await createMember(db, { brandRef: 'pdpa-a', consent: false });
    const link = await createSmsConsentLink(db, {
      brandId: member.brandId,
      memberId: member.id,
      now: new Date(Date.now() - SMS_LINK_TTL_MS - 60_000),
    });
    const opened = await detail(link.token);
    expect(opened.statusCode).toBe(410);
    expect(errorBody.parse(opened.json()).error.code).toBe('SMS_CONSENT_LINK_EXPIRED');
    const res = await consent({
      Customer_S_Ref: link.claims.customer_s_ref,
      PDPA_Article_Id: link.claims.pdpa_id,
      Token: link.token,
    });
    expect(res.statusCode).toBe(410);
    expect((await memberState(db, member.id)).isConsentPdpa).toBe(false);
    expect(await recordsOf(db, member.id)).toHaveLength(0);
  });

  it('refuses ids never issued, cut short or altered, and signed tokens', async () => {
    const { db } = use();
    const member = await createMember(db, { brandRef: 'pdpa-a', consent: false });
    const issued = await createSmsConsentLink(db, {
      brandId: member.brandId,
      memberId: member.id,
    });
    expect(issued.token).toMatch(/^[\w-]{22}$/);
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const altered = issued.token.slice(0, -1) + flip(issued.token.at(-1)!);
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const body = {
      Customer_S_Ref: issued.claims.customer_s_ref,
      PDPA_Article_Id: a.policy.id,
    };

    const refused = [
      'AAAAAAAAAAAAAAAAAAAAAA',
      issued.token.slice(0, 21),
      altered,
      issued.token.toLowerCase(),
      `${header}.e30.x`,
      'not-a-token',
    ].filter((token) => token !== issued.token);
    for (const token of refused) {
      const opened = await detail(token);
      expect(opened.statusCode, token).toBe(400);
      expect(errorBody.parse(opened.json()).error.code).toBe('SMS_CONSENT_LINK_INVALID');
      const res = await consent({ ...body, Token: token });
      expect(res.statusCode).toBe(400);
      expect(errorBody.parse(res.json()).error.code).toBe('SMS_CONSENT_LINK_INVALID');
    }
    const accessToken = (
      await signedInMember(use(), { brandRef: 'pdpa-a', consent: false })
    ).headers.authorization.slice(7);
    expect((await detail(accessToken)).statusCode).toBe(400);
    expect((await consent({ ...body, Token: accessToken })).statusCode).toBe(400);
    expect(await recordsOf(db, member.id)).toHaveLength(0);

    const mismatch = await consent({
      ...body,
      Customer_S_Ref: 'someone-else',
      Token: issued.token,
    });
    expect(mismatch.statusCode).toBe(400);
    const wrongArticle = await consent({
      ...body,
      PDPA_Article_Id: b.policy.id,
      Token: issued.token,
    });
    expect(wrongArticle.statusCode).toBe(400);
    expect((await memberState(db, member.id)).isConsentPdpa).toBe(false);

    const asBearer = await use().app.inject({
      url: url('/Customer/info'),
      headers: { authorization: `Bearer ${issued.token}` },
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('acts only on the brand and member the link was made for', async () => {
    const { db } = use();
    const inA = await createMember(db, { brandRef: 'pdpa-a', consent: false });
    const inB = await createMember(db, { brandRef: 'pdpa-b', consent: false });
    // Same public code in two brands: the link's brand decides which member it is.
    const shared = await codeOf(inA.id);
    await db.update(members).set({ memberCode: shared }).where(eq(members.id, inB.id));
    const link = await createSmsConsentLink(db, {
      brandId: inB.brandId,
      memberId: inB.id,
    });
    const opened = pdpaDetailResponse.parse((await detail(link.token)).json()).data;
    expect(opened.resp.pdpa_data.pdpa_id).toBe(b.policy.id);
    expect(opened.token_data.brand_ref).toBe('pdpa-b');

    const res = await consent({
      Customer_S_Ref: shared,
      PDPA_Article_Id: b.policy.id,
      Token: link.token,
    });
    expect(res.statusCode).toBe(200);
    expect((await memberState(db, inB.id)).isConsentPdpa).toBe(true);
    expect((await memberState(db, inA.id)).isConsentPdpa).toBe(false);
    expect(await recordsOf(db, inA.id)).toHaveLength(0);
    const [record] = await recordsOf(db, inB.id);
    expect(record).toMatchObject({ brandId: b.brand.id, policyId: b.policy.id });

    // The stored hash belongs to brand B: the same token cannot be replayed as brand A's.
    const rows = await db
      .select()
      .from(smsConsentTokens)
      .where(eq(smsConsentTokens.memberId, inB.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.brandId).toBe(b.brand.id);
    expect(rows[0]!.tokenHash).not.toContain(link.token);
  });

  it('texts a short link that leads to the consent page of the member with that mobile', async () => {
    const { db, app } = use();
    const member = await createMember(db, { brandRef: 'pdpa-a', consent: false });
    const sms = logSmsSender(db, app.log);
    const result = await sendSmsConsentLink(
      db,
      { publicUrl: 'https://crm.example.com/', sms },
      { brandRef: 'pdpa-a', mobileNo: member.mobileNo },
    );
    const sent = await db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.toNumber, member.mobileNo));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ brandId: member.brandId, provider: 'log' });
    expect(sent[0]!.body).toContain(result.link);
    expect(result.link).toMatch(/^https:\/\/crm\.example\.com\/c\/[\w-]{22}$/);
    expect(result.expiresAt.getTime()).toBeGreaterThan(Date.now() + SMS_LINK_TTL_MS - 60_000);

    const followed = await app.inject({ url: new URL(result.link).pathname });
    expect(followed.statusCode).toBe(302);
    const page = new URL(followed.headers.location as string, 'https://crm.example.com');
    expect(page.pathname).toBe('/authentication/sms-pdpa');
    expect(page.searchParams.get('brandRef')).toBe('pdpa-a');
    const opened = await detail(page.searchParams.get('token')!);
    expect(opened.statusCode).toBe(200);
    expect(pdpaDetailResponse.parse(opened.json()).data.token_data).toMatchObject({
      brand_ref: 'pdpa-a',
      customer_s_ref: await codeOf(member.id),
      token: result.link.split('/').at(-1),
    });

    await expect(
      sendSmsConsentLink(
        db,
        { publicUrl: 'https://crm.example.com', sms },
        { brandRef: 'pdpa-b', mobileNo: member.mobileNo },
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends an unknown short link to the consent page to say so, and a garbled one gets the envelope', async () => {
    const { app } = use();
    const unknown = await app.inject({ url: '/c/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/authentication/sms-pdpa?token=AAAAAAAAAAAAAAAAAAAAAA');
    const long = await app.inject({ url: `/c/${'a'.repeat(65)}` });
    expect(long.statusCode).toBe(400);
    expect(errorBody.parse(long.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('fits the consent SMS of a real brand name and address in two Thai SMS segments', async () => {
    const { db, app } = use();
    const member = await createMember(db, { brandRef: 'demo', consent: false });
    await sendSmsConsentLink(
      db,
      { publicUrl: 'https://members.example.co.th', sms: logSmsSender(db, app.log) },
      { brandRef: 'demo', mobileNo: member.mobileNo },
    );
    const [sent] = await db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.toNumber, member.mobileNo));
    expect(sent!.body).toMatch(
      /^บ้านกาแฟ ดอยช้าง: .+ https:\/\/members\.example\.co\.th\/c\/[\w-]{22}$/,
    );
    expect(ucs2Segments(sent!.body)).toBeLessThanOrEqual(2);
  });
});
