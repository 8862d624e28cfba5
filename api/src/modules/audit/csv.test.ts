import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';
import { bangkokDay } from '../points/policy';
import { changedFields } from './csv';

const HEADER =
  'เวลา (UTC) / At (UTC),ผู้ใช้ / Login,บทบาท / Role,การกระทำ / Action,' +
  'ประเภทเป้าหมาย / Target type,รหัสเป้าหมาย / Target ID,ฟิลด์ที่เปลี่ยน / Changed fields,' +
  'ที่อยู่ IP / Address,คำขอ / Request';

async function csvOf(ctx: TestContext, query: string, headers: Record<string, string>) {
  const res = await ctx.app.inject({ url: `/api/v1.0/operator/audit-log.csv?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-.*\.csv"$/);
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(HEADER);
  return lines.slice(1);
}

describeEachDatabase('Audit log CSV', (use) => {
  it('downloads the filtered log, naming changed fields but never their values, audited', async () => {
    const ctx = use();
    const brand = await createOtherBrand(ctx);
    const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
    const admin = await signedInOperator(ctx, { role: 'admin', brandRef: brand.ref });
    const manager = await signedInOperator(ctx, { role: 'manager', brandRef: brand.ref });
    for (const name of ['Somchai Kaewjai', 'Malee Sukjai']) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1.0/operator/team/operators/${manager.id}`,
        headers: owner.headers,
        payload: { name },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // An entry whose record holds a member's values: the CSV names the fields only.
    await ctx.db.transaction((tx) =>
      tx.insert(auditLog).values({
        brandId: brand.id,
        operatorId: admin.id,
        role: 'admin',
        action: 'members.update',
        targetType: 'member',
        targetId: '42',
        before: { mobile_no: '0812345678', first_name: 'สมศรี' },
        after: { mobile_no: '0899999999', first_name: 'สมศรี' },
        ip: '203.0.113.9',
        requestId: 'req-1',
      }),
    );

    const updates = await csvOf(ctx, 'action=team.operator.update', owner.headers);
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,${owner.login},owner,team\\.operator\\.update,operator,${manager.id},name,`,
      ),
    );
    expect(updates.join('\n')).not.toContain('Malee');

    const byAdmin = await csvOf(ctx, `operator_id=${admin.id}`, owner.headers);
    expect(byAdmin.filter((line) => line.includes('members.update'))).toEqual([
      expect.stringMatching(
        `,${admin.login},admin,members\\.update,member,42,mobile_no,203\\.0\\.113\\.9,req-1$`,
      ),
    ]);
    const everything = (await csvOf(ctx, '', owner.headers)).join('\n');
    expect(everything).not.toContain('0812345678');
    expect(everything).not.toContain('0899999999');
    expect(everything).not.toContain('สมศรี');

    const today = bangkokDay(new Date());
    expect(
      await csvOf(ctx, `date_from=${today}&date_to=${today}&target_type=member`, owner.headers),
    ).toHaveLength(1);
    expect(await csvOf(ctx, 'date_from=2020-01-01&date_to=2020-01-31', owner.headers)).toEqual([]);

    const [exported] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.brandId, brand.id), eq(auditLog.action, 'audit.export')))
      .limit(1);
    expect(exported).toMatchObject({
      operatorId: owner.id,
      targetType: 'audit_log',
      after: { filters: { action: 'team.operator.update' }, rows: 2 },
    });

    expectError(
      await ctx.app.inject({
        url: '/api/v1.0/operator/audit-log.csv?date_from=2026-02-30',
        headers: owner.headers,
      }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('names the top-level fields whose values differ', () => {
    expect(changedFields({ a: 1, b: { c: 2 }, d: 3 }, { a: 1, b: { c: 3 }, e: 4 })).toEqual([
      'b',
      'd',
      'e',
    ]);
    expect(changedFields(null, { a: 1 })).toEqual(['a']);
  });

  it('is for those who read the audit log', async () => {
    await expectRoleMatrix(use(), [
      { method: 'GET', url: '/api/v1.0/operator/audit-log.csv', allowed: ['owner', 'admin'] },
    ]);
  });
});
