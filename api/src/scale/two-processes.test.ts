import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, poolSettings, type Database } from '../db/client';
import { layoutDisplayResponse } from '@crm/contract/app-config';
import { appConfigs, pointLedger, sessions } from '../db/schema';
import { expectError, freshIp, freshMobile } from '../modules/auth/test-helpers';
import {
  createBrand,
  createPrivilege,
  memberWithPoints,
  pointsOf,
} from '../modules/offers/test-fixtures';
import { signedInOperator } from '../modules/operators/test-fixtures';
import { earnPoints } from '../modules/points/ledger';
import { runPointExpiry } from '../modules/points/jobs';
import { throttleRules } from '../modules/throttle/service';
import { createTestContext } from '../test/harness';
import { signedInMember } from '../test/member-fixture';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/*
 * Two API processes as a deployment runs them behind a load balancer: each its own app, its own
 * pool of PostgreSQL connections and its own Redis connections, on one database and one Redis.
 * Whatever one process does, the other must honour at once.
 */
describe.skipIf(!databaseUrl || !redisUrl)('two API processes on one PostgreSQL and Redis', () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>>;
  let secondDatabase: Database;
  let second: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext('postgres', {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    });
    secondDatabase = await openDatabase({
      url: ctx.config.DATABASE_URL,
      dataDir: 'memory://',
      pool: poolSettings(ctx.config),
    });
    second = await buildApp({ config: ctx.config, db: secondDatabase.db, storage: ctx.storage });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await ctx?.close();
  });

  const both = () => [ctx.app, second] as const;
  const call = (
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    options: { headers?: Record<string, string>; payload?: object; ip?: string } = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1.0${url}`,
      headers: options.headers ?? {},
      ...(options.payload ? { payload: options.payload } : {}),
      remoteAddress: options.ip ?? '127.0.0.1',
    });

  it('counts OTP requests from one address once over both', async () => {
    const ip = freshIp();
    const { limit } = throttleRules['otp-send'].ip;
    const request = (app: FastifyInstance) =>
      call(app, 'POST', '/CustomerAccount/RequestOTP', {
        ip,
        payload: { Brand_Ref: 'demo', Mobile_No: freshMobile(), Purpose: 'register' },
      });
    for (let i = 0; i < limit; i += 1) {
      expect((await request(both()[i % 2]!)).statusCode).toBe(200);
    }
    for (const app of both()) expectError(await request(app), 429, 'TOO_MANY_ATTEMPTS');
  });

  it('runs one Idempotency-Key once, whichever process each retry reaches', async () => {
    const brand = await createBrand(ctx.db);
    const privilege = await createPrivilege(ctx.db, brand.id, { pointNeed: 30 });
    const member = await memberWithPoints(ctx, brand.ref, 100);
    const issue = (app: FastifyInstance) =>
      call(app, 'POST', '/privilege/Issue', {
        headers: { ...member.headers, 'idempotency-key': 'tap-1' },
        payload: { Privilege_Id: privilege.id, Amount: 1, Type: 1 },
      });

    const answers = [...(await Promise.all(both().map(issue))), await issue(second)];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(answers[0]!.json());
    }
    const replays = answers.filter((res) => res.headers['idempotent-replayed'] === 'true');
    expect(replays).toHaveLength(2);
    expect(await pointsOf(ctx.db, member)).toEqual({ balance: 70, ledger: 70 });
  });

  it('lets one of two simultaneous expiry runs claim the period, and expires points once', async () => {
    const member = await memberWithPoints(ctx, 'demo', 0);
    await ctx.db.transaction((tx) =>
      earnPoints(tx, {
        brandId: member.brandId,
        memberId: member.id,
        points: 25,
        entryType: 'earn_staff',
        sourceType: 'scale-test',
        sourceId: `${member.id}-lot`,
        descriptionTh: 'ทดสอบ',
        descriptionEn: 'Test',
        at: new Date('2024-02-10T10:00:00+07:00'),
      }),
    );
    const options = {
      now: new Date('2025-04-01T00:00:00+07:00'),
      periodKey: `two-processes-${member.id}`,
    };
    const [first, other] = await Promise.all([
      runPointExpiry(ctx.db, options),
      runPointExpiry(secondDatabase.db, options),
    ]);
    const brands = first.brands + first.skippedBrands;
    expect(first.brands + other.brands).toBe(brands);
    expect(first.skippedBrands + other.skippedBrands).toBe(brands);
    const expired = await ctx.db
      .select({ points: pointLedger.points })
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, member.id), eq(pointLedger.entryType, 'expire')));
    expect(expired).toEqual([{ points: -25 }]);
    expect(await pointsOf(ctx.db, member)).toEqual({ balance: 0, ledger: 0 });
  });

  it('ends a member’s token on the other process at once when they log out', async () => {
    const member = await signedInMember(ctx);
    const info = (app: FastifyInstance) =>
      call(app, 'GET', '/Customer/info', { headers: member.headers });
    for (const app of both()) expect((await info(app)).statusCode).toBe(200);

    // The second process answers from its cache: a revocation written behind the API's back
    // (no notice) is not seen there before the cache's time is up…
    await ctx.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.memberId, member.id));
    expect((await info(second)).statusCode).toBe(200);

    // …while a logout on the first process reaches it at once.
    const token = member.headers.authorization.slice('Bearer '.length);
    const logout = await call(ctx.app, 'POST', '/authentication/Logout', {
      payload: { AccessToken: token },
    });
    expect(logout.statusCode).toBe(200);
    for (const app of both()) expectError(await info(app), 401, 'UNAUTHORIZED');
  });

  it('shows a change of the brand’s home on the other process at once', async () => {
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const sections = async (app: FastifyInstance) => {
      const res = await call(app, 'GET', '/dynamicdisplay/LayoutDisplay?brandRef=demo');
      return layoutDisplayResponse.parse(res.json()).data.content.map((section) => section.key);
    };
    const shown = await sections(second);
    expect(shown.length).toBeGreaterThan(1);
    expect(await sections(ctx.app)).toEqual(shown);

    // Each process keeps the brand's set-up it read: a change behind the API's back is not seen…
    await ctx.db
      .update(appConfigs)
      .set({ layout: { content: [] } })
      .where(eq(appConfigs.brandId, owner.brandId));
    for (const app of both()) expect(await sections(app)).toEqual(shown);

    // …while the brand's team's change through the console reaches both at once.
    const look = await call(ctx.app, 'GET', '/operator/brand/look', { headers: owner.headers });
    const [first] = look.json<{ data: { home_sections: { key: string }[] } }>().data.home_sections;
    const saved = await call(ctx.app, 'PUT', '/operator/brand/look/home-sections', {
      headers: owner.headers,
      payload: { sections: [first] },
    });
    expect(saved.statusCode).toBe(200);
    for (const app of both()) expect(await sections(app)).toEqual([first!.key]);
  });

  it('refuses a disabled operator’s token on the other process at once', async () => {
    const manager = await signedInOperator(ctx, { role: 'manager' });
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const me = (app: FastifyInstance) =>
      call(app, 'GET', '/operator/me', { headers: manager.headers });
    for (const app of both()) expect((await me(app)).statusCode).toBe(200);

    const disabled = await call(ctx.app, 'PATCH', `/operator/team/operators/${manager.id}`, {
      headers: owner.headers,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    for (const app of both()) expectError(await me(app), 401, 'UNAUTHORIZED');
  });
});
