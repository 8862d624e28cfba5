import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, LEASE_MS } from '../../lib/drop-channel';
import {
  createSessionLiveness,
  LivenessCache,
  type SessionKey,
  type SessionLiveness,
} from './liveness-cache';

const redisUrl = process.env.TEST_REDIS_URL;

const member = (over: Partial<SessionKey> = {}): SessionKey => ({
  audience: 'member',
  brandId: 1,
  subjectId: 7,
  sessionId: randomUUID(),
  ...over,
});

/** A loader that counts its database reads; the session lives a day unless told. */
function loader(expiresAt = new Date(Date.now() + 86_400_000)) {
  const load = vi.fn(async () => ({ expiresAt }));
  return load;
}

describe('session liveness cache', () => {
  it('reads a live session once, then from the cache until its time is up', async () => {
    let now = Date.now();
    const cache = new LivenessCache({ ttlMs: 30_000, now: () => now });
    const key = member();
    const load = loader();
    await cache.live(key, load);
    await cache.live(key, load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 29_000;
    await cache.live(key, load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 2_000;
    await cache.live(key, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never holds a session past its own expiry', async () => {
    let now = Date.now();
    const cache = new LivenessCache({ ttlMs: 30_000, now: () => now });
    const key = member();
    const load = loader(new Date(now + 5_000));
    await cache.live(key, load);
    now += 4_000;
    await cache.live(key, load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1_000;
    await cache.live(key, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no ended session: each request asks the database again', async () => {
    const cache = new LivenessCache();
    const load = vi.fn(async () => undefined);
    const key = member();
    expect(await cache.live(key, load)).toBeUndefined();
    expect(await cache.live(key, load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not answer for a token of another member or brand naming a cached session', async () => {
    const cache = new LivenessCache();
    const key = member();
    await cache.live(key, loader());
    const none = vi.fn(async () => undefined);
    expect(await cache.live({ ...key, subjectId: 8 }, none)).toBeUndefined();
    expect(await cache.live({ ...key, brandId: 2 }, none)).toBeUndefined();
    expect(none).toHaveBeenCalledTimes(2);
  });

  it('drops one session, a member’s sessions, or an audience’s sessions in a brand', async () => {
    const cache = new LivenessCache();
    const mine = [member(), member()];
    const someoneElse = member({ subjectId: 8 });
    const otherBrand = member({ brandId: 2 });
    const operator = member({ audience: 'operator' });
    const all = [...mine, someoneElse, otherBrand, operator];
    for (const key of all) await cache.live(key, loader());
    const cached = async (key: SessionKey) => {
      const load = loader();
      await cache.live(key, load);
      return load.mock.calls.length === 0;
    };

    cache.drop({ audience: 'member', brandId: 1, sessionId: mine[0]!.sessionId });
    expect(await cached(mine[1]!)).toBe(true);
    expect(cache.size).toBe(4);

    cache.drop({ audience: 'member', brandId: 1, subjectId: 7 });
    expect(cache.size).toBe(3);
    expect(await cached(someoneElse)).toBe(true);

    // The same session id under another audience or brand is not dropped.
    cache.drop({ audience: 'operator', brandId: 1, sessionId: someoneElse.sessionId });
    cache.drop({ audience: 'member', brandId: 2, sessionId: someoneElse.sessionId });
    expect(await cached(someoneElse)).toBe(true);

    cache.drop({ audience: 'operator', brandId: 1 });
    expect(await cached(operator)).toBe(false);
    expect(await cached(otherBrand)).toBe(true);
    expect(await cached(someoneElse)).toBe(true);
  });

  it('does not keep a read that overlapped a drop: it may predate the revocation', async () => {
    const cache = new LivenessCache();
    const key = member();
    let finish: () => void = () => undefined;
    const slow = vi.fn(
      () =>
        new Promise<{ expiresAt: Date }>((resolve) => {
          finish = () => resolve({ expiresAt: new Date(Date.now() + 60_000) });
        }),
    );
    const reading = cache.live(key, slow);
    cache.drop({ audience: 'member', brandId: 1, subjectId: 7 });
    finish();
    await reading;
    expect(cache.size).toBe(0);
  });

  it('holds at most its bound, forgetting the least recently used', async () => {
    const cache = new LivenessCache({ max: 3 });
    const keys = [member(), member(), member(), member()];
    for (const key of keys.slice(0, 3)) await cache.live(key, loader());
    await cache.live(keys[0]!, loader());
    await cache.live(keys[3]!, loader());
    expect(cache.size).toBe(3);
    const load = loader();
    await cache.live(keys[1]!, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads every time while suspended, and starts empty when it resumes', async () => {
    const cache = new LivenessCache();
    const key = member();
    await cache.live(key, loader());
    cache.suspend();
    const load = loader();
    await cache.live(key, load);
    await cache.live(key, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
    cache.resume();
    await cache.live(key, load);
    await cache.live(key, load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('session liveness of a process', () => {
  const opened: SessionLiveness[] = [];
  const open = (redis?: string, channel = `test:${randomBytes(6).toString('hex')}:sessions`) => {
    const liveness = createSessionLiveness({ redisUrl: redis, channel, onError: () => undefined });
    opened.push(liveness);
    return liveness;
  };
  afterAll(async () => {
    await Promise.all(opened.map((liveness) => liveness.close()));
  });

  it('without Redis, caches and forgets in its own process', async () => {
    const liveness = open();
    const key = member();
    const load = loader();
    await liveness.live(key, load);
    await liveness.live(key, load);
    expect(load).toHaveBeenCalledTimes(1);
    await liveness.forget({ audience: 'member', brandId: 1, sessionId: key.sessionId });
    await liveness.live(key, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with Redis unreachable, caches nothing and still lets sessions end', async () => {
    const liveness = open('redis://127.0.0.1:9');
    const key = member();
    const load = loader();
    await liveness.live(key, load);
    await liveness.live(key, load);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(
      liveness.forget({ audience: 'member', brandId: 1, subjectId: 7 }),
    ).resolves.toBeUndefined();
  });

  describe.skipIf(!redisUrl)('with Redis', () => {
    /** Liveness of two processes on one channel, each once subscribed (it caches from then). */
    async function twoProcesses() {
      const channel = `test:${randomBytes(6).toString('hex')}:sessions`;
      const [a, b] = [open(redisUrl, channel), open(redisUrl, channel)];
      const key = member();
      await vi.waitFor(async () => {
        for (const liveness of [a, b]) {
          const probe = loader();
          await liveness.live(key, probe);
          await liveness.live(key, probe);
          expect(probe).toHaveBeenCalledTimes(1);
        }
      });
      return { a, b, key };
    }

    it('drops a session in every process when one of them ends it', async () => {
      const { a, b, key } = await twoProcesses();
      await a.forget({ audience: 'member', brandId: 1, sessionId: key.sessionId });
      const load = loader();
      await vi.waitFor(async () => {
        await b.live(key, load);
        expect(load).toHaveBeenCalled();
      });
      await a.live(key, load);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('reads every session while Redis has not answered lately, and caches again once it does', async () => {
      const { a, key } = await twoProcesses();
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + LEASE_MS);
        const load = loader();
        await a.live(key, load);
        await a.live(key, load);
        expect(load).toHaveBeenCalledTimes(2);
      } finally {
        vi.useRealTimers();
      }
      await vi.waitFor(
        async () => {
          const probe = loader();
          await a.live(key, probe);
          expect(probe).not.toHaveBeenCalled();
        },
        { timeout: 3 * HEARTBEAT_MS },
      );
    });

    it('drops every session of a member and of an audience in a brand, everywhere', async () => {
      const { a, b, key } = await twoProcesses();
      const operator = member({ audience: 'operator', subjectId: 3 });
      await b.live(operator, loader());
      await a.forget({ audience: 'member', brandId: 1, subjectId: key.subjectId });
      await a.forget({ audience: 'operator', brandId: 1 });
      for (const gone of [key, operator]) {
        const load = loader();
        await vi.waitFor(async () => {
          await b.live(gone, load);
          expect(load).toHaveBeenCalled();
        });
      }
    });
  });
});
