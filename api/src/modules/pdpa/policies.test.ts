import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLogResponse } from '@crm/contract/audit-log';
import { profileResponse } from '@crm/contract/customer';
import { pdpaInfoResponse, updatePdpaResponse } from '@crm/contract/pdpa';
import {
  policyListResponse,
  policyVersionResponse,
  type PolicyVersion,
} from '@crm/contract/privacy-policies';
import { auditLog, pdpaPolicies } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';
import { createSmsConsentLink } from './service';

const API = '/api/v1.0';
const POLICIES = `${API}/operator/privacy/policies`;
/** A new brand's first version's group key, which its later versions keep. */
const GROUP_KEY = 'member-privacy-policy';

type Headers = Record<string, string>;

describeEachDatabase('Privacy policy versions in the console', (use) => {
  /** A brand of its own (with its version 1) and its owner, signed in. */
  async function brandWithOwner(ctx: TestContext) {
    const brand = await createOtherBrand(ctx);
    const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
    return { brand, owner };
  }

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    use().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const list = async (headers: Headers) => {
    const res = await send('GET', POLICIES, headers);
    expect(res.statusCode, res.body).toBe(200);
    return policyListResponse.parse(res.json()).data.items;
  };

  const draft = async (headers: Headers, body: object = texts('ฉบับใหม่', 'New version')) => {
    const res = await send('POST', POLICIES, headers, body);
    expect(res.statusCode, res.body).toBe(200);
    return policyVersionResponse.parse(res.json()).data;
  };

  const publish = async (headers: Headers, version: PolicyVersion) => {
    const res = await send('POST', `${POLICIES}/${version.policy_id}/publish`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return policyVersionResponse.parse(res.json()).data;
  };

  const texts = (th: string, en: string) => ({
    content_th: `นโยบายความเป็นส่วนตัว ${th}`,
    content_en: `Privacy policy ${en}`,
  });

  const auditOf = (ctx: TestContext, brandId: number, action: string) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.brandId, brandId), eq(auditLog.action, action)))
      .orderBy(asc(auditLog.id));

  const memberInfo = async (headers: Headers) => {
    const res = await use().app.inject({ url: `${API}/Customer/info`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return profileResponse.parse(res.json()).data;
  };

  const consent = (headers: Headers, reference: string, action = 1) =>
    use().app.inject({
      method: 'POST',
      url: `${API}/CustomerAccount/UpdatePDPA`,
      headers,
      payload: {
        Pdpa_Article_Alt_Reference: reference,
        Pdpa_Article_Group_Key: GROUP_KEY,
        Pdpa_Action: action,
      },
    });

  it('lets owners and admins handle versions, and nobody else', async () => {
    const ctx = use();
    const { brand, owner } = await brandWithOwner(ctx);
    const [first] = await list(owner.headers);
    const open = await draft(owner.headers);
    await expectRoleMatrix(
      ctx,
      [
        { method: 'GET', url: POLICIES, allowed: ['owner', 'admin'] },
        {
          method: 'GET',
          url: `${POLICIES}/${first!.policy_id}`,
          allowed: ['owner', 'admin'],
          target: true,
        },
        // One draft at a time: the draft above makes these 409, past the role check.
        {
          method: 'POST',
          url: POLICIES,
          payload: texts('อีกฉบับ', 'another'),
          allowed: ['owner', 'admin'],
        },
        {
          method: 'PUT',
          url: `${POLICIES}/${open.policy_id}`,
          payload: texts('แก้ไข', 'edited'),
          allowed: ['owner', 'admin'],
          target: true,
        },
        {
          method: 'POST',
          url: `${POLICIES}/${open.policy_id}/publish`,
          allowed: ['owner', 'admin'],
          target: true,
        },
      ],
      { brandRef: brand.ref },
    );
  });

  it('writes a draft members never see, edits it, publishes it, and never changes it again', async () => {
    const ctx = use();
    const { brand, owner } = await brandWithOwner(ctx);
    const info = async () =>
      pdpaInfoResponse.parse(
        (await ctx.app.inject({ url: `${API}/pdpa/info?Brand_Ref=${brand.ref}` })).json(),
      ).data;
    const [first] = await list(owner.headers);
    expect(first).toMatchObject({ version: 1, status: 'published', current: true });

    const created = await draft(owner.headers);
    expect(created).toMatchObject({
      version: 2,
      status: 'draft',
      current: false,
      published_at: null,
      consent: null,
      reference: `PDPA-${brand.ref.toUpperCase()}-2`,
    });
    expect((await info()).version).toBe(1);
    expectError(
      await send('POST', POLICIES, owner.headers, texts('ซ้ำ', 'twice')),
      409,
      'PDPA_DRAFT_EXISTS',
    );

    const edited = await send('PUT', `${POLICIES}/${created.policy_id}`, owner.headers, {
      ...texts('ฉบับที่สอง', 'second version'),
      reference: 'PDPA-2026-02',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(policyVersionResponse.parse(edited.json()).data).toMatchObject({
      reference: 'PDPA-2026-02',
      content_en: 'Privacy policy second version',
    });

    const published = await publish(owner.headers, created);
    expect(published).toMatchObject({ status: 'published', current: true, version: 2 });
    expect(await info()).toMatchObject({
      version: 2,
      pdpa_article_alt_reference: 'PDPA-2026-02',
      content_th: 'นโยบายความเป็นส่วนตัว ฉบับที่สอง',
    });
    const versions = await list(owner.headers);
    expect(versions.map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);

    expectError(
      await send('PUT', `${POLICIES}/${created.policy_id}`, owner.headers, texts('x', 'x')),
      409,
      'PDPA_VERSION_PUBLISHED',
    );
    expectError(
      await send('POST', `${POLICIES}/${created.policy_id}/publish`, owner.headers),
      409,
      'PDPA_VERSION_PUBLISHED',
    );
    // Nor can anything else connected to the database change it.
    await expect(
      ctx.db
        .update(pdpaPolicies)
        .set({ contentTh: 'แก้ไขแอบ ๆ' })
        .where(eq(pdpaPolicies.id, created.policy_id)),
    ).rejects.toThrow();
    const [row] = await ctx.db
      .select()
      .from(pdpaPolicies)
      .where(eq(pdpaPolicies.id, created.policy_id));
    expect(row!.contentTh).toBe('นโยบายความเป็นส่วนตัว ฉบับที่สอง');
  });

  it('audits each write with the version before and after, and who did it', async () => {
    const ctx = use();
    const { brand, owner } = await brandWithOwner(ctx);
    await signedInMember(ctx, { brandRef: brand.ref });
    const created = await draft(owner.headers, texts('ร่าง', 'draft'));
    await send('PUT', `${POLICIES}/${created.policy_id}`, owner.headers, texts('แก้', 'edited'));
    await publish(owner.headers, created);

    const [create] = await auditOf(ctx, owner.brandId, 'privacy.policy.create');
    expect(create).toMatchObject({
      operatorId: owner.id,
      role: 'owner',
      targetType: 'pdpa_policy',
      targetId: String(created.policy_id),
      before: null,
      after: { version: 2, content_en: 'Privacy policy draft', published_at: null },
    });
    const [update] = await auditOf(ctx, owner.brandId, 'privacy.policy.update');
    expect(update).toMatchObject({
      before: { content_en: 'Privacy policy draft' },
      after: { content_en: 'Privacy policy edited' },
    });
    const [published] = await auditOf(ctx, owner.brandId, 'privacy.policy.publish');
    expect(published).toMatchObject({
      before: { published_at: null, current_version: 1 },
      after: { current_version: 2, members_asked_again: 1 },
    });
    expect((published!.after as { published_at: string }).published_at).toEqual(expect.any(String));
    const entry = await ctx.app.inject({
      url: `${API}/operator/audit-log?action=privacy.&target_id=${created.policy_id}`,
      headers: owner.headers,
    });
    const entries = auditLogResponse.parse(entry.json()).data.items;
    expect(entries.map((e) => e.action)).toEqual([
      'privacy.policy.publish',
      'privacy.policy.update',
      'privacy.policy.create',
    ]);
  });

  it('refuses bad drafts and unknown versions, changing nothing', async () => {
    const ctx = use();
    const { owner } = await brandWithOwner(ctx);
    const [first] = await list(owner.headers);
    for (const body of [
      { content_th: '', content_en: 'x' },
      { content_th: '   ', content_en: 'x' },
      { content_th: 'x', content_en: 'x'.repeat(50_001) },
      { ...texts('a', 'b'), reference: 'มีภาษาไทย' },
      { ...texts('a', 'b'), reference: '-starts-with-dash' },
      { content_th: 'x' },
    ]) {
      expectError(await send('POST', POLICIES, owner.headers, body), 400, 'VALIDATION_ERROR');
    }
    expectError(
      await send('POST', POLICIES, owner.headers, {
        ...texts('a', 'b'),
        reference: first!.reference,
      }),
      409,
      'PDPA_REFERENCE_TAKEN',
    );
    expectError(
      await send('GET', `${POLICIES}/999999`, owner.headers),
      404,
      'PDPA_VERSION_NOT_FOUND',
    );
    expectError(
      await send('POST', `${POLICIES}/999999/publish`, owner.headers),
      404,
      'PDPA_VERSION_NOT_FOUND',
    );
    expectError(await send('GET', `${POLICIES}/abc`, owner.headers), 400, 'VALIDATION_ERROR');
    expect(await list(owner.headers)).toHaveLength(1);
    expect(await auditOf(ctx, owner.brandId, 'privacy.policy.create')).toHaveLength(0);

    // A draft refused an edit keeps its text.
    const open = await draft(owner.headers, texts('คงเดิม', 'kept'));
    expectError(
      await send('PUT', `${POLICIES}/${open.policy_id}`, owner.headers, {
        content_th: '',
        content_en: '',
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await send('PUT', `${POLICIES}/${open.policy_id}`, owner.headers, {
        ...texts('x', 'y'),
        reference: first!.reference,
      }),
      409,
      'PDPA_REFERENCE_TAKEN',
    );
    const [kept] = await list(owner.headers);
    expect(kept).toMatchObject({ content_en: 'Privacy policy kept' });
  });

  it('asks every member to consent again once a version is published, withdrawals kept', async () => {
    const ctx = use();
    const { brand, owner } = await brandWithOwner(ctx);
    const [first] = await list(owner.headers);
    const consenting = await signedInMember(ctx, { brandRef: brand.ref, consent: false });
    expect((await consent(consenting.headers, first!.reference)).statusCode).toBe(200);
    const withdrawing = await signedInMember(ctx, { brandRef: brand.ref, consent: false });
    await consent(withdrawing.headers, first!.reference);
    await consent(withdrawing.headers, first!.reference, 4);
    const link = await createSmsConsentLink(ctx.db, {
      brandId: consenting.brandId,
      memberId: withdrawing.id,
    });
    expect(await memberInfo(consenting.headers)).toMatchObject({ is_consent_pdpa: true });

    const second = await publish(owner.headers, await draft(owner.headers));

    expect(await memberInfo(consenting.headers)).toMatchObject({
      is_consent_pdpa: false,
      is_withdraw_pdpa: false,
    });
    expect(await memberInfo(withdrawing.headers)).toMatchObject({
      is_consent_pdpa: false,
      is_withdraw_pdpa: true,
    });
    // Consent to the version the member read before is no consent to the new one.
    expectError(await consent(consenting.headers, first!.reference), 409, 'PDPA_POLICY_MISMATCH');
    // Nor is a link sent for it.
    expectError(
      await ctx.app.inject({ url: `${API}/pdpa/pdpa-detail/${link.token}` }),
      410,
      'SMS_CONSENT_LINK_EXPIRED',
    );
    const again = await consent(consenting.headers, second.reference);
    expect(again.statusCode, again.body).toBe(200);
    expect(updatePdpaResponse.parse(again.json()).data).toMatchObject({
      is_consent_pdpa: true,
      version: 2,
      pdpa_id: second.policy_id,
    });
    expect(await memberInfo(consenting.headers)).toMatchObject({ is_consent_pdpa: true });
  });

  it('counts, per version, members whose latest answer is consent, withdrawal, or neither', async () => {
    const ctx = use();
    const { brand, owner } = await brandWithOwner(ctx);
    const [first] = await list(owner.headers);
    const members = await Promise.all(
      Array.from({ length: 5 }, () => signedInMember(ctx, { brandRef: brand.ref, consent: false })),
    );
    const [a, b, c, d] = members;
    // Version 1: a and b consent, c consents then withdraws, d reads then declines.
    for (const m of [a!, b!, c!]) await consent(m.headers, first!.reference);
    await consent(c!.headers, first!.reference, 4);
    await consent(d!.headers, first!.reference, 6);
    await consent(d!.headers, first!.reference, 2);
    // Members of another brand are not counted.
    await signedInMember(ctx, { consent: true });

    const second = await publish(owner.headers, await draft(owner.headers));
    // Version 2: only b consents again; c withdraws again after consenting.
    await consent(b!.headers, second.reference);
    await consent(c!.headers, second.reference);
    await consent(c!.headers, second.reference, 4);
    // a withdraws and consents again: its latest answer counts.
    await consent(a!.headers, second.reference);
    await consent(a!.headers, second.reference, 4);
    await consent(a!.headers, second.reference);

    const versions = await list(owner.headers);
    const counts = Object.fromEntries(versions.map((v) => [v.version, v.consent]));
    expect(counts[1]).toEqual({ consented: 2, withdrawn: 1, not_yet: 2 });
    expect(counts[2]).toEqual({ consented: 2, withdrawn: 1, not_yet: 2 });
    const one = await send('GET', `${POLICIES}/${second.policy_id}`, owner.headers);
    expect(policyVersionResponse.parse(one.json()).data.consent).toEqual(counts[2]);
  });

  it('pages versions newest first', async () => {
    const ctx = use();
    const { owner } = await brandWithOwner(ctx);
    for (let i = 0; i < 3; i += 1) await publish(owner.headers, await draft(owner.headers));
    const first = await send('GET', `${POLICIES}?limit=2`, owner.headers);
    const page = policyListResponse.parse(first.json()).data;
    expect(page.items.map((v) => v.version)).toEqual([4, 3]);
    const rest = await send(
      'GET',
      `${POLICIES}?limit=2&cursor=${page.next_cursor ?? ''}`,
      owner.headers,
    );
    const next = policyListResponse.parse(rest.json()).data;
    expect(next.items.map((v) => v.version)).toEqual([2, 1]);
    expect(next.next_cursor).toBeNull();
    expect(
      await ctx.db
        .select({ id: pdpaPolicies.id })
        .from(pdpaPolicies)
        .where(eq(pdpaPolicies.brandId, owner.brandId)),
    ).toHaveLength(4);
  });
});
