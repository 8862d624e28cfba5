import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issuePrivilegeResponse, privilegeHistoryDetailResponse } from '@crm/contract/privileges';
import { issuePackageResponse, usePackageResponse } from '@crm/contract/packages';
import {
  apiKeyCreatedResponse,
  shiftResponse,
  storeCodeResponse,
  storeEarnResponse,
  storeMemberResponse,
  storeRedeemResponse,
  storeVoidResponse,
} from '@crm/contract/store';
import {
  auditLog,
  idempotencyKeys,
  members,
  pointLedger,
  privilegeIssues,
  storeEarns,
} from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import {
  createPackage,
  createPrivilege,
  memberWithPoints,
  pointsOf,
} from '../offers/test-fixtures';
import { expectError } from '../auth/test-helpers';
import { requestHash } from '../idempotency/service';
import { createBranch, createOperator, signedInOperator } from '../operators/test-fixtures';

const API = '/api/v1.0';
type Headers = Record<string, string>;

async function setEarnRule(ctx: TestContext, rule: object) {
  const owner = await signedInOperator(ctx, { role: 'owner' });
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `${API}/operator/earning/earn-rule`,
    headers: owner.headers,
    payload: rule,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A cashier at a branch of their own, and that branch. */
async function cashierAt(ctx: TestContext) {
  const branch = await createBranch(ctx.db);
  const cashier = await signedInOperator(ctx, { role: 'cashier', branchIds: [branch.id] });
  return { cashier, branch };
}

const post = (ctx: TestContext, url: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload });
const get = (ctx: TestContext, url: string, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers });

async function memberCodeOf(ctx: TestContext, memberId: number) {
  const [row] = await ctx.db
    .select({ code: members.memberCode })
    .from(members)
    .where(eq(members.id, memberId));
  return row!.code;
}

