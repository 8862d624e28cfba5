import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createMember } from '../test/member-fixture';
import { describeEachDatabase } from '../test/harness';
import { consentRecords, members, pdpaPolicies, sessions } from './schema';

/** How the database refused the statement, whichever driver ran it. */
async function refusal(statement: Promise<unknown>) {
  const err: unknown = await statement.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, 'the statement should have been refused').toBeDefined();
  const cause = (err as { cause?: { code?: string; message?: string } }).cause ?? {};
  return { code: cause.code, message: cause.message ?? '' };
}

const APPEND_ONLY = { code: 'P0001', message: expect.stringContaining('append-only') as string };

describeEachDatabase('Consent records', (use) => {
  async function memberWithConsent() {
    const { db } = use();
    const member = await createMember(db);
    const [policy] = await db
      .select()
      .from(pdpaPolicies)
      .where(eq(pdpaPolicies.brandId, member.brandId))
      .limit(1);
    const [record] = await db
      .insert(consentRecords)
      .values({
        brandId: member.brandId,
        memberId: member.id,
        policyId: policy!.id,
        action: 1,
        channel: 'app',
      })
      .returning();
    return { member, record: record! };
  }

  const recordById = async (id: number) =>
    use().db.select().from(consentRecords).where(eq(consentRecords.id, id));

  it('takes new records', async () => {
    const { record } = await memberWithConsent();
    expect(await recordById(record.id)).toEqual([record]);
  });

  it('refuses to change a record', async () => {
    const { record } = await memberWithConsent();
    expect(
      await refusal(
        use().db.update(consentRecords).set({ action: 4 }).where(eq(consentRecords.id, record.id)),
      ),
    ).toEqual(APPEND_ONLY);
    expect(await recordById(record.id)).toEqual([record]);
  });

  it('refuses to delete a record, or to empty the table', async () => {
    const { record } = await memberWithConsent();
    expect(
      await refusal(use().db.delete(consentRecords).where(eq(consentRecords.id, record.id))),
    ).toEqual(APPEND_ONLY);
    expect(await refusal(use().db.execute(sql`truncate consent_records`))).toEqual(APPEND_ONLY);
    expect(await recordById(record.id)).toEqual([record]);
  });

  it('keeps the records of a member someone tries to delete', async () => {
    const { member, record } = await memberWithConsent();
    const { code, message } = await refusal(
      use().db.delete(members).where(eq(members.id, member.id)),
    );
    // PostgreSQL 18 (PGlite) reports a RESTRICT violation as 23001, earlier versions as 23503.
    expect(['23001', '23503']).toContain(code);
    expect(message).toContain('consent_records_member_id_members_id_fk');
    expect(await recordById(record.id)).toEqual([record]);
    expect(await use().db.select().from(members).where(eq(members.id, member.id))).toHaveLength(1);
  });

  it('still deletes a member without consent records, with their sessions', async () => {
    const { db } = use();
    const member = await createMember(db);
    await db.insert(sessions).values({
      brandId: member.brandId,
      memberId: member.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await db.delete(members).where(eq(members.id, member.id));
    expect(await db.select().from(sessions).where(eq(sessions.memberId, member.id))).toEqual([]);
  });
});
