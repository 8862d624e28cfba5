import { LRUCache } from 'lru-cache';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { TokenAudience } from './tokens';

/** The session a token names, as its claims say. */
export interface SessionKey {
  audience: TokenAudience;
  brandId: number;
  subjectId: number;
  sessionId: string;
}

/**
 * Sessions whose cached liveness must go: one session, every session of one member or operator,
 * or every session of the audience in a brand (a branch closed: its operators' rights changed).
 */
export type SessionScope =
  | { audience: TokenAudience; brandId: number; sessionId: string }
  | { audience: TokenAudience; brandId: number; subjectId: number }
  | { audience: TokenAudience; brandId: number };

export interface SessionLiveness {
  /**
   * The live session from this process' cache, or else `load`ed from the database and kept for
   * a while (never past its own expiry). An ended session is never kept: `load` runs again.
   */
  live<S extends { expiresAt: Date }>(
    key: SessionKey,
    load: () => Promise<S | undefined>,
  ): Promise<S | undefined>;
  /**
   * Drops the sessions here and, through Redis, in every other process. Call it once the change
   * that ends them (or changes what their requests may do) has committed.
   */
  forget(scope: SessionScope): Promise<void>;
  close(): Promise<void>;
}

export const LIVENESS_TTL_MS = 30_000;
export const LIVENESS_MAX_SESSIONS = 20_000;

interface Entry {
  key: SessionKey;
  session: { expiresAt: Date };
}

const cacheKey = (audience: TokenAudience, sessionId: string) => `${audience}:${sessionId}`;

function inScope(key: SessionKey, scope: SessionScope): boolean {
  if (key.audience !== scope.audience || key.brandId !== scope.brandId) return false;
  if ('sessionId' in scope) return key.sessionId === scope.sessionId;
  if ('subjectId' in scope) return key.subjectId === scope.subjectId;
  return true;
}

/**
 * The cache of one process. While suspended it keeps nothing and every lookup loads. A load that
 * overlaps a drop is not kept: it may have read the session just before the drop's change committed.
 */
