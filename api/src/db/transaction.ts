import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * SQLSTATEs after which PostgreSQL asks the client to run the transaction again: a deadlock
 * victim (40P01) or a serialization failure (40001). Nothing of the failed attempt was kept.
 */
const RETRYABLE = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 4;

/** The SQLSTATE of a database error, looking through the wrappers drizzle and pg put around it. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Whether `db` is an open transaction rather than the pool or the embedded database. */
export function insideTransaction(db: Db): boolean {
  return (db as unknown) instanceof PgTransaction;
}

/**
 * Runs `work` in a transaction, and again (a bounded number of times, after a random pause so
 * the losers do not collide once more) when PostgreSQL gave it up as a deadlock or serialization
 * victim. Inside a transaction it opens a savepoint and leaves retrying to the outermost call,
 * since a deadlock aborts the whole transaction.
 */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (insideTransaction(db)) return db.transaction(work);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !RETRYABLE.has(sqlStateOf(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
}
