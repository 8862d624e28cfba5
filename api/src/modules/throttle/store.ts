import { Redis } from 'ioredis';

/** Fixed-window hit counters. Every API process that shares a store shares the limits. */
export interface ThrottleStore {
  /** Counts one hit on `key`: the hits in its current window and the ms until that window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Drops `key`'s window: its next hit starts a new one. */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Above this many keys, expired windows are swept before a new one is added. */
const MEMORY_SWEEP_AT = 10_000;

/** Counters of this process only: right for one API process, the embedded default. */
export function memoryThrottleStore(now: () => number = Date.now): ThrottleStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (windows.size >= MEMORY_SWEEP_AT) {
          for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
        }
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - at };
    },
    async clear(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/* One round trip, atomic: the first hit of a window starts its expiry. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Counters in Redis, so limits hold across every API process using the same Redis and prefix. */
export function redisThrottleStore(
  url: string,
  keyPrefix: string,
  onConnectionError: (err: Error) => void = () => undefined,
): ThrottleStore {
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 1, enableAutoPipelining: true });
  // Reconnecting is ioredis' job; hits fail meanwhile and the throttle decides what that means.
  redis.on('error', onConnectionError);
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, key, windowMs)) as [number, number];
      return { count, resetInMs: ttl };
    },
    async clear(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}
