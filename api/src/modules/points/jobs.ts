import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { lockMember } from '../member-lock/service';
import { findMembersWithEndedTier, reviewEndedTier } from '../membership/service';
import { expireMemberPoints } from './ledger';
import {
  claimJobRun,
  findActiveBrandIds,
  findMembersWithDueLots,
  finishJobRun,
} from './repository';

/*
 * Point expiry and tier review run in every API process on an interval. Each run claims its
 * period (one UTC hour) per brand in job_runs, so only one process does a period's work; the
 * work itself is safe to repeat anyway: members are locked one at a time (SKIP LOCKED, so a busy
 * member is left for whatever holds it or the next run) and an expired lot holds nothing.
 */

export const POINT_EXPIRY_JOB = 'point_expiry';
export const TIER_REVIEW_JOB = 'tier_review';
const BATCH = 200;

export interface JobResult {
  /** Brands whose period this run claimed and worked on. */
  brands: number;
  /** Brands another run had already claimed for this period. */
  skippedBrands: number;
  members: number;
  points: number;
}

interface RunOptions {
  now?: Date;
  log?: FastifyBaseLogger;
  /** The period claimed in job_runs; one UTC hour unless given. */
  periodKey?: string;
}

const hourKey = (now: Date) => now.toISOString().slice(0, 13);

/** Runs one job for every active brand, member by member in keyset batches. */
async function runPerMember(
  db: Db,
  job: string,
  options: RunOptions,
  findMembers: (brandId: number, now: Date, after: number) => Promise<number[]>,
  perMember: (tx: Db, brandId: number, memberId: number, now: Date) => Promise<number | null>,
): Promise<JobResult> {
  const now = options.now ?? new Date();
  const periodKey = options.periodKey ?? hourKey(now);
  const result: JobResult = { brands: 0, skippedBrands: 0, members: 0, points: 0 };
  for (const brandId of await findActiveBrandIds(db)) {
    if (!(await claimJobRun(db, brandId, job, periodKey))) {
      result.skippedBrands += 1;
      continue;
    }
    result.brands += 1;
    const brandResult = { members: 0, points: 0, failed: 0 };
    let after = 0;
    for (;;) {
      const memberIds = await findMembers(brandId, now, after);
      if (memberIds.length === 0) break;
      for (const memberId of memberIds) {
        try {
          const done = await transaction(db, (tx) => perMember(tx, brandId, memberId, now));
          if (done !== null) {
            brandResult.members += 1;
            brandResult.points += done;
          }
        } catch (error) {
          brandResult.failed += 1;
          options.log?.error({ err: error, job, brandId, memberId }, 'job failed for a member');
        }
      }
      after = memberIds[memberIds.length - 1]!;
    }
    await finishJobRun(db, brandId, job, periodKey, brandResult);
    result.members += brandResult.members;
    result.points += brandResult.points;
  }
  return result;
}

/** Expires every lot due by `now`; `points` is how many points expired. */
export function runPointExpiry(db: Db, options: RunOptions = {}): Promise<JobResult> {
  return runPerMember(
    db,
    POINT_EXPIRY_JOB,
    options,
    (brandId, now, after) => findMembersWithDueLots(db, brandId, now, after, BATCH),
    (tx, brandId, memberId, now) =>
      expireMemberPoints(tx, brandId, memberId, now, { skipLocked: true }),
  );
}

/** Renews or lowers every tier whose period ended by `now`; `points` counts downgrades. */
export function runTierReview(db: Db, options: RunOptions = {}): Promise<JobResult> {
  return runPerMember(
    db,
    TIER_REVIEW_JOB,
    options,
    (brandId, now, after) => findMembersWithEndedTier(db, brandId, now, after, BATCH),
    async (tx, brandId, memberId, now) => {
      if (!(await lockMember(tx, brandId, memberId, { skipLocked: true }))) return null;
      const outcome = await reviewEndedTier(tx, brandId, memberId, now);
      return outcome === 'downgraded' ? 1 : 0;
    },
  );
}

/** Runs both jobs now and then every `intervalMs` until the app closes. */
export function schedulePointJobs(app: FastifyInstance, intervalMs = 5 * 60_000): void {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = (async () => {
      const expiry = await runPointExpiry(app.db, { log: app.log });
      const tiers = await runTierReview(app.db, { log: app.log });
      if (expiry.points > 0 || tiers.members > 0) {
        app.log.info({ expiry, tiers }, 'point expiry and tier review done');
      }
    })()
      .catch((error: unknown) => app.log.error({ err: error }, 'point jobs failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, 1_000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
