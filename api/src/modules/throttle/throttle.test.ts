import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestContext, testDatabases } from '../../test/harness';
import { RetryLaterError } from '../auth/errors';
import { expectError, freshIp, freshMobile, post } from '../auth/test-helpers';
import { createThrottle, throttleRules } from './service';
import { memoryThrottleStore, redisThrottleStore, type ThrottleStore } from './store';

const redisUrl = process.env.TEST_REDIS_URL;
const silentLog = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('memory throttle store', () => {
  it('counts hits per key and starts again when the window ends', async () => {
    let now = 1_000_000;
    const store = memoryThrottleStore(() => now);
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 10_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect((await store.hit('b', 60_000)).count).toBe(1);
    now += 50_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });
});

describe.skipIf(!redisUrl)('Redis throttle store', () => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const stores: ThrottleStore[] = [];
  const open = (keyPrefix = prefix) => {
    const store = redisThrottleStore(redisUrl!, keyPrefix);
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
  });

  it('shares counts between every client of the same prefix, and only those', async () => {
    const [one, two, elsewhere] = [open(), open(), open(`${prefix}other:`)];
    expect((await one.hit('k', 60_000)).count).toBe(1);
    expect((await two.hit('k', 60_000)).count).toBe(2);
    const third = await one.hit('k', 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(55_000);
    expect((await elsewhere.hit('k', 60_000)).count).toBe(1);
  });

  it('starts a new window once the old one expires', async () => {
    const store = open();
    await store.hit('short', 150);
    expect((await store.hit('short', 150)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await store.hit('short', 150)).count).toBe(1);
  });
});

describe('throttle rules', () => {
  it('refuses attempts past the per-subject limit, telling when to come back', async () => {
    const throttle = createThrottle(memoryThrottleStore(), silentLog);
    const { limit } = throttleRules.pin.subject;
    for (let i = 0; i < limit; i += 1)
      await throttle.attempt('pin', { ip: freshIp(), subject: 'm' });
    const refused = await throttle
      .attempt('pin', { ip: freshIp(), subject: 'm' })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(RetryLaterError);
    expect((refused as RetryLaterError).code).toBe('TOO_MANY_ATTEMPTS');
    expect((refused as RetryLaterError).retryAfterSeconds).toBeGreaterThan(800);
    await expect(throttle.attempt('pin', { ip: freshIp(), subject: 'n' })).resolves.toBeUndefined();
  });

  it('lets sign-in go on when the store is down, and says so in the log', async () => {
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const broken: ThrottleStore = {
      hit: () => Promise.reject(new Error('connection refused')),
      clear: () => Promise.reject(new Error('connection refused')),
      close: async () => undefined,
    };
    const throttle = createThrottle(broken, log);
    await expect(
      throttle.attempt('pin', { ip: '10.0.0.1', subject: 'm' }),
    ).resolves.toBeUndefined();
    await expect(throttle.succeeded('operator-login', 'm')).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalled();
  });
});

/*
 * Two API processes on one database: their PIN limits add up through Redis, and do not in
 * memory (each process counts alone).
 */
for (const kind of testDatabases()) {
  for (const mode of redisUrl ? (['redis', 'memory'] as const) : (['memory'] as const)) {
    describe(`throttling across two API processes with ${mode} counters [${kind}]`, () => {
      let ctx: Awaited<ReturnType<typeof createTestContext>>;
      let second: FastifyInstance;
      beforeAll(async () => {
        ctx = await createTestContext(
          kind,
          mode === 'redis'
            ? { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:` }
            : {},
        );
        second = await buildApp({ config: ctx.config, db: ctx.db, storage: ctx.storage });
        await second.ready();
      }, 60_000);
      afterAll(async () => {
        await second?.close();
        await ctx?.close();
      });

      it(
        mode === 'redis'
          ? 'holds the per-number limit across both'
          : 'counts in each process alone',
        async () => {
          const mobileNo = freshMobile();
          const { limit } = throttleRules.pin.subject;
          const apps = [ctx.app, second];
          for (let i = 0; i < limit; i += 1) {
            const app = apps[i % 2]!;
            const res = await post(
              { ...ctx, app },
              '/authentication/Login',
              { Brand_Ref: 'demo', Mobile_No: mobileNo, Pin: '739164' },
              { ip: freshIp() },
            );
            // An unknown number answers like wrong PINs: four left, then locked.
            expectError(res, i < 4 ? 400 : 423, i < 4 ? 'PIN_INVALID' : 'PIN_LOCKED');
          }
          const next = await post(
            { ...ctx, app: second },
            '/authentication/Login',
            { Brand_Ref: 'demo', Mobile_No: mobileNo, Pin: '739164' },
            { ip: freshIp() },
          );
          if (mode === 'redis') expectError(next, 429, 'TOO_MANY_ATTEMPTS');
          else expectError(next, 423, 'PIN_LOCKED');
        },
      );
    });
  }
}
