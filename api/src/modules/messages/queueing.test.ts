import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { issuePackageResponse, usePackageResponse } from '@crm/contract/packages';
import { issuePrivilegeResponse } from '@crm/contract/privileges';
import { policyVersionResponse } from '@crm/contract/privacy-policies';
import { storeEarnResponse } from '@crm/contract/store';
import { brands, members, pointLedger, privilegeIssues, tiers } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { createMember } from '../../test/member-fixture';
import { createOtherBrand } from '../../test/role-matrix';
import { createBranch, signedInOperator } from '../operators/test-fixtures';
import { createPackage, createPrivilege, memberWithPoints } from '../offers/test-fixtures';
import { earnPoints } from '../points/ledger';
import { runCodeRelease, runCodeReminders, runExpiryNotices, runTierReview } from '../points/jobs';
import { outboxOf } from './test-fixtures';

const API = '/api/v1.0';
const DAY = 86_400_000;
type Headers = Record<string, string>;

/** Each event that tells the member something writes exactly one message, in its transaction. */
describeEachDatabase('Messages queued by what they tell', (use) => {
  const post = (url: string, headers: Headers, payload: object) =>
    use().app.inject({ method: 'POST', url: `${API}${url}`, headers, payload });

  const kindsOf = async (member: { brandId: number; id: number }) =>
    (await outboxOf(use().db, member)).map((row) => row.kind);

  async function cashierAt(ctx: TestContext) {
    const branch = await createBranch(ctx.db);
    const cashier = await signedInOperator(ctx, { role: 'cashier', branchIds: [branch.id] });
    return { cashier, branch };
  }

  it('an earn at the counter and its void: one message each', async () => {
    const ctx = use();
    const member = await memberWithPoints(ctx, 'demo', 0);
    const { cashier, branch } = await cashierAt(ctx);
    const res = await post('/store/earn', cashier.headers, {
      member: member.mobileNo,
      bill_no: `M-${randomBytes(4).toString('hex')}`,
      amount: 250,
      branch_ref: branch.branchRef,
    });
    expect(res.statusCode, res.body).toBe(200);
    const earned = storeEarnResponse.parse(res.json()).data;
    const [earnRow, ...others] = await outboxOf(ctx.db, member);
    expect(others).toEqual([]);
    expect(earnRow).toMatchObject({
      kind: 'points_earned',
      isMemberAction: true,
      status: 'pending',
      params: { points: earned.points_earned, balance: earned.balance },
    });

    const voided = await post(`/store/earn/${earned.transaction_id}/void`, cashier.headers, {
      reason: 'ทดสอบ',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const rows = await outboxOf(ctx.db, member);
    expect(rows.map((r) => [r.kind, r.isMemberAction])).toEqual([
      ['points_earned', true],
      ['points_voided', false],
    ]);
    expect(rows[1]!.params).toEqual({ points: earned.points_earned, balance: 0 });
  });

  it("an operator's adjustment tells nothing; any other earn once", async () => {
    const ctx = use();
    const member = await createMember(ctx.db);
    const earn = (entryType: 'adjust' | 'earn_qr', sourceId: string) =>
      transaction(ctx.db, (tx) =>
        earnPoints(tx, {
          brandId: member.brandId,
          memberId: member.id,
          points: 10,
          entryType,
          sourceType: 'test',
          sourceId,
          descriptionTh: 'ทดสอบ',
          descriptionEn: 'Test',
        }),
      );
    await earn('adjust', 'a');
    expect(await kindsOf(member)).toEqual([]);
    await earn('earn_qr', 'b');
    expect(await kindsOf(member)).toEqual(['points_earned']);
  });

  it('a privilege and a package used at the counter: one message each', async () => {
    const ctx = use();
    const member = await memberWithPoints(ctx, 'demo', 500);
    const privilege = await createPrivilege(ctx.db, member.brandId, { pointNeed: 10 });
    const issued = await post('/privilege/Issue', member.headers, { Privilege_Id: privilege.id });
    expect(issued.statusCode, issued.body).toBe(200);
    const { code } = issuePrivilegeResponse.parse(issued.json()).data;
    const pkg = await createPackage(ctx.db, member.brandId, { pointNeed: 20, usesPerPackage: 3 });
    const bought = await post('/package/Issue', member.headers, { Package_Id: pkg.id });
    expect(bought.statusCode, bought.body).toBe(200);
    const { transaction_id: purchase } = issuePackageResponse.parse(bought.json()).data;
    const used = await post('/package/Use', member.headers, { Transaction_Id: purchase });
    expect(used.statusCode, used.body).toBe(200);
    const useCode = usePackageResponse.parse(used.json()).data.code;
    const before = await kindsOf(member);

    const { cashier, branch } = await cashierAt(ctx);
    for (const c of [code, useCode, code]) {
      await post('/store/redeem', cashier.headers, { code: c, branch_ref: branch.branchRef });
    }
    const rows = (await outboxOf(ctx.db, member)).slice(before.length);
    expect(rows.map((r) => [r.kind, r.isMemberAction])).toEqual([
      ['privilege_used', true],
      ['package_used', true],
    ]);
    expect(rows[0]!.params).toMatchObject({
      privilegeTh: privilege.nameTh,
      privilegeEn: privilege.nameEn,
    });
    expect(rows[1]!.params).toMatchObject({ packageEn: pkg.nameEn, remaining: 2 });
  });

  it('a privilege code about to expire is told once, and its points once given back', async () => {
    const ctx = use();
    const member = await memberWithPoints(ctx, 'demo', 100);
    const privilege = await createPrivilege(ctx.db, member.brandId, { pointNeed: 30 });
    const issued = await post('/privilege/Issue', member.headers, { Privilege_Id: privilege.id });
    const { transaction_id: transactionId } = issuePrivilegeResponse.parse(issued.json()).data;
    const now = new Date();
    const issue = and(
      eq(privilegeIssues.brandId, member.brandId),
      eq(privilegeIssues.transactionId, transactionId),
    );
    await ctx.db
      .update(privilegeIssues)
      .set({
        issuedAt: new Date(now.getTime() - 3 * DAY),
        expiresAt: new Date(now.getTime() + DAY / 2),
      })
      .where(issue);
    const before = (await kindsOf(member)).length;
    await runCodeReminders(ctx.db, { now, periodKey: 'reminder-1' });
    await runCodeReminders(ctx.db, { now, periodKey: 'reminder-2' });
    let rows = (await outboxOf(ctx.db, member)).slice(before);
    expect(rows.map((r) => r.kind)).toEqual(['code_expiring']);
    expect(rows[0]!.params).toMatchObject({ privilegeTh: privilege.nameTh, points: 30 });

    await ctx.db
      .update(privilegeIssues)
      .set({ expiresAt: new Date(now.getTime() - 1_000) })
      .where(issue);
    await runCodeRelease(ctx.db, { now });
    await runCodeRelease(ctx.db, { now });
    rows = (await outboxOf(ctx.db, member)).slice(before);
    expect(rows.map((r) => r.kind)).toEqual(['code_expiring', 'code_returned']);
    expect(rows[1]!.params).toMatchObject({
      privilegeEn: privilege.nameEn,
      points: 30,
      balance: 100,
    });
  });

  it("points expiring within the brand's notice days: one message a member and day", async () => {
    const ctx = use();
    const brand = await createOtherBrand(ctx);
    const soon = await createMember(ctx.db, { brandRef: brand.ref });
    const later = await createMember(ctx.db, { brandRef: brand.ref });
    const now = new Date();
    const lot = (memberId: number, points: number, expiresIn: number, sourceId: string) => ({
      brandId: brand.id,
      memberId,
      entryType: 'earn_qr' as const,
      points,
      remaining: points,
      expiresAt: new Date(now.getTime() + expiresIn),
      sourceType: 'notice-test',
      sourceId,
    });
    await ctx.db
      .insert(pointLedger)
      .values([
        lot(soon.id, 40, 10 * DAY, 'a'),
        lot(soon.id, 60, 10 * DAY + 1_000, 'b'),
        lot(later.id, 70, 45 * DAY, 'c'),
      ]);
    const days = async (brandId: number) => (brandId === brand.id ? 30 : 0);
    const first = await runExpiryNotices(ctx.db, days, { now, periodKey: 'notice-1' });
    await runExpiryNotices(ctx.db, days, { now, periodKey: 'notice-1' });
    await runExpiryNotices(ctx.db, days, { now, periodKey: 'notice-2' });
    expect(first.members).toBeGreaterThanOrEqual(1);
    const [notice, ...more] = await outboxOf(ctx.db, { brandId: brand.id, id: soon.id });
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ kind: 'points_expiring', params: { points: 100, days: 10 } });
    expect(await kindsOf({ brandId: brand.id, id: later.id })).toEqual([]);
  });

  it('a tier up on an earn and a tier down at review: one message each', async () => {
    const ctx = use();
    const [demo] = await ctx.db.select().from(brands).where(eq(brands.ref, 'demo'));
    const ladder = await ctx.db.select().from(tiers).where(eq(tiers.brandId, demo!.id));
    const tier = (code: string) => ladder.find((t) => t.code === code)!;
    const now = new Date();

    // Seven visits of 300 baht this year; the eighth lifts silver to gold (2,000 baht, 8 visits).
    const climber = await createMember(ctx.db, { tierId: tier('silver').id });
    await ctx.db
      .update(members)
      .set({
        tierReachedAt: new Date(now.getTime() - 100 * DAY),
        createdAt: new Date(now.getTime() - 100 * DAY),
      })
      .where(eq(members.id, climber.id));
    await ctx.db.insert(pointLedger).values(
      Array.from({ length: 7 }, (_, i) => ({
        brandId: demo!.id,
        memberId: climber.id,
        entryType: 'earn_qr' as const,
        points: 1,
        spendingAmount: '300.00',
        isVisit: true,
        sourceType: 'tier-test',
        sourceId: `${climber.id}-${i}`,
        createdAt: new Date(now.getTime() - (i + 1) * DAY),
      })),
    );
    await transaction(ctx.db, (tx) =>
      earnPoints(tx, {
        brandId: demo!.id,
        memberId: climber.id,
        points: 1,
        entryType: 'earn_qr',
        sourceType: 'tier-test',
        sourceId: `${climber.id}-last`,
        spendingAmount: 300,
        isVisit: true,
        descriptionTh: 'ทดสอบ',
        descriptionEn: 'Test',
      }),
    );
    const rows = await outboxOf(ctx.db, climber);
    expect(rows.map((r) => r.kind)).toEqual(['points_earned', 'tier_up']);
    expect(rows[1]!.params).toEqual({ tierTh: tier('gold').nameTh, tierEn: tier('gold').nameEn });

    // A gold member whose year ended yesterday with nothing earned goes down to silver.
    const faller = await createMember(ctx.db, { tierId: tier('gold').id });
    await ctx.db
      .update(members)
      .set({
        tierReachedAt: new Date(now.getTime() - 366 * DAY),
        tierExpiresAt: new Date(now.getTime() - DAY),
        createdAt: new Date(now.getTime() - 400 * DAY),
      })
      .where(eq(members.id, faller.id));
    await runTierReview(ctx.db, { now, periodKey: `review-${faller.id}` });
    const [down, ...rest] = await outboxOf(ctx.db, faller);
    expect(rest).toEqual([]);
    expect(down).toMatchObject({ kind: 'tier_down', params: { tierEn: tier('silver').nameEn } });
  });

  it('a new policy version asks every member who consented, once', async () => {
    const ctx = use();
    const brand = await createOtherBrand(ctx);
    const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
    const consenting = await createMember(ctx.db, { brandRef: brand.ref });
    const never = await createMember(ctx.db, { brandRef: brand.ref, consent: false });
    const erased = await createMember(ctx.db, { brandRef: brand.ref });
    await ctx.db.update(members).set({ erasedAt: new Date() }).where(eq(members.id, erased.id));
    const draft = await post('/operator/privacy/policies', owner.headers, {
      content_th: 'นโยบายใหม่',
      content_en: 'New policy',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const { policy_id: policyId } = policyVersionResponse.parse(draft.json()).data;
    const published = await post(
      `/operator/privacy/policies/${policyId}/publish`,
      owner.headers,
      {},
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(await kindsOf(consenting)).toEqual(['policy_updated']);
    expect(await kindsOf(never)).toEqual([]);
    expect(await kindsOf(erased)).toEqual([]);
  });
});
