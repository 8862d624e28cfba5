import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import {
  branchListResponse,
  operatorWithPasswordResponse,
  teamOperatorListResponse,
  teamOperatorResponse,
} from '@crm/contract/operator-team';
import { operatorLoginResponse } from '@crm/contract/operator-auth';
import { auditLog } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import {
  createBranch,
  createOperator,
  operatorLogin,
  signedInOperator,
  type TestOperator,
} from './test-fixtures';
import { updateTeamOperator } from './team';

const API = '/api/v1.0/operator';

describeEachDatabase('The brand team', (use) => {
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => use().app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

  it('lets owners and admins manage the team, managers read branches, and nobody else', async () => {
    const ctx = use();
    const target = await createOperator(ctx, { role: 'cashier' });
    const branch = await createBranch(ctx.db);
    let n = 0;
    await expectRoleMatrix(ctx, [
      { method: 'GET', url: `${API}/team/operators`, allowed: ['owner', 'admin'] },
      {
        method: 'POST',
        url: `${API}/team/operators`,
        payloadFor: () => ({
          login: `matrix${(n += 1)}.${target.id}@demo`,
          role: 'cashier',
          branch_refs: [branch.branchRef],
        }),
        allowed: ['owner', 'admin'],
      },
      {
        method: 'PATCH',
        url: `${API}/team/operators/${target.id}`,
        payload: { name: 'Renamed' },
        allowed: ['owner', 'admin'],
        target: true,
      },
      {
        method: 'POST',
        url: `${API}/team/operators/${target.id}/reset-password`,
        payload: {},
        allowed: ['owner', 'admin'],
        target: true,
      },
      { method: 'GET', url: `${API}/team/branches`, allowed: ['owner', 'admin', 'manager'] },
      {
        method: 'POST',
        url: `${API}/team/branches`,
        payloadFor: (role, brand) => ({
          branch_ref: `m-${role}-${brand}-${target.id}`,
          name_th: 'สาขาทดสอบ',
          name_en: 'Test branch',
        }),
        allowed: ['owner', 'admin'],
      },
      {
        method: 'PATCH',
        url: `${API}/team/branches/${branch.branchRef}`,
        payload: { name_en: 'Renamed branch' },
        allowed: ['owner', 'admin'],
        target: true,
      },
      { method: 'GET', url: `${API}/audit-log`, allowed: ['owner', 'admin'] },
      {
        method: 'GET',
        url: `${API}/sessions?operator_id=${target.id}`,
        allowed: ['owner'],
        target: true,
      },
      { method: 'GET', url: `${API}/me`, allowed: ['owner', 'admin', 'manager', 'cashier'] },
      { method: 'POST', url: `${API}/totp/enrol`, allowed: ['owner', 'admin'] },
    ]);
  });

  it('adds an operator with a one-time password that must be changed before anything else', async () => {
    const ctx = use();
    const admin = await signedInOperator(ctx, { role: 'admin' });
    const branch = await createBranch(ctx.db);
    const res = await call('POST', '/team/operators', admin.headers, {
      login: `  New.Cashier.${admin.id}@Demo `,
      name: 'แคชเชียร์ใหม่',
      role: 'cashier',
      branch_refs: [branch.branchRef],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { operator, one_time_password } = operatorWithPasswordResponse.parse(res.json()).data;
    expect(operator).toMatchObject({
      login: `new.cashier.${admin.id}@demo`,
      role: 'cashier',
      must_change_password: true,
      branches: [{ branch_ref: branch.branchRef }],
    });

    const login = await operatorLogin(ctx, { login: operator.login, password: one_time_password });
    expect(login.statusCode, login.body).toBe(200);
    const session = operatorLoginResponse.parse(login.json()).data;
    expect(session.operator.must_change_password).toBe(true);
    const headers = { authorization: `Bearer ${session.access_token}` };
    // Its own account works; anything needing a permission waits for a password of its own.
    expect((await call('GET', '/me', headers)).statusCode).toBe(200);
    expectError(
      await call('GET', '/team/branches', headers),
      403,
      'OPERATOR_PASSWORD_CHANGE_REQUIRED',
    );
    const changed = await call('POST', '/password', headers, {
      current_password: one_time_password,
      new_password: 'Rice-field-at-dawn-42',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // A cashier may not read branches, but is no longer held at the password change.
    expectError(await call('GET', '/team/branches', headers), 403, 'FORBIDDEN');

    const taken = await call('POST', '/team/operators', admin.headers, {
      login: operator.login.toUpperCase(),
      role: 'admin',
    });
    expectError(taken, 409, 'OPERATOR_LOGIN_TAKEN');
  });

  it('keeps owners to owners: an admin cannot add, change or reset one', async () => {
    const ctx = use();
    const admin = await signedInOperator(ctx, { role: 'admin' });
    const owner = await createOperator(ctx, { role: 'owner' });
    const cashier = await createOperator(ctx, { role: 'cashier' });
    expectError(
      await call('POST', '/team/operators', admin.headers, {
        login: `x${admin.id}@d`,
        role: 'owner',
      }),
      403,
      'OPERATOR_OWNER_ONLY',
    );
    expectError(
      await call('PATCH', `/team/operators/${owner.id}`, admin.headers, { name: 'x' }),
      403,
      'OPERATOR_OWNER_ONLY',
    );
    expectError(
      await call('PATCH', `/team/operators/${cashier.id}`, admin.headers, {
        role: 'owner',
        branch_refs: [],
      }),
      403,
      'OPERATOR_OWNER_ONLY',
    );
    expectError(
      await call('POST', `/team/operators/${owner.id}/reset-password`, admin.headers, {}),
      403,
      'OPERATOR_OWNER_ONLY',
    );
  });

  it('lets nobody disable or re-role themselves', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    for (const patch of [{ disabled: true }, { role: 'admin' }]) {
      expectError(
        await call('PATCH', `/team/operators/${owner.id}`, owner.headers, patch),
        409,
        'OPERATOR_SELF_CHANGE',
      );
    }
    expectError(
      await call('POST', `/team/operators/${owner.id}/reset-password`, owner.headers, {}),
      409,
      'OPERATOR_SELF_CHANGE',
    );
    const renamed = await call('PATCH', `/team/operators/${owner.id}`, owner.headers, {
      name: 'คุณเจ้าของ',
    });
    expect(teamOperatorResponse.parse(renamed.json()).data.name).toBe('คุณเจ้าของ');
  });

  it('never leaves a brand without an owner, even when two owners demote each other at once', async () => {
    const ctx = use();
    const other = await createOtherBrand(ctx);
    const first = await signedInOperator(ctx, { role: 'owner', brandRef: other.ref });
    const second = await signedInOperator(ctx, { role: 'owner', brandRef: other.ref });
    const [a, b] = await Promise.all([
      call('PATCH', `/team/operators/${second.id}`, first.headers, { role: 'admin' }),
      call('PATCH', `/team/operators/${first.id}`, second.headers, { role: 'admin' }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = teamOperatorListResponse
      .parse(
        (
          await call('GET', '/team/operators', (a.statusCode === 200 ? first : second).headers)
        ).json(),
      )
      .data.items.filter((item) => item.role === 'owner' && !item.disabled);
    expect(owners).toHaveLength(1);

    // The rule itself: an owner whose own demotion committed meanwhile cannot demote the last one.
    const left = owners[0]!.operator_id;
    const late = left === first.id ? second : first;
    const request = {
      id: 'late-request',
      ip: '127.0.0.1',
      operator: {
        operatorId: late.id,
        brandId: other.id,
        brandRef: other.ref,
        role: 'owner' as const,
        branchRefs: [],
        sessionId: '00000000-0000-4000-8000-000000000000',
        permissions: new Set(['team.manage' as const]),
        mustChangePassword: false,
      },
    } as unknown as FastifyRequest;
    await expect(updateTeamOperator(ctx.db, request, left, { disabled: true })).rejects.toThrow(
      expect.objectContaining({ code: 'OPERATOR_LAST_OWNER' }),
    );
  });

  it('ends the sessions of an operator it disables, at once', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const manager = await signedInOperator(ctx, { role: 'manager' });
    expect((await call('GET', '/team/branches', manager.headers)).statusCode).toBe(200);
    const res = await call('PATCH', `/team/operators/${manager.id}`, owner.headers, {
      disabled: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectError(await call('GET', '/me', manager.headers), 401, 'UNAUTHORIZED');
    const again = await operatorLogin(ctx, { login: manager.login, password: manager.password });
    expectError(again, 401, 'OPERATOR_LOGIN_FAILED');
  });

  it('checks branches: managers and cashiers need some of the brand, owners and admins none', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const other = await createOtherBrand(ctx);
    const foreign = await createBranch(ctx.db, other.ref);
    const mine = await createBranch(ctx.db);
    const create = (body: object) => call('POST', '/team/operators', owner.headers, body);
    const login = () => `b${owner.id}.${Math.random().toString(36).slice(2, 8)}@demo`;
    expectError(
      await create({ login: login(), role: 'cashier' }),
      400,
      'OPERATOR_BRANCHES_INVALID',
    );
    expectError(
      await create({ login: login(), role: 'admin', branch_refs: [mine.branchRef] }),
      400,
      'OPERATOR_BRANCHES_INVALID',
    );
    expectError(
      await create({ login: login(), role: 'manager', branch_refs: [foreign.branchRef] }),
      404,
      'BRANCH_NOT_FOUND',
    );
    const made = await create({ login: login(), role: 'manager', branch_refs: [mine.branchRef] });
    expect(made.statusCode, made.body).toBe(200);
    const id = operatorWithPasswordResponse.parse(made.json()).data.operator.operator_id;
    const promoted = await call('PATCH', `/team/operators/${id}`, owner.headers, {
      role: 'admin',
    });
    expect(teamOperatorResponse.parse(promoted.json()).data.branches).toEqual([]);

    const dup = await call('POST', '/team/branches', owner.headers, {
      branch_ref: mine.branchRef,
      name_th: 'ซ้ำ',
      name_en: 'Duplicate',
    });
    expectError(dup, 409, 'BRANCH_REF_TAKEN');
    const off = await call('PATCH', `/team/branches/${mine.branchRef}`, owner.headers, {
      active: false,
    });
    expect(off.json()).toMatchObject({ data: { active: false } });
  });

  it('records every team change with the operator before and after, and no secret', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const cashier = await createOperator(ctx, { role: 'cashier' });
    await call('PATCH', `/team/operators/${cashier.id}`, owner.headers, { name: 'Somchai' });
    await call('POST', `/team/operators/${cashier.id}/reset-password`, owner.headers, {});
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'operator'), eq(auditLog.targetId, String(cashier.id))))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual([
      'team.operator.update',
      'team.operator.reset_password',
    ]);
    expect(rows[0]).toMatchObject({
      operatorId: owner.id,
      role: 'owner',
      before: { name: 'Test cashier', login: cashier.login },
      after: { name: 'Somchai', login: cashier.login },
    });
    expect(rows[0]!.requestId).not.toBe('');
    expect(rows[0]!.ip).not.toBe('');
    expect(rows[1]).toMatchObject({
      before: { must_change_password: false },
      after: { must_change_password: true },
    });
    expect(JSON.stringify(rows)).not.toMatch(/scrypt|one_time_password|password_hash/);
  });

  it('pages the team and the branches on the server', async () => {
    const ctx: TestContext = use();
    const other = await createOtherBrand(ctx);
    const owner = await signedInOperator(ctx, { role: 'owner', brandRef: other.ref });
    const made: TestOperator[] = [];
    for (let i = 0; i < 3; i += 1)
      made.push(await createOperator(ctx, { role: 'cashier', brandRef: other.ref }));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        'GET',
        `/team/operators?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        owner.headers,
      );
      const page = teamOperatorListResponse.parse(res.json()).data;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.operator_id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([owner.id, ...made.map((m) => m.id)]);
    const branches = await call('GET', '/team/branches?limit=1', owner.headers);
    const page = branchListResponse.parse(branches.json()).data;
    // The other brand's cashiers each got a branch; none of the demo brand's is listed.
    expect(page.items).toHaveLength(1);
    expect(page.next_cursor).not.toBeNull();
    expectError(
      await call('GET', '/team/operators?cursor=abc', owner.headers),
      400,
      'VALIDATION_ERROR',
    );
  });
});
