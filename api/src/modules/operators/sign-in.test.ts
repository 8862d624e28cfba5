import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { operatorLoginResponse, operatorMeResponse } from '@crm/contract/operator-auth';
import { auditLog, operatorSessions, operators } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { expectError } from '../auth/test-helpers';
import { throttleRules } from '../throttle/service';
import {
  createBranch,
  createOperator,
  freshAddress,
  operatorLogin,
  signIn,
  signedInOperator,
} from './test-fixtures';
import { newTotpSecret, totpCodeAt } from './totp';

describeEachDatabase('Operator sign-in', (use) => {
  const me = (headers: Record<string, string>) =>
    use().app.inject({ method: 'GET', url: '/api/v1.0/operator/me', headers });

  it('signs an operator in with the exact answer the console reads', async () => {
    const ctx = use();
    const branch = await createBranch(ctx.db);
    const cashier = await createOperator(ctx, { role: 'cashier', branchIds: [branch.id] });
    const res = await operatorLogin(ctx, {
      login: cashier.login.toUpperCase(),
      password: cashier.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = operatorLoginResponse.parse(res.json());
    expect(Object.keys(res.json<{ data: object }>().data).sort()).toEqual([
      'access_token',
      'expires_in',
      'operator',
      'token_type',
    ]);
    expect(body.data.token_type).toBe('Bearer');
    expect(body.data.expires_in).toBe(ctx.config.ACCESS_TOKEN_MINUTES * 60);
    expect(body.data.operator).toEqual({
      role: 'cashier',
      brand_ref: 'demo',
      branches: [{ branch_ref: branch.branchRef, name_th: branch.nameTh, name_en: branch.nameEn }],
      must_change_password: false,
    });

    const who = await me({ authorization: `Bearer ${body.data.access_token}` });
    expect(who.statusCode).toBe(200);
    const data = operatorMeResponse.parse(who.json()).data;
    expect(data).toMatchObject({ operator_id: cashier.id, login: cashier.login, role: 'cashier' });
    expect(data.permissions).toEqual(['members.lookup', 'store.earn', 'store.redeem']);
  });

  it('answers an unknown login exactly like a wrong password, in about the same time', async () => {
    const ctx = use();
    const owner = await createOperator(ctx, { role: 'owner' });
    const timed = async (body: { login: string; password: string }) => {
      const started = performance.now();
      const res = await operatorLogin(ctx, body);
      return { res, ms: performance.now() - started };
    };
    const fastest = async (body: { login: string; password: string }) => {
      const runs = [];
      for (let i = 0; i < 3; i += 1) runs.push(await timed(body));
      return { res: runs[0]!.res, ms: Math.min(...runs.map((run) => run.ms)) };
    };
    const wrong = await fastest({ login: owner.login, password: 'not-the-password-1' });
    const unknown = await fastest({ login: 'nobody.at.all@demo', password: 'not-the-password-1' });
    for (const { res } of [wrong, unknown]) expectError(res, 401, 'OPERATOR_LOGIN_FAILED');
    expect(wrong.res.body).toBe(unknown.res.body);
    // Both check the password against a scrypt hash: neither answers much sooner. Skipping the
    // hash would answer some fifty times sooner, so a wide margin still catches it on a busy machine.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 10);
    expect(wrong.ms).toBeGreaterThan(unknown.ms / 10);

    const disabled = await createOperator(ctx, { role: 'admin', disabled: true });
    const refused = await operatorLogin(ctx, {
      login: disabled.login,
      password: disabled.password,
    });
    expectError(refused, 401, 'OPERATOR_LOGIN_FAILED');
    expect(refused.body).toBe(unknown.res.body);
  });

  it('records sign-ins and failed sign-ins of a known login in the audit log', async () => {
    const ctx = use();
    const owner = await createOperator(ctx, { role: 'owner' });
    await operatorLogin(ctx, { login: owner.login, password: 'wrong-password-xyz' });
    await signIn(ctx, owner);
    // A refusal is recorded just after its answer.
    const rows = await vi.waitFor(async () => {
      const found = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.operatorId, owner.id), eq(auditLog.targetType, 'operator')))
        .orderBy(auditLog.action);
      expect(found).toHaveLength(2);
      return found;
    });
    expect(rows.map((row) => [row.action, row.role])).toEqual([
      ['operator.sign_in', 'owner'],
      ['operator.sign_in_failed', 'owner'],
    ]);
    expect(rows[1]!.after).toEqual({ reason: 'password' });
    expect(rows[0]!.after).toMatchObject({ second_factor: null });
    expect(JSON.stringify(rows)).not.toMatch(/scrypt|wrong-password/);
  });

  it('locks a login after repeated attempts, whatever the address, and says when to return', async () => {
    const ctx = use();
    const owner = await createOperator(ctx, { role: 'owner' });
    const { limit } = throttleRules['operator-login'].subject;
    for (let i = 0; i < limit; i += 1) {
      const res = await operatorLogin(ctx, { login: owner.login, password: `wrong-${i}-password` });
      expectError(res, 401, 'OPERATOR_LOGIN_FAILED');
    }
    const locked = await operatorLogin(ctx, { login: owner.login, password: owner.password });
    expectError(locked, 429, 'TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another login is not locked by it.
    const other = await createOperator(ctx, { role: 'owner' });
    expect(
      (await operatorLogin(ctx, { login: other.login, password: other.password })).statusCode,
    ).toBe(200);
  });

  it("counts only guesses in a row: a right password clears its login's count", async () => {
    const ctx = use();
    const owner = await createOperator(ctx, { role: 'owner' });
    const { limit } = throttleRules['operator-login'].subject;
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < limit - 1; i += 1) {
        const res = await operatorLogin(ctx, { login: owner.login, password: `wrong-${i}-pass` });
        expectError(res, 401, 'OPERATOR_LOGIN_FAILED');
      }
      const right = await operatorLogin(ctx, { login: owner.login, password: owner.password });
      expect(right.statusCode, right.body).toBe(200);
    }
  });

  it('limits attempts per address across logins', async () => {
    const ctx = use();
    const ip = freshAddress();
    const { limit } = throttleRules['operator-login'].ip;
    for (let i = 0; i < limit; i += 1) {
      await operatorLogin(ctx, { login: `guess${i}@demo`, password: 'whatever-1234' }, { ip });
    }
    const owner = await createOperator(ctx, { role: 'owner' });
    const res = await operatorLogin(ctx, { login: owner.login, password: owner.password }, { ip });
    expectError(res, 429, 'TOO_MANY_ATTEMPTS');
  });

  it('ends the session at logout: the same token is refused at once', async () => {
    const ctx = use();
    const admin = await signedInOperator(ctx, { role: 'admin' });
    expect((await me(admin.headers)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/operator/logout',
      headers: admin.headers,
    });
    expect(out.statusCode).toBe(200);
    expectError(await me(admin.headers), 401, 'UNAUTHORIZED');
    const [session] = await ctx.db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, admin.id));
    expect(session!.revokedAt).not.toBeNull();
  });

  it('refuses a member token on operator routes and an operator token on member routes', async () => {
    const ctx = use();
    const member = await signedInMember(ctx);
    expectError(await me(member.headers), 401, 'UNAUTHORIZED');
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1.0/Customer/info',
      headers: owner.headers,
    });
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it('asks for the authenticator code only once the password is right', async () => {
    const ctx = use();
    const { secret } = newTotpSecret('owner', 'test');
    const owner = await createOperator(ctx, { role: 'owner', totpSecret: secret });
    const wrong = { login: owner.login, password: 'wrong-password-1' };
    expectError(await operatorLogin(ctx, wrong), 401, 'OPERATOR_LOGIN_FAILED');
    expectError(
      await operatorLogin(ctx, { ...wrong, totp: totpCodeAt(secret) }),
      401,
      'OPERATOR_LOGIN_FAILED',
    );
    expectError(
      await operatorLogin(ctx, { login: owner.login, password: owner.password }),
      401,
      'OPERATOR_TOTP_REQUIRED',
    );
    await signIn(ctx, owner);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, owner.id), eq(auditLog.action, 'operator.sign_in')));
    expect(entry!.after).toMatchObject({ second_factor: 'totp' });
  });

  it('checks the token and the role before it reads the body', async () => {
    const ctx = use();
    const send = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1.0/operator/team/operators',
        headers,
        payload: { role: 'nobody' },
      });
    expectError(await send({}), 401, 'UNAUTHORIZED');
    expectError(
      await send((await signedInOperator(ctx, { role: 'cashier' })).headers),
      403,
      'FORBIDDEN',
    );
    expectError(
      await send((await signedInOperator(ctx, { role: 'owner' })).headers),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('refuses a disabled operator at the next request', async () => {
    const ctx = use();
    const manager = await signedInOperator(ctx, { role: 'manager' });
    expect((await me(manager.headers)).statusCode).toBe(200);
    await ctx.db.update(operators).set({ isDisabled: true }).where(eq(operators.id, manager.id));
    // As every change to an operator through the API does: processes read the session again.
    await ctx.app.sessionLiveness.forget({
      audience: 'operator',
      brandId: manager.brandId,
      subjectId: manager.id,
    });
    expectError(await me(manager.headers), 401, 'UNAUTHORIZED');
  });
});
