import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  importCheckResponse,
  memberImportResponse,
  type MemberImport,
} from '@crm/contract/member-import';
import { auditLog, memberImports, members, pointLedger } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { expectRoleMatrix } from '../../test/role-matrix';
import { expectError, freshMobile } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';
import { runImport, resumeImports } from './service';

const API = '/api/v1.0/console/member-imports';
type Headers = Record<string, string>;

const csv = (rows: string[]) =>
  ['mobile_no,first_name,last_name,birth_date,opening_points,points_expire_on,tier', ...rows].join(
    '\n',
  );

function check(ctx: TestContext, headers: Headers, body: string | Buffer, fileName = 'old.csv') {
  return ctx.app.inject({
    method: 'POST',
    url: `${API}?file_name=${encodeURIComponent(fileName)}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: body,
  });
}

async function checked(ctx: TestContext, headers: Headers, body: string) {
  const res = await check(ctx, headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return importCheckResponse.parse(res.json()).data;
}

async function commit(ctx: TestContext, headers: Headers, id: number): Promise<MemberImport> {
  const res = await ctx.app.inject({ method: 'POST', url: `${API}/${id}/commit`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return memberImportResponse.parse(res.json()).data;
}

/** Polls the import as the console's progress bar does, until it ends. */
async function finished(ctx: TestContext, headers: Headers, id: number): Promise<MemberImport> {
  for (let tries = 0; tries < 200; tries += 1) {
    const res = await ctx.app.inject({ method: 'GET', url: `${API}/${id}`, headers });
    const found = memberImportResponse.parse(res.json()).data;
    if (found.status === 'done' || found.status === 'failed') return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import did not finish');
}

async function membersByMobile(ctx: TestContext, brandId: number, mobiles: string[]) {
  return ctx.db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), inArray(members.mobileNo, mobiles)));
}

async function ledgerSumsHold(ctx: TestContext, memberIds: number[]) {
  const balances = await ctx.db
    .select({ id: members.id, balance: members.pointBalance })
    .from(members)
    .where(inArray(members.id, memberIds));
  const sums = await ctx.db
    .select({ id: pointLedger.memberId, sum: sql<number>`sum(${pointLedger.points})::int` })
    .from(pointLedger)
    .where(inArray(pointLedger.memberId, memberIds))
    .groupBy(pointLedger.memberId);
  const sumOf = new Map(sums.map((row) => [row.id, row.sum]));
  expect(balances).toHaveLength(memberIds.length);
  for (const row of balances) expect(sumOf.get(row.id) ?? 0).toBe(row.balance);
}

describeEachDatabase('member import', (use) => {
  it('lets owners and admins import, nobody else', async () => {
    const ctx = use();
    await expectRoleMatrix(ctx, [
      { method: 'GET', url: `${API}/template.csv`, allowed: ['owner', 'admin'] },
      { method: 'GET', url: API, allowed: ['owner', 'admin'] },
      { method: 'GET', url: `${API}/999999`, allowed: ['owner', 'admin'] },
      { method: 'POST', url: `${API}/999999/commit`, allowed: ['owner', 'admin'] },
      { method: 'POST', url: `${API}?file_name=a.csv`, allowed: ['owner', 'admin'] },
    ]);
  });

  it('checks every row without changing any member, then creates the new ones with their points', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const [a, b, c, existing] = [freshMobile(), freshMobile(), freshMobile(), freshMobile()];
    const before = await checked(ctx, owner.headers, csv([`${existing},เดิม,มีอยู่,,,,`]));
    await finished(ctx, owner.headers, (await commit(ctx, owner.headers, before.id)).id);
    const [{ count: membersBefore } = { count: -1 }] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(members)
      .where(eq(members.brandId, owner.brandId));

    const file = csv([
      `${a},สมชาย,ใจดี,15/04/2530,"1,200",31/12/2569,`,
      `${b.slice(1)},Suda,Rakthai,1992-11-03,350,,`,
      `${c},,,,0,,`,
      `${existing},ซ้ำ,ในระบบ,,500,,`,
      `${a},ซ้ำ,ในไฟล์,,10,,`,
      `0212345678,ผิด,เบอร์,,,,`,
      `${freshMobile()},ชื่อ,ดี,30/02/2530,abc,,Unobtainium`,
    ]);
    const dry = await checked(ctx, owner.headers, file);
    expect(dry).toMatchObject({
      status: 'checked',
      total_rows: 7,
      ready_rows: 3,
      existing_rows: 1,
      problem_rows: 3,
      imported_before_at: null,
    });
    expect(dry.problems.map((p) => [p.line, p.column, p.problem])).toEqual([
      [6, 'mobile_no', 'duplicateInFile'],
      [7, 'mobile_no', 'invalidMobile'],
      [8, 'birth_date', 'invalidDate'],
      [8, 'opening_points', 'notANumber'],
      [8, 'tier', 'unknownTier'],
    ]);
    const [{ count: afterDry } = { count: -2 }] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(members)
      .where(eq(members.brandId, owner.brandId));
    expect(afterDry).toBe(membersBefore);

    const done = await finished(ctx, owner.headers, (await commit(ctx, owner.headers, dry.id)).id);
    expect(done).toMatchObject({
      status: 'done',
      processed_rows: 7,
      created_members: 3,
      skipped_rows: 4,
      opening_points: 1550,
    });
    const created = await membersByMobile(ctx, owner.brandId, [a, b, c]);
    expect(created).toHaveLength(3);
    const somchai = created.find((m) => m.mobileNo === a)!;
    expect(somchai).toMatchObject({
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      birthdate: '1987-04-15',
      pointBalance: 1200,
      isConsentPdpa: false,
      registrationStep: 'new',
    });
    const [lot] = await ctx.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.memberId, somchai.id));
    expect(lot).toMatchObject({ entryType: 'earn_import', points: 1200, remaining: 1200 });
    // The last day given, 31 Dec 2026, ends at Bangkok's midnight.
    expect(lot!.expiresAt?.toISOString()).toBe('2026-12-31T17:00:00.000Z');
    const suda = created.find((m) => m.mobileNo === b)!;
    const [sudaLot] = await ctx.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.memberId, suda.id));
    expect(sudaLot!.expiresAt).not.toBeNull();
    await ledgerSumsHold(
      ctx,
      created.map((m) => m.id),
    );
    const [untouched] = await membersByMobile(ctx, owner.brandId, [existing]);
    expect(untouched).toMatchObject({ firstName: 'เดิม', pointBalance: 0 });

    // The file is gone once the import ends; the audit log names the file, not the people.
    const [row] = await ctx.db.select().from(memberImports).where(eq(memberImports.id, dry.id));
    expect(row!.content).toBeNull();
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'member_import'), eq(auditLog.targetId, String(dry.id))));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'members.import.check',
      'members.import.commit',
    ]);
    expect(JSON.stringify(entries)).not.toContain(a);
    expect(JSON.stringify(entries)).not.toContain('สมชาย');
  });

  it('changes nothing when the same file is imported again', async () => {
    const ctx = use();
    const admin = await signedInOperator(ctx, { role: 'admin' });
    const mobiles = [freshMobile(), freshMobile()];
    const file = csv(mobiles.map((m, i) => `${m},ชื่อ${'กข'[i]},สกุล,,100,,`));
    const first = await checked(ctx, admin.headers, file);
    await finished(ctx, admin.headers, (await commit(ctx, admin.headers, first.id)).id);
    const after = await membersByMobile(ctx, admin.brandId, mobiles);
    const ledgerAfter = await ctx.db
      .select()
      .from(pointLedger)
      .where(
        inArray(
          pointLedger.memberId,
          after.map((m) => m.id),
        ),
      );

    const again = await checked(ctx, admin.headers, file);
    expect(again).toMatchObject({ ready_rows: 0, existing_rows: 2, problem_rows: 0 });
    expect(again.imported_before_at).not.toBeNull();
    const second = await finished(
      ctx,
      admin.headers,
      (await commit(ctx, admin.headers, again.id)).id,
    );
    expect(second).toMatchObject({ created_members: 0, skipped_rows: 2, opening_points: 0 });
    expect(await membersByMobile(ctx, admin.brandId, mobiles)).toEqual(after);
    expect(
      await ctx.db
        .select()
        .from(pointLedger)
        .where(
          inArray(
            pointLedger.memberId,
            after.map((m) => m.id),
          ),
        ),
    ).toEqual(ledgerAfter);
    // Committing twice starts nothing twice.
    expect((await commit(ctx, admin.headers, again.id)).status).toBe('done');
  });

  it('creates each member once when two workers race, and resumes an import whose worker stopped', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const mobiles = Array.from({ length: 25 }, () => freshMobile());
    const dry = await checked(ctx, owner.headers, csv(mobiles.map((m) => `${m},,,,7,,`)));
    // Committed as the route does, but with no worker started: as if the process ended at once.
    await ctx.db
      .update(memberImports)
      .set({ status: 'importing', committedAt: new Date() })
      .where(eq(memberImports.id, dry.id));
    const raced = await Promise.all([
      runImport(ctx.db, owner.brandId, dry.id, { batchRows: 4 }),
      runImport(ctx.db, owner.brandId, dry.id, { batchRows: 4 }),
    ]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    const created = await membersByMobile(ctx, owner.brandId, mobiles);
    expect(created).toHaveLength(25);
    await ledgerSumsHold(
      ctx,
      created.map((m) => m.id),
    );

    const stalled = await checked(ctx, owner.headers, csv([`${freshMobile()},,,,1,,`]));
    await ctx.db
      .update(memberImports)
      .set({ status: 'importing', heartbeatAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(memberImports.id, stalled.id));
    await resumeImports(ctx.db);
    expect(await finished(ctx, owner.headers, stalled.id)).toMatchObject({
      status: 'done',
      created_members: 1,
    });
  });

  it('refuses files it cannot use with a clear error, and reads Windows-874', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    expectError(
      await check(ctx, owner.headers, 'name\nAnn\n'),
      400,
      'IMPORT_MOBILE_COLUMN_MISSING',
    );
    expectError(await check(ctx, owner.headers, 'mobile_no\n'), 400, 'IMPORT_FILE_EMPTY');
    expectError(await check(ctx, owner.headers, ''), 400, 'IMPORT_FILE_EMPTY');
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `${API}?file_name=a.csv`,
        headers: owner.headers,
        payload: { mobile_no: '0812345678' },
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `${API}/2147483647/commit`,
        headers: owner.headers,
      }),
      404,
      'IMPORT_NOT_FOUND',
    );
    const mobile = freshMobile();
    // "ชื่อ" header and the name "สม", in Windows-874.
    const bytes = Buffer.concat([
      Buffer.from('mobile_no,'),
      Buffer.from([0xaa, 0xd7, 0xe8, 0xcd]),
      Buffer.from(`\r\n${mobile},`),
      Buffer.from([0xca, 0xc1]),
      Buffer.from('\r\n'),
    ]);
    const dry = importCheckResponse.parse((await check(ctx, owner.headers, bytes)).json()).data;
    expect(dry.ready_rows).toBe(1);
    await finished(ctx, owner.headers, (await commit(ctx, owner.headers, dry.id)).id);
    const [member] = await membersByMobile(ctx, owner.brandId, [mobile]);
    expect(member!.firstName).toBe('สม');
  });

  it('serves a template that its own check reads without problems', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${API}/template.csv`,
      headers: owner.headers,
    });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const dry = await checked(ctx, owner.headers, res.body);
    expect(dry.problems).toEqual([]);
    expect(dry.total_rows).toBe(2);
  });
});
