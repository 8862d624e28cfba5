import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devConsoleSignInsResponse } from '@crm/contract/dev';
import { errorBody } from '@crm/contract/envelope';
import { operatorLoginResponse } from '@crm/contract/operator-auth';
import { createTestContext, describeEachDatabase, testDatabases } from '../../test/harness';

const URL = '/api/v1.0/dev/console-sign-ins?brandRef=demo';

describeEachDatabase('Dev console sign-ins', (use) => {
  it("gives the demo's owner and cashier as the banner prints them, and they sign in", async () => {
    const res = await use().app.inject({ url: URL });
    expect(res.statusCode).toBe(200);
    const { sign_ins } = devConsoleSignInsResponse.parse(res.json()).data;
    expect(sign_ins.map((entry) => [entry.role, entry.login])).toEqual([
      ['owner', 'demo.owner'],
      ['cashier', 'demo.cashier'],
    ]);
    for (const { login, password, role } of sign_ins) {
      const signedIn = await use().app.inject({
        method: 'POST',
        url: '/api/v1.0/operator/login',
        payload: { login, password },
      });
      expect(signedIn.statusCode, login).toBe(200);
      expect(operatorLoginResponse.parse(signedIn.json()).data.operator.role).toBe(role);
    }
  });

  it('refuses an unknown brand', async () => {
    const res = await use().app.inject({ url: '/api/v1.0/dev/console-sign-ins?brandRef=nope' });
    expect(res.statusCode).toBe(404);
    expect(errorBody.parse(res.json()).error.code).toBe('BRAND_NOT_FOUND');
  });
});

for (const kind of testDatabases()) {
  describe(`Dev console sign-ins in production [${kind}]`, () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>> | undefined;
    beforeAll(async () => {
      ctx = await createTestContext(kind, { NODE_ENV: 'production' });
    }, 60_000);
    afterAll(async () => {
      await ctx?.close();
    });

    it('is not registered', async () => {
      const res = await ctx!.app.inject({ url: URL });
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('data');
    });
  });
}
