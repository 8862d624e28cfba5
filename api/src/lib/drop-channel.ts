import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A process-local cache that a drop channel keeps in step with the other processes. */
export interface DropTarget<M> {
  /** Forgets what one drop names. */
  drop(message: M): void;
  /** Forgets everything (a drop that could not be read). */
  clear(): void;
  /** Stops caching and forgets everything: drops may be missed from now on. */
  suspend(): void;
  /** Caches again, from empty. */
  resume(): void;
}

/**
 * A process-local cache of entries that drops may name. While suspended it keeps nothing and
 * every read loads. A load that overlaps a drop is not kept: it may have read what the drop's
 * change replaced just before it committed.
 */
export class DropCache<E extends object, M> implements DropTarget<M> {
  protected readonly entries: LRUCache<string, E>;
  private generation = 0;
  private active: boolean;

  constructor(
    private readonly named: (entry: E, message: M) => boolean,
    options: { max: number; ttlMs: number; now?: () => number; active?: boolean },
  ) {
    this.active = options.active ?? true;
    this.entries = new LRUCache<string, E>({
      max: options.max,
      ttl: options.ttlMs,
      // Exact expiry against the given clock: no clock reading reused across calls.
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  protected get caching(): boolean {
    return this.active;
  }

  /** `load`s, and keeps what it found under `key` when no drop came meanwhile. */
  protected async loadAndKeep<T>(
    key: string,
    load: () => Promise<T | undefined>,
    entryOf: (value: T) => E,
  ): Promise<T | undefined> {
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && value !== null && this.active && generation === this.generation) {
      this.entries.set(key, entryOf(value));
    }
    return value;
  }

  drop(message: M): void {
    this.generation += 1;
    this.forget(message);
  }

  /** Deletes the entries `message` names. */
  protected forget(message: M): void {
    // Drops are rare next to reads: a walk over a bounded cache is cheap enough.
    for (const [key, entry] of this.entries.entries()) {
      if (this.named(entry, message)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  suspend(): void {
    this.active = false;
    this.clear();
  }

  resume(): void {
    this.clear();
    this.active = true;
  }
}

export interface DropChannel<M> {
  /** True while every process' drops reach this one: only then may it serve from its cache. */
  listening(): boolean;
  /** Drops here and, through Redis, in every other process. Call it once the change committed. */
  publish(message: M): Promise<void>;
  close(): Promise<void>;
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
 * Keeps per-process caches of one kind in step across API processes. Without Redis the process
 * is the only one and its own drops are all it needs. With Redis, drops are published on
 * `channel` and every process drops what it hears; a process caches only while it is subscribed
 * and Redis answers its checks, so losing Redis means reading from the database, never trusting
 * a cache that may have missed a drop. The target starts suspended when Redis is used.
 */
export function openDropChannel<M>(options: {
  redisUrl?: string;
  channel: string;
  target: DropTarget<M>;
  /** The drop a message names, or undefined when it cannot be read. */
  parse: (json: unknown) => M | undefined;
  onError: (err: unknown) => void;
}): DropChannel<M> {
  const { redisUrl, channel, target, parse, onError } = options;
  if (!redisUrl) {
    return {
      listening: () => true,
      async publish(message) {
        target.drop(message);
      },
      async close() {
        target.suspend();
      },
    };
  }

  target.suspend();
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
      target.resume();
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
  subscriber.on('close', () => target.suspend());
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: M | undefined;
    try {
      message = parse(JSON.parse(text));
    } catch {
      message = undefined;
    }
    if (message !== undefined) target.drop(message);
    else {
      onError(new Error(`unreadable drop on ${channel}: ${text.slice(0, 200)}`));
      target.clear();
    }
  });

  return {
    listening: () => Date.now() - heardAt < LEASE_MS,
    async publish(message) {
      target.drop(message);
      try {
        await publisher.publish(channel, JSON.stringify(message));
      } catch (err) {
        // The change itself has committed; other processes hold their copy until it times out.
        onError(err);
      }
    },
    async close() {
      clearInterval(heartbeat);
      target.suspend();
      subscriber.disconnect();
      await publisher.quit().catch(onError);
    },
  };
}
