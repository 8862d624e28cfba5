import { z } from 'zod';
import { DropCache, openDropChannel } from '../lib/drop-channel';
import type { Db } from './client';

/*
 * A brand's set-up (the brand row, its theme, app config, home pictures, tiers, tier rules and
 * active offers) is read by nearly every member request and changed only by the brand's team in the console.
 * Each API process keeps what it read; every operator write drops its brand's copies here and,
 * through Redis, in every other process (lib/drop-channel.ts). Only reads on the app's own
 * database object, and in the transactions that write members' data only, are cached: any other
 * transaction reads the rows themselves.
 */

export const BRAND_CACHE_TTL_MS = 60_000;
export const BRAND_CACHE_MAX = 5_000;

interface Entry {
  brandId: number;
  value: unknown;
}

/** A drop: one brand's copies. */
type BrandDrop = { brandId: number };

/** One process' copies of brands' set-up. */
export class BrandCache extends DropCache<Entry, BrandDrop> {
  constructor(options: { ttlMs?: number; max?: number; now?: () => number } = {}) {
    super((entry, drop) => entry.brandId === drop.brandId, {
      max: options.max ?? BRAND_CACHE_MAX,
      ttlMs: options.ttlMs ?? BRAND_CACHE_TTL_MS,
      now: options.now,
    });
  }

  /**
   * The value under `key`, else `load`ed and kept under the brand `brandOf` names. Nothing is
   * kept for a load that found nothing: a brand created later is seen at once.
   */
  async read<T extends object>(
    key: string,
    brandOf: number | ((value: T) => number),
    load: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const hit = this.entries.get(key);
    if (hit) return hit.value as T;
    return this.loadAndKeep(key, load, (value) => ({
      brandId: typeof brandOf === 'number' ? brandOf : brandOf(value),
      value: deepFreeze(value),
    }));
  }
}

/** A shared copy is never changed by a caller: changing it throws instead of leaking. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !(value instanceof Date) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export interface BrandSetupCache {
  read: BrandCache['read'];
  /** Drops a brand's copies everywhere; call it once the change has committed. */
  forget(brandId: number): Promise<void>;
  close(): Promise<void>;
}

const dropMessage = z.object({ brandId: z.number().int() });

export function createBrandSetupCache(options: {
  redisUrl?: string;
  channel: string;
  onError: (err: unknown) => void;
  ttlMs?: number;
}): BrandSetupCache {
  const cache = new BrandCache({ ttlMs: options.ttlMs });
  const drops = openDropChannel({
    redisUrl: options.redisUrl,
    channel: options.channel,
    target: cache,
    parse: (json) => dropMessage.safeParse(json).data,
    onError: options.onError,
  });
  return {
    read: (key, brandOf, load) => (drops.listening() ? cache.read(key, brandOf, load) : load()),
    forget: (brandId) => drops.publish({ brandId }),
    close: () => drops.close(),
  };
}

/** One cache per database object, shared by the apps built on it in this process. */
const caches = new WeakMap<Db, { cache: BrandSetupCache; users: number }>();

/**
 * The brand set-up cache of the reads made on `db` (the app's own database), made by the first
 * app built on it and closed with the last.
 */
export function cacheBrandSetup(
  db: Db,
  options: Parameters<typeof createBrandSetupCache>[0],
): BrandSetupCache {
  const shared = caches.get(db) ?? { cache: createBrandSetupCache(options), users: 0 };
  caches.set(db, shared);
  shared.users += 1;
  const { cache } = shared;
  let closed = false;
  return {
    read: (key, brandOf, load) => cache.read(key, brandOf, load),
    forget: (brandId) => cache.forget(brandId),
    async close() {
      if (closed) return;
      closed = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      caches.delete(db);
      await cache.close();
    },
  };
}

/** Transactions that never change a brand's set-up, and the database they were opened on. */
const setupReaders = new WeakMap<Db, Db>();

/**
 * Lets a transaction read the brand's set-up as the app it runs in does: for transactions that
 * write members' data only (points, codes, consent), which a set-up read just before them would
 * have served the same. A transaction that changes set-up must never be marked: it would read
 * its brand's copies from before its own change.
 */
export function readSetupAsOpenedOn(tx: Db, openedOn: Db): void {
  setupReaders.set(tx, setupReaders.get(openedOn) ?? openedOn);
}

/**
 * A brand set-up read: from the cache when `db` is an app's database (or a transaction marked
 * by readSetupAsOpenedOn on one), else straight from `db`.
 */
export function brandSetupRead<T extends object>(
  db: Db,
  key: string,
  brandOf: number | ((value: T) => number),
  load: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const opened = setupReaders.get(db);
  const shared = caches.get(db) ?? (opened && caches.get(opened));
  return shared ? shared.cache.read(key, brandOf, load) : load();
}