describeEachDatabase('Store API', (use) => {
  describe('member lookup', () => {
    it('finds a member by mobile in any form or by member code, masking the number', async () => {
      const ctx = use();
      const { cashier } = await cashierAt(ctx);
      const member = await memberWithPoints(ctx, 'demo', 120);
      const code = await memberCodeOf(ctx, member.id);
      const spaced = `${member.mobileNo.slice(0, 3)}-${member.mobileNo.slice(3, 6)} ${member.mobileNo.slice(6)}`;
      for (const q of [member.mobileNo, code, spaced, `+66${member.mobileNo.slice(1)}`]) {
        const res = await get(
          ctx,
          `/store/members/lookup?q=${encodeURIComponent(q)}`,
          cashier.headers,
        );
        expect(res.statusCode, res.body).toBe(200);
        expect(storeMemberResponse.parse(res.json()).data).toMatchObject({
          customer_info: code,
          mobile_no: `xxx-xxx-${member.mobileNo.slice(-4)}`,
          point: 120,
        });
      }
      const none = await get(ctx, '/store/members/lookup?q=0899999999', cashier.headers);
      expectError(none, 404, 'STORE_MEMBER_NOT_FOUND');
    });

    it("never finds another brand's member, and refuses member tokens", async () => {
      const ctx = use();
      const { cashier } = await cashierAt(ctx);
      const other = await createOtherBrand(ctx);
      const stranger = await signedInMember(ctx, { brandRef: other.ref });
      const res = await get(ctx, `/store/members/lookup?q=${stranger.mobileNo}`, cashier.headers);
      expect(res.statusCode).toBe(404);
      const asMember = await get(
        ctx,
        `/store/members/lookup?q=${stranger.mobileNo}`,
        stranger.headers,
      );
      expect(asMember.statusCode).toBe(401);
    });
  });

  describe('earning for a bill', () => {
    it('gives points by the earn rule and the tier multiplier, counted as spending and a visit', async () => {
      const ctx = use();
      const member = await memberWithPoints(ctx, 'demo', 0);
      const [tier] = await ctx.db
        .select({ tierId: members.tierId })
        .from(members)
        .where(eq(members.id, member.id));
      await setEarnRule(ctx, {
        baht_per_point: 25,
        rounding: 'floor',
        minimum_bill: 50,
        tier_multipliers: tier!.tierId ? [{ tier_id: tier!.tierId, multiplier: 1.5 }] : [],
      });
      const { cashier, branch } = await cashierAt(ctx);
      const res = await post(ctx, '/store/earn', cashier.headers, {
        member: member.mobileNo,
        bill_no: 'INV-0001',
        amount: 1_010.5,
        branch_ref: branch.branchRef,
      });
      expect(res.statusCode, res.body).toBe(200);
      const earned = storeEarnResponse.parse(res.json()).data;
      // 1,010.50 / 25 = 40.42 points, x1.5 = 60.63, rounded down once at the end.
      expect(earned.points_earned).toBe(tier!.tierId ? 60 : 40);
      expect(earned.balance).toBe(earned.points_earned);
      expect(await pointsOf(ctx.db, member)).toEqual({
        balance: earned.points_earned,
        ledger: earned.points_earned,
      });
      const [entry] = await ctx.db
        .select()
        .from(pointLedger)
        .where(and(eq(pointLedger.memberId, member.id), eq(pointLedger.entryType, 'earn_store')));
      expect(entry).toMatchObject({ spendingAmount: '1010.50', isVisit: true });
      const [audited] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'store.earn'), eq(auditLog.operatorId, cashier.id)));
      expect(audited?.after).toMatchObject({ transaction_id: earned.transaction_id });

      const small = await post(ctx, '/store/earn', cashier.headers, {
        member: member.mobileNo,
        bill_no: 'INV-0002',
        amount: 49.99,
        branch_ref: branch.branchRef,
      });
      expectError(small, 422, 'STORE_BILL_BELOW_MINIMUM');
    });

    it('credits one bill once per branch, however many times it is sent at once', async () => {
      const ctx = use();
      const member = await memberWithPoints(ctx, 'demo', 0);
      const { cashier, branch } = await cashierAt(ctx);
      const body = {
        member: member.mobileNo,
        bill_no: 'B-50',
        amount: 250,
        branch_ref: branch.branchRef,
      };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => post(ctx, '/store/earn', cashier.headers, body)),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
      const ids = new Set(
        answers.map((res) => storeEarnResponse.parse(res.json()).data.transaction_id),
      );
      expect(ids.size).toBe(1);
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 10, ledger: 10 });
      const rows = await ctx.db.select().from(storeEarns).where(eq(storeEarns.memberId, member.id));
      expect(rows).toHaveLength(1);

      const someoneElse = await memberWithPoints(ctx, 'demo', 0);
      const taken = await post(ctx, '/store/earn', cashier.headers, {
        ...body,
        member: someoneElse.mobileNo,
      });
      const used = expectError(taken, 409, 'STORE_BILL_USED');
      expect(used.message_en).toContain(branch.nameEn);
      expect(used.message_th).toContain(branch.nameTh);
    });

    it('keeps cashiers to their branches, and refuses blocked members and those who withdrew consent', async () => {
      const ctx = use();
      const { cashier } = await cashierAt(ctx);
      const elsewhere = await createBranch(ctx.db);
      const member = await memberWithPoints(ctx, 'demo', 0);
      const body = { member: member.mobileNo, bill_no: 'X1', amount: 100 };
      const notHers = await post(ctx, '/store/earn', cashier.headers, {
        ...body,
        branch_ref: elsewhere.branchRef,
      });
      expectError(notHers, 403, 'BRANCH_NOT_ALLOWED');
      const unknown = await post(ctx, '/store/earn', cashier.headers, {
        ...body,
        branch_ref: 'nowhere',
      });
      expect(unknown.statusCode).toBe(404);

      const owner = await signedInOperator(ctx, { role: 'owner' });
      await ctx.db
        .update(members)
        .set({ isConsentPdpa: false, isWithdrawPdpa: true })
        .where(eq(members.id, member.id));
      await ctx.db.update(members).set({ isBlocked: true }).where(eq(members.id, member.id));
      const blocked = await post(ctx, '/store/earn', owner.headers, {
        ...body,
        branch_ref: elsewhere.branchRef,
      });
      expectError(blocked, 403, 'MEMBER_BLOCKED');
      await ctx.db.update(members).set({ isBlocked: false }).where(eq(members.id, member.id));
      const withdrawn = await post(ctx, '/store/earn', owner.headers, {
        ...body,
        branch_ref: elsewhere.branchRef,
      });
      expectError(withdrawn, 403, 'CONSENT_WITHDRAWN');
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 0, ledger: 0 });
    });
  });

  describe('limits', () => {
    it("refuses an earn over a cashier's limits unless a manager of the branch approves it there", async () => {
      const ctx = use();
      const owner = await signedInOperator(ctx, { role: 'owner' });
      const set = await ctx.app.inject({
        method: 'PUT',
        url: `${API}/operator/store/settings`,
        headers: owner.headers,
        payload: {
          void_window_hours: 24,
          earn_limits: {
            cashier: { max_bill: 1_000, daily_total: 1_500 },
            manager: { max_bill: null, daily_total: null },
          },
        },
      });
      expect(set.statusCode, set.body).toBe(200);
      const { cashier, branch } = await cashierAt(ctx);
      const manager = await createOperator(ctx, { role: 'manager', branchIds: [branch.id] });
      const otherCashier = await createOperator(ctx, { role: 'cashier', branchIds: [branch.id] });
      const member = await memberWithPoints(ctx, 'demo', 0);
      const earn = (billNo: string, amount: number, approval?: object) =>
        post(ctx, '/store/earn', cashier.headers, {
          member: member.mobileNo,
          bill_no: billNo,
          amount,
          branch_ref: branch.branchRef,
          ...(approval ? { approval } : {}),
        });

      const big = await earn('L1', 1_200);
      expect(expectError(big, 403, 'STORE_LIMIT_EXCEEDED').message_en).toContain('1000 baht');
      const byCashier = await earn('L1', 1_200, {
        login: otherCashier.login,
        password: otherCashier.password,
      });
      expectError(byCashier, 403, 'STORE_APPROVAL_INVALID');
      const wrong = await earn('L1', 1_200, { login: manager.login, password: 'not-the-password' });
      expectError(wrong, 403, 'STORE_APPROVAL_INVALID');
      const approvedBody = {
        member: member.mobileNo,
        bill_no: 'L1',
        amount: 1_200,
        branch_ref: branch.branchRef,
      };
      const keyed = { ...cashier.headers, 'idempotency-key': 'approved-earn-1' };
      const approved = await post(ctx, '/store/earn', keyed, {
        ...approvedBody,
        approval: { login: manager.login, password: manager.password },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      // A retry of the approved send replays it; what it is matched on keeps no password.
      const retried = await post(ctx, '/store/earn', keyed, {
        ...approvedBody,
        approval: { login: manager.login, password: manager.password },
      });
      expect(retried.headers['idempotent-replayed']).toBe('true');
      expect(retried.json()).toEqual(approved.json());
      const stored = await ctx.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'approved-earn-1'));
      expect(stored.map((row) => row.requestHash)).toEqual([
        requestHash('store.earn', { ...approvedBody, approval: manager.login }),
      ]);
      const [audited] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'store.earn'), eq(auditLog.operatorId, cashier.id)));
      expect(audited?.after).toMatchObject({ approved_by: manager.id });

      // 1,200 approved counts towards today's 1,500: another 400 is over it.
      expect((await earn('L2', 300)).statusCode).toBe(200);
      expectError(await earn('L3', 100), 403, 'STORE_LIMIT_EXCEEDED');
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 60, ledger: 60 });
    });
  });

  describe('voiding an earn', () => {
    const earnFor = async (
      ctx: TestContext,
      headers: Headers,
      branchRef: string,
      mobileNo: string,
      amount = 250,
    ) => {
      const res = await post(ctx, '/store/earn', headers, {
        member: mobileNo,
        bill_no: `V-${Math.random().toString(36).slice(2, 10)}`,
        amount,
        branch_ref: branchRef,
      });
      expect(res.statusCode, res.body).toBe(200);
      return storeEarnResponse.parse(res.json()).data;
    };

    it('takes the points back with a reversing entry, once, within the window for a cashier', async () => {
      const ctx = use();
      const member = await memberWithPoints(ctx, 'demo', 30);
      const { cashier, branch } = await cashierAt(ctx);
      const earned = await earnFor(ctx, cashier.headers, branch.branchRef, member.mobileNo);
      const url = `/store/earn/${earned.transaction_id}/void`;
      const voided = await post(ctx, url, cashier.headers, { reason: 'wrong member' });
      expect(voided.statusCode, voided.body).toBe(200);
      expect(storeVoidResponse.parse(voided.json()).data).toEqual({
        transaction_id: earned.transaction_id,
        points_voided: 10,
        balance: 30,
      });
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 30, ledger: 30 });
      const again = await post(ctx, url, cashier.headers, { reason: 'again' });
      expectError(again, 409, 'STORE_EARN_VOIDED');
      const entries = await ctx.db
        .select()
        .from(pointLedger)
        .where(eq(pointLedger.memberId, member.id));
      expect(entries.map((e) => e.entryType).sort()).toEqual([
        'earn_staff',
        'earn_store',
        'void_store',
      ]);

      const late = await earnFor(ctx, cashier.headers, branch.branchRef, member.mobileNo);
      await ctx.db
        .update(storeEarns)
        .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(storeEarns.transactionId, late.transaction_id));
      const lateUrl = `/store/earn/${late.transaction_id}/void`;
      const tooLate = await post(ctx, lateUrl, cashier.headers, { reason: 'late' });
      expectError(tooLate, 403, 'STORE_VOID_WINDOW_PASSED');
      const manager = await signedInOperator(ctx, { role: 'manager', branchIds: [branch.id] });
      expect((await post(ctx, lateUrl, manager.headers, { reason: 'late' })).statusCode).toBe(200);
    });

    it('refuses, changing nothing, when the member already spent the points', async () => {
      const ctx = use();
      const member = await memberWithPoints(ctx, 'demo', 0);
      const { cashier, branch } = await cashierAt(ctx);
      const earned = await earnFor(ctx, cashier.headers, branch.branchRef, member.mobileNo, 500);
      const privilege = await createPrivilege(ctx.db, member.brandId, { pointNeed: 15 });
      const issued = await post(ctx, '/privilege/Issue', member.headers, {
        Privilege_Id: privilege.id,
      });
      expect(issued.statusCode, issued.body).toBe(200);
      const res = await post(ctx, `/store/earn/${earned.transaction_id}/void`, cashier.headers, {
        reason: 'refund',
      });
      expectError(res, 409, 'STORE_POINTS_SPENT');
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 5, ledger: 5 });
      const [row] = await ctx.db
        .select()
        .from(storeEarns)
        .where(eq(storeEarns.transactionId, earned.transaction_id));
      expect(row!.voidedAt).toBeNull();
    });

    it('lets the balance go below zero when the brand allows it, and later earns pay it back', async () => {
      const ctx = use();
      const brand = await createOtherBrand(ctx);
      const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
      const rules = await ctx.app.inject({
        method: 'PUT',
        url: `${API}/operator/store/settings`,
        headers: owner.headers,
        payload: {
          void_window_hours: 24,
          earn_limits: {
            cashier: { max_bill: null, daily_total: null },
            manager: { max_bill: null, daily_total: null },
          },
          allow_negative_balance: true,
        },
      });
      expect(rules.statusCode, rules.body).toBe(200);
      const branch = await createBranch(ctx.db, brand.ref);
      const member = await memberWithPoints(ctx, brand.ref, 0);
      const earned = await earnFor(ctx, owner.headers, branch.branchRef, member.mobileNo, 500);
      const privilege = await createPrivilege(ctx.db, member.brandId, { pointNeed: 15 });
      const issued = await post(ctx, '/privilege/Issue', member.headers, {
        Privilege_Id: privilege.id,
      });
      expect(issued.statusCode, issued.body).toBe(200);
      const voided = await post(ctx, `/store/earn/${earned.transaction_id}/void`, owner.headers, {
        reason: 'refund',
      });
      expect(voided.statusCode, voided.body).toBe(200);
      expect(storeVoidResponse.parse(voided.json()).data.balance).toBe(-15);
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: -15, ledger: -15 });
      // 250 baht earns 10 points: they pay the debt, nothing is left to spend or expire.
      await earnFor(ctx, owner.headers, branch.branchRef, member.mobileNo, 250);
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: -5, ledger: -5 });
      const [lots] = await ctx.db
        .select({ held: sql<string>`coalesce(sum(${pointLedger.remaining}), 0)` })
        .from(pointLedger)
        .where(eq(pointLedger.memberId, member.id));
      expect(Number(lots!.held)).toBe(0);
      await earnFor(ctx, owner.headers, branch.branchRef, member.mobileNo, 250);
      expect(await pointsOf(ctx.db, member)).toEqual({ balance: 5, ledger: 5 });
      const [after] = await ctx.db
        .select({ held: sql<string>`coalesce(sum(${pointLedger.remaining}), 0)` })
        .from(pointLedger)
        .where(eq(pointLedger.memberId, member.id));
      expect(Number(after!.held)).toBe(5);
    });
  });

  describe('using codes', () => {
    async function privilegeCode(ctx: TestContext, brandRef = 'demo') {
      const member = await memberWithPoints(ctx, brandRef, 100);
      const privilege = await createPrivilege(ctx.db, member.brandId, { pointNeed: 10 });
      const res = await post(ctx, '/privilege/Issue', member.headers, {
        Privilege_Id: privilege.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { code, transaction_id: transactionId } = issuePrivilegeResponse.parse(res.json()).data;
      return { member, privilege, code, transactionId };
    }

    it('uses a privilege code exactly once of 20 tries at once, and says where and when after', async () => {
      const ctx = use();
      const { member, privilege, code, transactionId } = await privilegeCode(ctx);
      const { cashier, branch } = await cashierAt(ctx);
      const read = await get(
        ctx,
        `/store/codes/${code}?branch_ref=${branch.branchRef}`,
        cashier.headers,
      );
      expect(storeCodeResponse.parse(read.json()).data).toMatchObject({
        kind: 'privilege',
        name_th: privilege.nameTh,
        customer_info: await memberCodeOf(ctx, member.id),
        state: 'ready',
      });
      const body = { code: code.toLowerCase(), branch_ref: branch.branchRef };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post(ctx, '/store/redeem', cashier.headers, body)),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
      const won = answers.find((res) => res.statusCode === 200)!;
      expect(storeRedeemResponse.parse(won.json()).data.kind).toBe('privilege');
      const lost = expectError(
        answers.find((res) => res.statusCode === 409)!,
        409,
        'CODE_USED',
      );
      expect(lost.message_en).toContain(branch.nameEn);
      const after = await get(
        ctx,
        `/store/codes/${code}?branch_ref=${branch.branchRef}`,
        cashier.headers,
      );
      expect(storeCodeResponse.parse(after.json()).data).toMatchObject({
        state: 'used',
        used_branch_name_en: branch.nameEn,
      });
      // The member's history shows it used, and where.
      const history = await post(ctx, '/Customer/History/Privileg/Detail', member.headers, {
        Transaction_Id: transactionId,
      });
      expect(privilegeHistoryDetailResponse.parse(history.json()).data).toMatchObject({
        status: 'used',
        used_branch_name_th: branch.nameTh,
        used_branch_name_en: branch.nameEn,
      });
    });

    it('uses a package-use code, refuses an expired one with 410 and unknown or foreign ones with 404', async () => {
      const ctx = use();
      const member = await memberWithPoints(ctx, 'demo', 500);
      const pack = await createPackage(ctx.db, member.brandId, {
        pointNeed: 100,
        usesPerPackage: 2,
      });
      const bought = await post(ctx, '/package/Issue', member.headers, { Package_Id: pack.id });
      expect(bought.statusCode, bought.body).toBe(200);
      const { transaction_id: tx } = issuePackageResponse.parse(bought.json()).data;
      const taken = await post(ctx, '/package/Use', member.headers, { Transaction_Id: tx });
      expect(taken.statusCode, taken.body).toBe(200);
      const { code } = usePackageResponse.parse(taken.json()).data;
      const { cashier, branch } = await cashierAt(ctx);
      const used = await post(ctx, '/store/redeem', cashier.headers, {
        code,
        branch_ref: branch.branchRef,
      });
      expect(used.statusCode, used.body).toBe(200);
      expect(storeRedeemResponse.parse(used.json()).data).toMatchObject({
        kind: 'package',
        name_en: pack.nameEn,
      });

      const expiring = await privilegeCode(ctx);
      await ctx.db
        .update(privilegeIssues)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(privilegeIssues.code, expiring.code));
      const expired = await post(ctx, '/store/redeem', cashier.headers, {
        code: expiring.code,
        branch_ref: branch.branchRef,
      });
      expectError(expired, 410, 'CODE_EXPIRED');

      const other = await createOtherBrand(ctx);
      const foreign = await privilegeCode(ctx, other.ref);
      for (const unknown of [foreign.code, 'NOSUCHCODE']) {
        const res = await post(ctx, '/store/redeem', cashier.headers, {
          code: unknown,
          branch_ref: branch.branchRef,
        });
        expectError(res, 404, 'CODE_NOT_FOUND');
      }
    });
  });

  describe('branch API keys', () => {
    it("lets a POS earn at its key's branch only, until the key is revoked", async () => {
      const ctx = use();
      const owner = await signedInOperator(ctx, { role: 'owner' });
      const branch = await createBranch(ctx.db);
      const elsewhere = await createBranch(ctx.db);
      const created = await post(ctx, '/operator/store/keys', owner.headers, {
        branch_ref: branch.branchRef,
        name: 'POS 1',
      });
      expect(created.statusCode, created.body).toBe(200);
      const { key, key_id: keyId } = apiKeyCreatedResponse.parse(created.json()).data;
      const pos = { 'x-api-key': key };
      const member = await memberWithPoints(ctx, 'demo', 0);
      const body = { member: member.mobileNo, bill_no: 'POS-1', amount: 100 };
      const earned = await post(ctx, '/store/earn', pos, { ...body, branch_ref: branch.branchRef });
      expect(earned.statusCode, earned.body).toBe(200);
      const [audited] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'store.earn'), eq(auditLog.role, 'api_key')));
      expect(audited).toBeDefined();
      const away = await post(ctx, '/store/earn', pos, {
        ...body,
        bill_no: 'POS-2',
        branch_ref: elsewhere.branchRef,
      });
      expect(away.statusCode).toBe(403);
      const shift = await get(ctx, `/store/shift?branch_ref=${branch.branchRef}`, pos);
      expect(shiftResponse.parse(shift.json()).data.totals).toMatchObject({
        earns: 1,
        points: 4,
        amount: 100,
      });

      // The branch, kept with the brand's set-up, is closed to earns as soon as it is switched off.
      const toggle = (active: boolean) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `${API}/operator/team/branches/${branch.branchRef}`,
          headers: owner.headers,
          payload: { active },
        });
      const atCounter = (headers: Headers, bill: string) =>
        post(ctx, '/store/earn', headers, { ...body, bill_no: bill, branch_ref: branch.branchRef });
      expect((await atCounter(owner.headers, 'POS-OPEN')).statusCode).toBe(200);
      expect((await toggle(false)).statusCode).toBe(200);
      expectError(await atCounter(owner.headers, 'POS-CLOSED'), 404, 'BRANCH_NOT_FOUND');
      expectError(await atCounter(pos, 'POS-CLOSED'), 401, 'API_KEY_INVALID');
      expect((await toggle(true)).statusCode).toBe(200);

      const revoked = await ctx.app.inject({
        method: 'DELETE',
        url: `${API}/operator/store/keys/${keyId}`,
        headers: owner.headers,
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      const refused = await post(ctx, '/store/earn', pos, {
        ...body,
        bill_no: 'POS-3',
        branch_ref: branch.branchRef,
      });
      expectError(refused, 401, 'API_KEY_INVALID');
      const wrong = await get(ctx, `/store/members/lookup?q=${member.mobileNo}`, {
        'x-api-key': 'crm_guess',
      });
      expect(wrong.statusCode).toBe(401);
    });
  });

  it("sums the cashier's shift today: earns, voids and redeems", async () => {
    const ctx = use();
    const { cashier, branch } = await cashierAt(ctx);
    const member = await memberWithPoints(ctx, 'demo', 100);
    for (const [billNo, amount] of [
      ['S1', 100],
      ['S2', 50.5],
    ] as const) {
      const res = await post(ctx, '/store/earn', cashier.headers, {
        member: member.mobileNo,
        bill_no: billNo,
        amount,
        branch_ref: branch.branchRef,
      });
      expect(res.statusCode, res.body).toBe(200);
      if (billNo === 'S2') {
        const { transaction_id: id } = storeEarnResponse.parse(res.json()).data;
        await post(ctx, `/store/earn/${id}/void`, cashier.headers, { reason: 'typo' });
      }
    }
    const privilege = await createPrivilege(ctx.db, member.brandId, { pointNeed: 10 });
    const issued = await post(ctx, '/privilege/Issue', member.headers, {
      Privilege_Id: privilege.id,
    });
    const { code } = issuePrivilegeResponse.parse(issued.json()).data;
    await post(ctx, '/store/redeem', cashier.headers, { code, branch_ref: branch.branchRef });
    const res = await get(ctx, `/store/shift?branch_ref=${branch.branchRef}`, cashier.headers);
    const shift = shiftResponse.parse(res.json()).data;
    expect(shift.totals).toEqual({ earns: 1, amount: 100, points: 4, voids: 1, redeems: 1 });
    expect(shift.entries.map((e) => e.kind).sort()).toEqual(['earn', 'earn', 'redeem']);
  });

  it('checks roles: every role earns and redeems, owners and admins manage keys', async () => {
    await expectRoleMatrix(use(), [
      {
        method: 'GET',
        url: `${API}/store/members/lookup?q=0800000000`,
        allowed: ['owner', 'admin', 'manager', 'cashier'],
      },
      {
        method: 'POST',
        url: `${API}/store/earn`,
        payload: {},
        allowed: ['owner', 'admin', 'manager', 'cashier'],
      },
      {
        method: 'POST',
        url: `${API}/store/redeem`,
        payload: {},
        allowed: ['owner', 'admin', 'manager', 'cashier'],
      },
      { method: 'GET', url: `${API}/operator/store/keys`, allowed: ['owner', 'admin'] },
      {
        method: 'PUT',
        url: `${API}/operator/store/settings`,
        payload: {
          void_window_hours: 12,
          earn_limits: {
            cashier: { max_bill: null, daily_total: null },
            manager: { max_bill: null, daily_total: null },
          },
        },
        allowed: ['owner', 'admin'],
      },
      {
        method: 'GET',
        url: `${API}/operator/store/settings`,
        allowed: ['owner', 'admin', 'manager'],
      },
    ]);
  });
});
