import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** The one database type repositories take; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any constant shared by every process: migrations run under this advisory lock. */
const MIGRATION_LOCK = 72_001;

export interface PoolSettings {
  max: number;
  waitMs: number;
  lockTimeoutMs: number;
  statementTimeoutMs: number;
}

export const defaultPoolSettings: PoolSettings = {
  max: 10,
  waitMs: 5_000,
  lockTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
};

/** The pool settings from the configuration. */
export function poolSettings(config: {
  DB_POOL_MAX: number;
  DB_POOL_WAIT_MS: number;
  DB_LOCK_TIMEOUT_MS: number;
  DB_STATEMENT_TIMEOUT_MS: number;
}): PoolSettings {
  return {
    max: config.DB_POOL_MAX,
    waitMs: config.DB_POOL_WAIT_MS,
    lockTimeoutMs: config.DB_LOCK_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  };
}

/**
 * `url` is a postgres:// URL; otherwise PGlite keeps its files in `dataDir` ('memory://' for none),
 * starting from the `loadDataDir` dump when given.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  loadDataDir?: Blob;
  onPoolError?: (err: Error) => void;
  pool?: PoolSettings;
}): Promise<Database> {
  if (options.url) {
    const settings = { ...defaultPoolSettings, ...options.pool };
    // Nothing waits unbounded: not for a connection, a row lock, a statement, or a client that
    // left a transaction open.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: settings.max,
      connectionTimeoutMillis: settings.waitMs,
      lock_timeout: settings.lockTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      idle_in_transaction_session_timeout: settings.statementTimeoutMs * 2,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', options.onPoolError ?? (() => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      lockClient.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir;
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => undefined : lockDataDir(dataDir);
  try {
    const client = await PGlite.create({
      // The member search's indexes (migration 0017); PostgreSQL ships both extensions.
      extensions: { pg_trgm, btree_gin },
      ...(inMemory ? {} : { dataDir }),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    };
    return { db: db as unknown as Db, kind: 'pglite', close };
  } catch (error) {
    release();
    throw error;
  }
}
