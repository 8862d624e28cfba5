import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { members } from './schema';

/*
 * The hottest reads are built once per database and prepared under a name: each call then skips
 * Drizzle building its SQL and PostgreSQL parsing and planning it, about three quarters of the
 * query's CPU in the API. A transaction is a database of its own here, so it prepares its own.
 */
const prepared = new WeakMap<Db, Map<string, unknown>>();

export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  let queries = prepared.get(db);
  if (!queries) {
    queries = new Map();
    prepared.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}

/** The member a prepared query is for, named by its `brandId` and `memberId` placeholders. */
export const placeholderMember = and(
  eq(members.brandId, sql.placeholder('brandId')),
  eq(members.id, sql.placeholder('memberId')),
);
