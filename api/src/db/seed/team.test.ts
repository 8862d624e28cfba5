import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { operatorLoginResponse } from '@crm/contract/operator-auth';
import { openDatabase } from '../client';
import * as schema from '../schema';
import { demoSignIns } from '../../modules/operators/demo-sign-ins';
import { operatorLogin } from '../../modules/operators/test-fixtures';
import { describeEachDatabase } from '../../test/harness';
import { seedIfEmpty } from './index';

describeEachDatabase('Demo team', (use) => {
  const demoBrand = async () => {
    const [brand] = await use()
      .db.select()
      .from(schema.brands)
      .where(eq(schema.brands.ref, 'demo'));
    return brand!;
  };

  it('gives the demo two branches and a team whose printed passwords sign in', async () => {
    const ctx = use();
    const brand = await demoBrand();
    const branchRows = await ctx.db.select().from(schema.branches);
    expect(branchRows.map((b) => b.branchRef).sort()).toEqual(['chiangrai', 'siam']);
    const team = await ctx.db
      .select({
        role: schema.operators.role,
        login: schema.operators.login,
        password: schema.demoCredentials.password,
      })
      .from(schema.operators)
      .innerJoin(schema.demoCredentials, eq(schema.demoCredentials.operatorId, schema.operators.id))
      .where(eq(schema.operators.brandId, brand.id));
    expect(team.map((t) => t.role).sort()).toEqual(['cashier', 'manager', 'owner']);
    for (const { role, login, password } of team) {
      const res = await operatorLogin(ctx, { login, password });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      const { operator } = operatorLoginResponse.parse(res.json()).data;
      expect(operator.role).toBe(role);
      expect(operator.must_change_password).toBe(false);
      const branches = operator.branches.map((b) => b.branch_ref).sort();
      expect(branches).toEqual(
        { owner: [], manager: ['chiangrai', 'siam'], cashier: ['siam'], admin: [] }[role],
      );
    }
    expect(await demoSignIns(ctx.db, 'demo')).toEqual([
      {
        role: 'owner',
        login: 'demo.owner',
        password: team.find((t) => t.role === 'owner')!.password,
      },
      {
        role: 'cashier',
        login: 'demo.cashier',
        password: team.find((t) => t.role === 'cashier')!.password,
      },
    ]);
  });

  it('makes new passwords for every database', async () => {
    const ctx = use();
    const [credential] = await ctx.db.select().from(schema.demoCredentials).limit(1);
    const fresh = await openDatabase({ dataDir: 'memory://' });
    try {
      await seedIfEmpty(fresh.db, ctx.storage);
      const passwords = (await fresh.db.select().from(schema.demoCredentials)).map(
        (row) => row.password,
      );
      expect(passwords).toHaveLength(3);
      expect(passwords).not.toContain(credential!.password);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