export class LivenessCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly now: () => number;
  private generation = 0;
  private active: boolean;

  constructor(
    options: { ttlMs?: number; max?: number; active?: boolean; now?: () => number } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.active = options.active ?? true;
    this.entries = new LRUCache<string, Entry>({
      max: options.max ?? LIVENESS_MAX_SESSIONS,
      ttl: options.ttlMs ?? LIVENESS_TTL_MS,
      perf: { now: this.now },
      // Exact expiry: no clock reading reused across calls.
      ttlResolution: 0,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  async live<S extends { expiresAt: Date }>(
    key: SessionKey,
    load: () => Promise<S | undefined>,
  ): Promise<S | undefined> {
    if (!this.active) return load();
    const id = cacheKey(key.audience, key.sessionId);
    const hit = this.entries.get(id);
    // A token of another brand or subject naming this session id is not this session's.
    if (
      hit &&
      hit.key.brandId === key.brandId &&
      hit.key.subjectId === key.subjectId &&
      hit.session.expiresAt.getTime() > this.now()
    ) {
      return hit.session as S;
    }
    const generation = this.generation;
    const session = await load();
    if (session && this.active && generation === this.generation) {
      this.entries.set(id, { key, session });
    }
    return session;
  }

  drop(scope: SessionScope): void {
    this.generation += 1;
    if ('sessionId' in scope) {
      const id = cacheKey(scope.audience, scope.sessionId);
      const entry = this.entries.peek(id);
      if (entry && inScope(entry.key, scope)) this.entries.delete(id);
      return;
    }
    // Revocations are rare next to requests: a walk over a bounded cache is cheap enough.
    for (const [id, entry] of this.entries.entries()) {
      if (inScope(entry.key, scope)) this.entries.delete(id);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Stops caching and forgets everything: drops may be missed from now on. */
  suspend(): void {
    this.active = false;
    this.clear();
  }

  /** Caches again, from empty: what was missed while suspended is not held. */
  resume(): void {
    this.clear();
    this.active = true;
  }
}

const scopeMessage = z.object({
  audience: z.enum(['member', 'operator']),
  brandId: z.number().int(),
  sessionId: z.string().optional(),
  subjectId: z.number().int().optional(),
});

function parseScope(message: string): SessionScope | undefined {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return undefined;
  }
  const parsed = scopeMessage.safeParse(json);
  if (!parsed.success) return undefined;
  const { audience, brandId, sessionId, subjectId } = parsed.data;
  if (sessionId !== undefined) return { audience, brandId, sessionId };
  if (subjectId !== undefined) return { audience, brandId, subjectId };
  return { audience, brandId };
}

/** How long a drop's publication may wait on Redis before the change answers without it. */
const PUBLISH_TIMEOUT_MS = 1_000;

/** How often a process checks that its subscription still answers. */
export const HEARTBEAT_MS = 1_000;
/**
 * A process caches only while Redis answered a check sent within this long. Drops come over the
 * same connection, ahead of the answer, so a connection cut off without being closed (no reset
 * seen) costs at most this long, not the cache's whole time.
 */
export const LEASE_MS = 3 * HEARTBEAT_MS;

/**
 * Session liveness for one API process. Without Redis the process is the only one and its own
 * drops are all it needs. With Redis, drops are published on `channel` and every process drops
 * what it hears; a process caches only while it is subscribed and Redis answers its checks, so
 * losing Redis means reading every session from the database, never trusting a cache that may
 * have missed a drop.
 */
export function createSessionLiveness(options: {
  redisUrl?: string;
  channel: string;
  onError: (err: unknown) => void;
  ttlMs?: number;
  max?: number;
}): SessionLiveness {
  const { redisUrl, channel, onError } = options;
  const cache = new LivenessCache({
    ttlMs: options.ttlMs,
    max: options.max,
    active: redisUrl === undefined,
  });
  if (!redisUrl) {
    return {
      live: (key, load) => cache.live(key, load),
      async forget(scope) {
        cache.drop(scope);
      },
      async close() {
        cache.suspend();
      },
    };
  }

  // Subscribing again on every connection ourselves, and caching only once it is confirmed:
  // ioredis' own resubscription says "ready" before the subscription holds.
  const subscriber = new Redis(redisUrl, { autoResubscribe: false });
  const publisher = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    commandTimeout: PUBLISH_TIMEOUT_MS,
  });
  subscriber.on('error', onError);
  publisher.on('error', onError);
  /** When the newest check Redis has answered was sent. */
  let heardAt = Number.NEGATIVE_INFINITY;
  subscriber.on('ready', () => {
    const sentAt = Date.now();
    subscriber.subscribe(channel).then(() => {
      heardAt = sentAt;
      cache.resume();
    }, onError);
  });
  const heartbeat = setInterval(() => {
    if (subscriber.status !== 'ready') return;
    const sentAt = Date.now();
    subscriber.ping().then(
      () => {
        heardAt = Math.max(heardAt, sentAt);
      },
      () => undefined,
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const listening = () => Date.now() - heardAt < LEASE_MS;
  subscriber.on('close', () => cache.suspend());
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const scope = parseScope(message);
    if (scope) cache.drop(scope);
    else {
      onError(new Error(`unreadable session drop: ${message.slice(0, 200)}`));
      cache.clear();
    }
  });

  return {
    live: (key, load) => (listening() ? cache.live(key, load) : load()),
    async forget(scope) {
      cache.drop(scope);
      try {
        await publisher.publish(channel, JSON.stringify(scope));
      } catch (err) {
        // The change itself has committed; other processes hold the session LIVENESS_TTL_MS at most.
        onError(err);
      }
    },
    async close() {
      clearInterval(heartbeat);
      cache.suspend();
      subscriber.disconnect();
      await publisher.quit().catch(onError);
    },
  };
}
