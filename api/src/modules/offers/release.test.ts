import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { issuePrivilegeResponse } from '@crm/contract/privileges';
import { issuePackageResponse, usePackageResponse } from '@crm/contract/packages';
import {
  packagePurchases,
  packageUses,
  pointLedger,
  privilegeIssues,
  privileges,
} from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { createBranch, signedInOperator } from '../operators/test-fixtures';
import { runCodeRelease } from '../points/jobs';
import { createPackage, createPrivilege, memberWithPoints, pointsOf } from './test-fixtures';

const API = '/api/v1.0';
type Member = Awaited<ReturnType<typeof memberWithPoints>>;

/** The sum of what the member's lots still hold, which must equal the balance. */
async function lotsOf(ctx: TestContext, member: Member) {
  const [row] = await ctx.db
    .select({ remaining: sql<string>`coalesce(sum(${pointLedger.remaining}), 0)` })
    .from(pointLedger)
    .where(eq(pointLedger.memberId, member.id));
  return Number(row!.remaining);
}

async function issue(ctx: TestContext, member: Member, privilegeId: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${API}/privilege/Issue`,
    headers: member.headers,
    payload: { Privilege_Id: privilegeId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return issuePrivilegeResponse.parse(res.json()).data;
}

const expireCode = (ctx: TestContext, code: string) =>
  ctx.db
    .update(privilegeIssues)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(privilegeIssues.code, code));

describeEachDatabase('Codes that hold points', (use) => {
  it('holds the points of an issued code and gives them and the stock back when it expires unused', async () => {
    const ctx = use();
    const member = await memberWithPoints(ctx, 'demo', 100);
    const privilege = await createPrivilege(ctx.db, member.brandId, {
      pointNeed: 40,
      totalStock: 5,
      remainingStock: 5,
      perMemberLimit: 1,
    });
    const issued = await issue(ctx, member, privilege.id);
    expect(await pointsOf(ctx.db, member)).toEqual({ balance: 60, ledger: 60 });
    expect(await lotsOf(ctx, member)).toBe(60);

    // Not expired yet: nothing goes back.
    expect((await runCodeRelease(ctx.db)).points).toBe(0);
    await expireCode(ctx, issued.code);
    const run = await runCodeRelease(ctx.db);
    expect(run.points).toBeGreaterThanOrEqual(40);
    expect(await pointsOf(ctx.db, member)).toEqual({ balance: 100, ledger: 100 });
    expect(await lotsOf(ctx, member)).toBe(100);
    const [stock] = await ctx.db
      .select({ left: privileges.remainingStock })
      .from(privileges)
      .where(eq(privileges.id, privilege.id));
    expect(stock!.left).toBe(5);

    // Released once: a second run gives nothing more, and the member may take it again.
    await runCodeRelease(ctx.db);
    expect(await pointsOf(ctx.db, member)).toEqual({ balance: 100, ledger: 100 });
    await issue(ctx, member, privilege.id);
    expect(await pointsOf(ctx.db, member)).toEqual({ balance: 60, ledger: 60 });
  });

  it('never gives back the points of a code the store used', async () => {
    const ctx = use();
    const member = await memberWithPoints(ctx, 'demo', 100);
    const privilege = await createPrivilege(ctx.db, member.brandId, { pointNeed: 30 });
    const issued = await issue(ctx, member, privilege.id);
    const branch = await createBranch(ctx.db);
    const cashier = await signedInOperator(ctx, { role: 'cashier', branchIds: [branch.id] });
    const used = await ctx.app.inject({
      method: 'POST',
      url: `${API}/store/redeem`,
      headers: cashier.headers,
      payload: { code: issued.code, branch_ref: branch.branchRef },
    });
    expect(used.statusCode, used.body).toBe(200);
    await expireCode(ctx, issued.code);
    await runCodeRelease(ctx.db);
    expect(await pointsOf(ctx.db, member)).toEqual({ balance: 70, ledger: 70 });
  });

  it('gives points back to the lots they came from: a lot past its expiry expires them at once', async () => {
    const ctx = use();
    const member = await memberWithPoints(ctx, 'demo', 50);
    const privilege = await createPrivilege(ctx.db, member.brandId, { pointNeed: 50 });
    const issued = await issue(ctx, member, privilege.id);
    await ctx.db
      .update(pointLedger)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(pointLedger.memberId, member.id), eq(pointLedger.entryType, 'earn_staff')));
    await expireCode(ctx, issued.code);
    await runCodeRelease(ctx.db);
    expect(await pointsOf(ctx.db, member)).toEqual({ balance: 0, ledger: 0 });
    expect(await lotsOf(ctx, member)).toBe(0);
    const types = await ctx.db
      .select({ type: pointLedger.entryType, points: pointLedger.points })
      .from(pointLedger)
      .where(eq(pointLedger.memberId, member.id));
    expect(types).toEqual(
      expect.arrayContaining([
        { type: 'release', points: 50 },
        { type: 'expire', points: -50 },
      ]),
    );
  });

  it("gives a package's use back when its code expires unused", async () => {
    const ctx = use();
    const member = await memberWithPoints(ctx, 'demo', 500);
    const pack = await createPackage(ctx.db, member.brandId, {
      pointNeed: 100,
      usesPerPackage: 2,
      codeValidityMinutes: 2_880,
    });
    const bought = await ctx.app.inject({
      method: 'POST',
      url: `${API}/package/Issue`,
      headers: member.headers,
      payload: { Package_Id: pack.id },
    });
    const { transaction_id: tx } = issuePackageResponse.parse(bought.json()).data;
    const taken = await ctx.app.inject({
      method: 'POST',
      url: `${API}/package/Use`,
      headers: member.headers,
      payload: { Transaction_Id: tx },
    });
    const useCode = usePackageResponse.parse(taken.json()).data;
    const { code, uses_remaining: left } = useCode;
    expect(left).toBe(1);
    // The package's own code validity: two days.
    expect(Date.parse(useCode.expires_at!) - Date.parse(useCode.issued_at)).toBe(2_880 * 60_000);
    await ctx.db
      .update(packageUses)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(packageUses.code, code));
    await runCodeRelease(ctx.db);
    const [purchase] = await ctx.db
      .select({ left: packagePurchases.usesRemaining })
      .from(packagePurchases)
      .where(eq(packagePurchases.transactionId, tx));
    expect(purchase!.left).toBe(2);
    expect(await pointsOf(ctx.db, member)).toEqual({ balance: 400, ledger: 400 });
  });
});
