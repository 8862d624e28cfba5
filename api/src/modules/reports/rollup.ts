import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { bangkokDay, bangkokDayStart } from '../points/policy';
import { findActiveBrandIds } from '../points/service';
import {
  changedDays,
  currentWatermarks,
  findReportState,
  memberFigures,
  noWatermarks,
  rollUpDay,
  saveReportState,
  tryLockBrandRollup,
  type Watermarks,
} from './repository';
import type { ReportSnapshot } from './snapshot';

/*
 * The reports job keeps report_daily up to date. It runs every minute in every API process;
 * each brand's run holds a transaction-scoped advisory lock, so one process works on a brand at
 * a time and the others skip it. A run finds the Bangkok days that changed since its watermarks
 * (the highest id of each append-only source, the latest code use) and recomputes each whole,
 * plus today and yesterday always: a write that committed after a later id was seen, or a code
 * used (an update, not a new row), still lands in its day. Recomputing from the sources makes a
 * repeated run change nothing. The run also takes a snapshot of the figures that are "now".
 */

const DAY_MS = 86_400_000;
/** A snapshot faster than this is retaken every run, so a small brand's figures are a minute old. */
const QUICK_SNAPSHOT_MS = 500;

export interface RollupResult {
  brands: number;
  /** Brands another process was rolling up. */
  skippedBrands: number;
  days: number;
}

interface RollupOptions {
  now?: Date;
  log?: FastifyBaseLogger;
  /** A slow snapshot younger than this is kept (it reads every member); 0 takes one every run. */
  snapshotMaxAgeMs?: number;
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

async function takeSnapshot(tx: Db, brandId: number, now: Date): Promise<ReportSnapshot> {
  const figures = await memberFigures(
    tx,
    brandId,
    new Date(now.getTime() - 30 * DAY_MS),
    new Date(now.getTime() - 90 * DAY_MS),
  );
  const sum = (pick: (row: (typeof figures.byTier)[number]) => number) =>
    figures.byTier.reduce((total, row) => total + pick(row), 0);
  const total = sum((row) => row.members);
  const given = sum((row) => row.given);
  const withdrawn = sum((row) => row.withdrawn);
  return {
    members: total,
    active30: figures.active30,
    active90: figures.active90,
    outstanding: sum((row) => Number(row.balance)),
    tiers: figures.byTier.map((row) => ({ tierId: row.tierId, members: row.members })),
    consent: { given, withdrawn, none: total - given - withdrawn },
  };
}

/** Rolls one brand up to now, under its lock; the days recomputed, or null when locked. */
async function rollUpBrand(
  db: Db,
  brandId: number,
  now: Date,
  snapshotMaxAgeMs: number,
): Promise<number | null> {
  return transaction(db, async (tx) => {
    if (!(await tryLockBrandRollup(tx, brandId))) return null;
    const state = await findReportState(tx, brandId);
    const from = (state?.watermarks as Watermarks | undefined) ?? noWatermarks;
    const to = await currentWatermarks(tx, brandId);
    const today = bangkokDay(now);
    const days = new Set(await changedDays(tx, brandId, from, to));
    days.add(today).add(dayBefore(today));
    for (const day of days) {
      const start = bangkokDayStart(day);
      await rollUpDay(tx, brandId, day, start, new Date(start.getTime() + DAY_MS));
    }
    // A quick snapshot (a small brand) is taken every run; a slow one waits its interval.
    const last = state?.snapshot as ReportSnapshot | null | undefined;
    const quick = (last?.tookMs ?? 0) < QUICK_SNAPSHOT_MS;
    const snapshotDue =
      !state?.snapshotAt || quick || now.getTime() - state.snapshotAt.getTime() >= snapshotMaxAgeMs;
    const started = performance.now();
    const snapshot = snapshotDue ? await takeSnapshot(tx, brandId, now) : undefined;
    await saveReportState(tx, brandId, {
      watermarks: to,
      rolledAt: now,
      ...(snapshot
        ? {
            snapshot: { ...snapshot, tookMs: Math.round(performance.now() - started) },
            snapshotAt: now,
          }
        : {}),
    });
    return days.size;
  });
}

/** Brings every active brand's report rollups and snapshot up to `now`. */
export async function runReportRollup(db: Db, options: RollupOptions = {}): Promise<RollupResult> {
  const now = options.now ?? new Date();
  const result: RollupResult = { brands: 0, skippedBrands: 0, days: 0 };
  for (const brandId of await findActiveBrandIds(db)) {
    try {
      const days = await rollUpBrand(db, brandId, now, options.snapshotMaxAgeMs ?? 0);
      if (days === null) {
        result.skippedBrands += 1;
        continue;
      }
      result.brands += 1;
      result.days += days;
    } catch (error) {
      options.log?.error({ err: error, brandId }, 'report rollup failed for a brand');
    }
  }
  return result;
}

/** A slow snapshot (it reads every member of a large brand) is taken at most every 5 minutes. */
const SNAPSHOT_EVERY_MS = 5 * 60_000;

/** Runs the rollup now and then every `intervalMs` until the app closes. */
export function scheduleReportRollup(app: FastifyInstance, intervalMs = 60_000): void {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runReportRollup(app.db, { log: app.log, snapshotMaxAgeMs: SNAPSHOT_EVERY_MS })
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'report rollup failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, 2_000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
