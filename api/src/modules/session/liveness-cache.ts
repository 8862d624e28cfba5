import { z } from 'zod';
import { DropCache, openDropChannel } from '../../lib/drop-channel';
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

/** The sessions one process found live (lib/drop-channel.ts says what drops and suspension do). */
export class LivenessCache extends DropCache<Entry, SessionScope> {
  private readonly now: () => number;

  constructor(
    options: { ttlMs?: number; max?: number; active?: boolean; now?: () => number } = {},
  ) {
    const now = options.now ?? Date.now;
    super((entry, scope) => inScope(entry.key, scope), {
      max: options.max ?? LIVENESS_MAX_SESSIONS,
      ttlMs: options.ttlMs ?? LIVENESS_TTL_MS,
      now,
      active: options.active,
    });
    this.now = now;
  }

  async live<S extends { expiresAt: Date }>(
    key: SessionKey,
    load: () => Promise<S | undefined>,
  ): Promise<S | undefined> {
    if (!this.caching) return load();
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
    return this.loadAndKeep(id, load, (session) => ({ key, session }));
  }

  protected override forget(scope: SessionScope): void {
    if (!('sessionId' in scope)) {
      super.forget(scope);
      return;
    }
    const id = cacheKey(scope.audience, scope.sessionId);
    const entry = this.entries.peek(id);
    if (entry && inScope(entry.key, scope)) this.entries.delete(id);
  }
}

const scopeMessage = z.object({
  audience: z.enum(['member', 'operator']),
  brandId: z.number().int(),
  sessionId: z.string().optional(),
  subjectId: z.number().int().optional(),
});

function parseScope(json: unknown): SessionScope | undefined {
  const parsed = scopeMessage.safeParse(json);
  if (!parsed.success) return undefined;
  const { audience, brandId, sessionId, subjectId } = parsed.data;
  if (sessionId !== undefined) return { audience, brandId, sessionId };
  if (subjectId !== undefined) return { audience, brandId, subjectId };
  return { audience, brandId };
}

/**
 * Session liveness for one API process, its drops shared with every other process through
 * Redis when there is one (lib/drop-channel.ts): losing Redis means reading every session from
 * the database, never trusting a cache that may have missed a revocation.
 */
export function createSessionLiveness(options: {
  redisUrl?: string;
  channel: string;
  onError: (err: unknown) => void;
  ttlMs?: number;
  max?: number;
}): SessionLiveness {
  const cache = new LivenessCache({ ttlMs: options.ttlMs, max: options.max });
  const drops = openDropChannel({
    redisUrl: options.redisUrl,
    channel: options.channel,
    target: cache,
    parse: parseScope,
    onError: options.onError,
  });
  return {
    live: (key, load) => (drops.listening() ? cache.live(key, load) : load()),
    // Other processes hold a session LIVENESS_TTL_MS at most if the publication fails.
    forget: (scope) => drops.publish(scope),
    close: () => drops.close(),
  };
}
