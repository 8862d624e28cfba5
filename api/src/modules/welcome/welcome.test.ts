import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { welcomeIssueResponse } from '@crm/contract/points';
import { brands, campaigns, members, pointLedger } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';

const URL = '/api/v1.0/WelcomeCampaign/Issue';

describeEachDatabase('Welcome campaign', (use) => {
  const issue = (headers: Record<string, string>) => use().app.inject({ url: URL, headers });
  const pointEarn = async (headers: Record<string, string>) =>
    welcomeIssueResponse.parse((await issue(headers)).json()).data.point_earn;

  it("gives the demo brand's 50 welcome points once", async () => {
    const member = await signedInMember(use());
    expect(await pointEarn(member.headers)).toBe(50);
    expect(await pointEarn(member.headers)).toBe(0);
    const [row] = await use().db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ pointBalance: 50 });
    expect(row!.welcomeIssuedAt).not.toBeNull();
  });

  it('gives it once even to simultaneous calls', async () => {
    const member = await signedInMember(use());
    const results = await Promise.all(Array.from({ length: 10 }, () => pointEarn(member.headers)));
    expect(results.filter((p) => p === 50)).toHaveLength(1);
    expect(results.filter((p) => p === 0)).toHaveLength(9);
    const entries = await use()
      .db.select()
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, member.id), eq(pointLedger.entryType, 'earn_welcome')));
    expect(entries).toHaveLength(1);
  });

  it('gives nothing, and keeps the welcome for later, when no campaign runs', async () => {
    const { db } = use();
    const [brand] = await db
      .insert(brands)
      .values({ ref: 'nowelcome', nameTh: 'ไม่มีแต้มต้อนรับ', nameEn: 'No welcome' })
      .returning();
    const member = await signedInMember(use(), { brandRef: 'nowelcome' });
    expect(await pointEarn(member.headers)).toBe(0);
    await db.insert(campaigns).values({
      brandId: brand!.id,
      kind: 'welcome',
      nameTh: 'ต้อนรับ',
      nameEn: 'Welcome',
      points: 20,
      startsAt: new Date(Date.now() - 60_000),
    });
    expect(await pointEarn(member.headers)).toBe(20);
    expect(await pointEarn(member.headers)).toBe(0);
  });

  it('needs a signed-in member', async () => {
    expect((await issue({})).statusCode).toBe(401);
  });
});
