import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/*
 * Dates written by PostgreSQL as the API writes them, so a read can hand its rows to the response
 * without turning each value into a Date and back.
 */

/** The Bangkok day (yyyy-MM-dd) of a timestamptz; Thailand keeps UTC+7 all year. */
export const bangkokDayOf = (instant: PgColumn | SQL) =>
  sql<string>`to_char(((${instant}) at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

/** A timestamptz as Date.toISOString writes it: UTC, milliseconds cut (not rounded), 'Z'. */
export const isoInstantOf = (instant: PgColumn | SQL) =>
  sql<string>`to_char((${instant}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
