import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { auditLogResponse } from '@crm/contract/audit-log';
import { createOperator, signedInOperator } from '../operators/test-fixtures';
import { createOtherBrand } from '../../test/role-matrix';
import { record, toolActor, withoutSecrets } from './service';

describe('Audit entries', () => {
  it('leave out passwords, hashes, secrets, recovery codes and tokens at any depth', () => {
    expect(
      withoutSecrets({
        login: 'a',
        password: 'x',
        passwordHash: 'scrypt$…',
        password_hash: 'scrypt$…',
        must_change_password: true,
        totpSecret: 'v1.…',
        totp_enabled: true,
        nested: [{ recovery_codes: ['a'], access_token: 't', when: new Date(0), pin: '123456' }],
        one_time_password: 'p',
        new_password: 'n',
      }),
    ).toEqual({
      login: 'a',
      must_change_password: true,
      totp_enabled: true,
      nested: [{ when: '1970-01-01T00:00:00.000Z' }],
    });
  });
});

/** The Bangkok calendar day of an instant, yyyy-MM-dd. */
const bangkokDay = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

describeEachDatabase('Audit log', (use) => {
  const write = async (action: string) => {
    const { db } = use();
    const owner = await createOperator(use(), { role: 'owner' });
    await db.transaction((tx) =>
      record(tx, toolActor(owner.brandId, 'test'), {
        action,
        targetType: 'operator',
        targetId: owner.id,
        before: { name: 'before', passwordHash: 'scrypt$secret' },
        after: { name: 'after' },
      }),
    );
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, action));
    return row!;
  };

  it('records an entry inside the transaction of the write, without its secrets', async () => {
    const row = await write('test.write');
    expect(row).toMatchObject({
      role: 'system',
      operatorId: null,
      targetType: 'operator',
      before: { name: 'before' },
      after: { name: 'after' },
      requestId: 'test',
    });
    const owner = await createOperator(use(), { role: 'owner' });
    await expect(
      record(use().db, toolActor(owner.brandId, 'test'), { action: 'x', targetType: 'y' }),
    ).rejects.toThrow(/inside the transaction/);
  });

  it('refuses to change, remove or truncate an entry, whatever connects', async () => {
    const { db } = use();
    const row = await write('test.append-only');
    await expect(
      db.update(auditLog).set({ action: 'changed' }).where(eq(auditLog.id, row.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, row.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(kept!.action).toBe('test.append-only');
  });

  it('lists the brand log newest first, filtered and paged on the server', async () => {
    const ctx = use();
    const other = await createOtherBrand(ctx);
    const owner = await signedInOperator(ctx, { role: 'owner', brandRef: other.ref });
    const manager = await signedInOperator(ctx, { role: 'manager', brandRef: other.ref });
    const list = async (query: string, headers = owner.headers) => {
      const res = await ctx.app.inject({
        url: `/api/v1.0/operator/audit-log?${query}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return auditLogResponse.parse(res.json()).data;
    };
    for (const name of ['A', 'B', 'C']) {
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1.0/operator/team/operators/${manager.id}`,
        headers: owner.headers,
        payload: { name },
      });
    }
    const updates = await list('action=team.operator.update');
    expect(updates.items.map((item) => (item.after as { name: string }).name)).toEqual([
      'C',
      'B',
      'A',
    ]);
    expect(updates.items[0]).toMatchObject({
      operator_id: owner.id,
      operator_login: owner.login,
      role: 'owner',
      target_type: 'operator',
      target_id: String(manager.id),
      before: { name: 'B' },
    });
    // Only this brand's entries: its sign-ins, then the updates.
    const everything = await list('limit=100');
    expect(everything.items.every((item) => item.operator_id !== null)).toBe(true);
    expect(new Set(everything.items.map((item) => item.operator_id))).toEqual(
      new Set([owner.id, manager.id]),
    );
    expect((await list('action=team.')).items).toHaveLength(3);
    expect((await list(`operator_id=${manager.id}`)).items.map((item) => item.action)).toEqual([
      'operator.sign_in',
    ]);
    expect((await list(`target_type=operator&target_id=${manager.id}`)).items).toHaveLength(4);

    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`action=team.&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(pages.flat()).toEqual(updates.items.map((item) => item.id));

    const today = bangkokDay(new Date());
    expect((await list(`action=team.&date_from=${today}&date_to=${today}`)).items).toHaveLength(3);
    expect((await list(`action=team.&date_to=2020-01-01`)).items).toHaveLength(0);
    const refused = await ctx.app.inject({
      url: '/api/v1.0/operator/audit-log?date_from=2024-02-30',
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(400);
    const reversed = await ctx.app.inject({
      url: '/api/v1.0/operator/audit-log?date_from=2024-03-02&date_to=2024-03-01',
      headers: owner.headers,
    });
    expect(reversed.statusCode).toBe(400);
  });
});
