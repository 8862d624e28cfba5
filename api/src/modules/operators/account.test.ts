import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  operatorMeResponse,
  operatorSessionsResponse,
  recoveryCodesResponse,
  totpEnrolResponse,
} from '@crm/contract/operator-auth';
import { auditLog, operatorRecoveryCodes, operators } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { expectError } from '../auth/test-helpers';
import {
  createOperator,
  operatorLogin,
  signIn,
  signedInOperator,
  storedTotpSecret,
} from './test-fixtures';
import { totpCodeAt } from './totp';

const API = '/api/v1.0/operator';
const STEP_MS = 30_000;

describeEachDatabase('An operator account', (use) => {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => use().app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

  it('changes its password: refuses short, common and unchanged ones and a wrong current one', async () => {
    const ctx = use();
    const operator = await createOperator(ctx, { role: 'manager' });
    const first = await signIn(ctx, operator);
    const second = await signIn(ctx, operator);
    const change = (current: string, next: string) =>
      call('POST', '/password', first.headers, {
        current_password: current,
        new_password: next,
      });
    expectError(await change(operator.password, 'short-1'), 400, 'VALIDATION_ERROR');
    for (const common of [
      'password123',
      'QWERTYUIOP',
      '1q2w3e4r5t',
      operator.login,
      'zzzzzzzzzzzz',
    ]) {
      expectError(await change(operator.password, common), 400, 'PASSWORD_TOO_COMMON');
    }
    expectError(
      await change('not-my-password', 'Mango-sticky-rice-9'),
      400,
      'PASSWORD_CURRENT_WRONG',
    );
    expectError(await change(operator.password, operator.password), 400, 'PASSWORD_UNCHANGED');

    const done = await change(operator.password, 'Mango-sticky-rice-9');
    expect(done.statusCode, done.body).toBe(200);
    // The session that changed it goes on; every other one has ended.
    expect((await call('GET', '/me', first.headers)).statusCode).toBe(200);
    expectError(await call('GET', '/me', second.headers), 401, 'UNAUTHORIZED');
    expectError(
      await operatorLogin(ctx, { login: operator.login, password: operator.password }),
      401,
      'OPERATOR_LOGIN_FAILED',
    );
    const fresh = await operatorLogin(ctx, {
      login: operator.login,
      password: 'Mango-sticky-rice-9',
    });
    expect(fresh.statusCode).toBe(200);
    const me = operatorMeResponse.parse((await call('GET', '/me', first.headers)).json()).data;
    expect(me.password_changed_at).not.toBeNull();
  });

  it('lists its own sessions and ends one of them', async () => {
    const ctx = use();
    const operator = await createOperator(ctx, { role: 'cashier' });
    const phone = await signIn(ctx, operator);
    const till = await signIn(ctx, operator);
    const list = operatorSessionsResponse.parse(
      (await call('GET', '/sessions', phone.headers)).json(),
    ).data;
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    const other = list.find((session) => !session.current)!;
    expect(other).toMatchObject({ operator_id: operator.id, login: operator.login });
    const ended = await call('DELETE', `/sessions/${other.session_id}`, phone.headers);
    expect(ended.statusCode, ended.body).toBe(200);
    expectError(await call('GET', '/me', till.headers), 401, 'UNAUTHORIZED');
    expectError(
      await call('DELETE', `/sessions/${other.session_id}`, phone.headers),
      404,
      'SESSION_NOT_FOUND',
    );
  });

  it("lets an owner see and end another operator's session, whose token then fails at once", async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const admin = await signedInOperator(ctx, { role: 'admin' });
    const cashier = await signedInOperator(ctx, { role: 'cashier' });
    expectError(
      await call('GET', `/sessions?operator_id=${cashier.id}`, admin.headers),
      403,
      'FORBIDDEN',
    );
    const theirs = operatorSessionsResponse.parse(
      (await call('GET', `/sessions?operator_id=${cashier.id}`, owner.headers)).json(),
    ).data;
    expect(theirs).toHaveLength(1);
    const sessionId = theirs[0]!.session_id;
    expectError(await call('DELETE', `/sessions/${sessionId}`, admin.headers), 403, 'FORBIDDEN');
    expect((await call('GET', '/me', cashier.headers)).statusCode).toBe(200);
    const ended = await call('DELETE', `/sessions/${sessionId}`, owner.headers);
    expect(ended.statusCode, ended.body).toBe(200);
    expectError(await call('GET', '/me', cashier.headers), 401, 'UNAUTHORIZED');
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, sessionId));
    expect(entry).toMatchObject({
      action: 'operator.session.revoke',
      operatorId: owner.id,
      before: { operator_id: cashier.id },
    });
  });

  it('turns TOTP on with a confirmed code, then signs in only with a code or a recovery code', async () => {
    const ctx = use();
    const owner = await createOperator(ctx, { role: 'owner' });
    const { headers } = await signIn(ctx, owner);
    const enrol = await call('POST', '/totp/enrol', headers);
    expect(enrol.statusCode, enrol.body).toBe(200);
    const { secret, otpauth_uri } = totpEnrolResponse.parse(enrol.json()).data;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(otpauth_uri).toContain(encodeURIComponent(owner.login));
    // Stored sealed, never as the secret itself.
    const [row] = await ctx.db.select().from(operators).where(eq(operators.id, owner.id));
    expect(row!.totpSecret).not.toContain(secret);
    expect(await storedTotpSecret(ctx, owner.id)).toBe(secret);
    expect(row!.totpEnabled).toBe(false);

    const now = Date.now();
    expectError(
      await call('POST', '/totp/confirm', headers, { code: '000000' }),
      400,
      'TOTP_CODE_INVALID',
    );
    const confirmed = await call('POST', '/totp/confirm', headers, {
      code: totpCodeAt(secret, now - STEP_MS),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = recoveryCodesResponse.parse(confirmed.json()).data.recovery_codes;
    expect(new Set(codes).size).toBe(10);
    const stored = await ctx.db
      .select()
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, owner.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace('-', ''));

    // Ten sign-ins in all here: the per-login limit.
    const login = (totp?: string) =>
      operatorLogin(ctx, {
        login: owner.login,
        password: owner.password,
        ...(totp ? { totp } : {}),
      });
    expectError(await login(), 401, 'OPERATOR_TOTP_REQUIRED');
    expectError(await login('123456'), 401, 'OPERATOR_TOTP_INVALID');
    // The step used to confirm is spent: its code does not sign in.
    expectError(await login(totpCodeAt(secret, now - STEP_MS)), 401, 'OPERATOR_TOTP_INVALID');
    expect((await login(totpCodeAt(secret, now))).statusCode).toBe(200);
    expectError(await login(totpCodeAt(secret, now)), 401, 'OPERATOR_TOTP_INVALID');
    const recovery = codes[3]!;
    expect((await login(recovery.toUpperCase())).statusCode).toBe(200);
    expectError(await login(recovery), 401, 'OPERATOR_TOTP_INVALID');
    const me = operatorMeResponse.parse((await call('GET', '/me', headers)).json()).data;
    expect(me).toMatchObject({ totp_enabled: true, totp_recommended: false });
    expect(JSON.stringify(me)).not.toContain(secret);

    const renewed = await call('POST', '/totp/recovery-codes', headers, { code: codes[5] });
    const fresh = recoveryCodesResponse.parse(renewed.json()).data.recovery_codes;
    expectError(await login(codes[6]), 401, 'OPERATOR_TOTP_INVALID');
    expectError(
      await call('POST', '/totp/disable', headers, { code: '999999' }),
      400,
      'TOTP_CODE_INVALID',
    );
    const off = await call('POST', '/totp/disable', headers, { code: fresh[0] });
    expect(off.statusCode, off.body).toBe(200);
    expect((await login()).statusCode).toBe(200);
    const actions = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.operatorId, owner.id))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action).filter((a) => a.startsWith('operator.totp'))).toEqual([
      'operator.totp.enrol',
      'operator.totp.enable',
      'operator.totp.recovery_codes',
      'operator.totp.disable',
    ]);
  });

  it('offers TOTP to owners and admins, and asks them to turn it on', async () => {
    const ctx = use();
    const admin = await signedInOperator(ctx, { role: 'admin' });
    const cashier = await signedInOperator(ctx, { role: 'cashier' });
    const meOf = async (headers: Record<string, string>) =>
      operatorMeResponse.parse((await call('GET', '/me', headers)).json()).data;
    expect((await meOf(admin.headers)).totp_recommended).toBe(true);
    expect((await meOf(cashier.headers)).totp_recommended).toBe(false);
    expectError(await call('POST', '/totp/enrol', cashier.headers), 403, 'FORBIDDEN');
    expectError(
      await call('POST', '/totp/confirm', admin.headers, { code: '123456' }),
      409,
      'TOTP_NOT_ENROLLED',
    );
    expectError(
      await call('POST', '/totp/disable', admin.headers, { code: '123456' }),
      409,
      'TOTP_NOT_ENABLED',
    );
  });
});
