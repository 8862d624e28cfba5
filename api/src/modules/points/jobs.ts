import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { findLineSettings } from '../line-settings/service';
import { lockMembers } from '../member-lock/service';
import { queueCodeReminders, queueExpiryNotices } from '../messages/service';
import { findMembersWithEndedTier, reviewEndedTiers } from '../membership/service';
import { findMembersWithDueCodes, releaseDueCodes } from '../offers/service';
import { expireLockedMembers } from './ledger';
import { bangkokDay } from './policy';
import {
  claimJobRun,
  findActiveBrandIds,
  findMembersWithDueLots,
  finishJobRun,
} from './repository';

/*
 * Point expiry and tier review run in every API process on an interval. Each run claims its
 * period (one UTC hour) per brand in job_runs, so only one process does a period's work; the
 * work itself is safe to repeat anyway: members are locked before their points or tier change
 * (SKIP LOCKED, so a busy member is left for whatever holds it or the next run) and an expired
 * lot holds nothing. Expiry and review go through a brand a batch of members at a time, each batch
 * one transaction of a few statements: a million members are a few hundred transactions, not a
 * million.
 */

export const POINT_EXPIRY_JOB = 'point_expiry';
export const TIER_REVIEW_JOB = 'tier_review';
export const CODE_RELEASE_JOB = 'code_release';
export const EXPIRY_NOTICE_JOB = 'expiry_notice';
export const CODE_REMINDER_JOB = 'code_reminder';
const BATCH = 200;
/** Members per set-based batch: large enough for few round trips, small enough for short locks. */
const SET_BATCH = 2_000;
/**
 * Set-based batches worked on at once, each on its own connection: the database spends a batch's
 * time writing rows and index entries, so a second batch uses a second core; more would take
 * cores from requests.
 */
const BATCHES_AT_ONCE = 2;

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
  /** Members per batch of a set-based job. */
  batchSize?: number;
}

interface JobOptions extends RunOptions {
  /** Work safe for several processes at once needs no claim (and leaves no job_runs row). */
  unclaimed?: boolean;
}

interface BrandResult {
  members: number;
  points: number;
  failed: number;
}

const hourKey = (now: Date) => now.toISOString().slice(0, 13);

/** Runs one job for every active brand whose period it claims, recording each brand's result. */
async function runPerBrand(
  db: Db,
  job: string,
  options: JobOptions,
  perBrand: (brandId: number, now: Date) => Promise<BrandResult>,
): Promise<JobResult> {
  const now = options.now ?? new Date();
  const periodKey = options.periodKey ?? hourKey(now);
  const result: JobResult = { brands: 0, skippedBrands: 0, members: 0, points: 0 };
  for (const brandId of await findActiveBrandIds(db)) {
    if (!options.unclaimed && !(await claimJobRun(db, brandId, job, periodKey))) {
      result.skippedBrands += 1;
      continue;
    }
    result.brands += 1;
    const brandResult = await perBrand(brandId, now);
    if (!options.unclaimed) await finishJobRun(db, brandId, job, periodKey, brandResult);
    result.members += brandResult.members;
    result.points += brandResult.points;
  }
  return result;
}

/**
 * Goes through a brand's members by id, `findMembers` giving the next batch after an id, with up
 * to `atOnce` batches worked on at the same time (`work` must not throw).
 */
async function forEachBatch(
  findMembers: (after: number) => Promise<number[]>,
  work: (memberIds: number[]) => Promise<void>,
  atOnce = 1,
) {
  const running = new Set<Promise<void>>();
  let after = 0;
  for (;;) {
    const memberIds = await findMembers(after);
    if (memberIds.length === 0) break;
    after = memberIds[memberIds.length - 1]!;
    const done: Promise<void> = work(memberIds).finally(() => running.delete(done));
    running.add(done);
    if (running.size >= atOnce) await Promise.race(running);
  }
  await Promise.all(running);
}

/** Runs one job for every active brand, member by member in keyset batches. */
function runPerMember(
  db: Db,
  job: string,
  options: JobOptions,
  findMembers: (brandId: number, now: Date, after: number) => Promise<number[]>,
  perMember: (tx: Db, brandId: number, memberId: number, now: Date) => Promise<number | null>,
): Promise<JobResult> {
  return runPerBrand(db, job, options, async (brandId, now) => {
    const brandResult = { members: 0, points: 0, failed: 0 };
    await forEachBatch(
      (after) => findMembers(brandId, now, after),
      async (memberIds) => {
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
      },
    );
    return brandResult;
  });
}

/**
 * Runs one job for every active brand a batch of members at a time, each batch in one
 * transaction. A batch that fails leaves nothing behind and is done again member by member, so
 * one member's failure is that member's alone, as in a run member by member.
 */
function runPerBatch(
  db: Db,
  job: string,
  options: RunOptions,
  findMembers: (brandId: number, now: Date, after: number, limit: number) => Promise<number[]>,
  perBatch: (
    tx: Db,
    brandId: number,
    memberIds: number[],
    now: Date,
  ) => Promise<{ members: number; points: number }>,
): Promise<JobResult> {
  const limit = options.batchSize ?? SET_BATCH;
  return runPerBrand(db, job, options, async (brandId, now) => {
    const brandResult = { members: 0, points: 0, failed: 0 };
    const add = (done: { members: number; points: number }) => {
      brandResult.members += done.members;
      brandResult.points += done.points;
    };
    await forEachBatch(
      (after) => findMembers(brandId, now, after, limit),
      async (memberIds) => {
        try {
          add(await transaction(db, (tx) => perBatch(tx, brandId, memberIds, now)));
          return;
        } catch (error) {
          options.log?.warn({ err: error, job, brandId }, 'job batch failed; member by member');
        }
        for (const memberId of memberIds) {
          try {
            add(await transaction(db, (tx) => perBatch(tx, brandId, [memberId], now)));
          } catch (error) {
            brandResult.failed += 1;
            options.log?.error({ err: error, job, brandId, memberId }, 'job failed for a member');
          }
        }
      },
      BATCHES_AT_ONCE,
    );
    return brandResult;
  });
}

/** Expires every lot due by `now`; `points` is how many points expired. */
export function runPointExpiry(db: Db, options: RunOptions = {}): Promise<JobResult> {
  return runPerBatch(
    db,
    POINT_EXPIRY_JOB,
    options,
    (brandId, now, after, limit) => findMembersWithDueLots(db, brandId, now, after, limit),
    async (tx, brandId, memberIds, now) => {
      const locked = await lockMembers(tx, brandId, memberIds, { skipLocked: true });
      return {
        members: locked.length,
        points: await expireLockedMembers(tx, brandId, locked, now),
      };
    },
  );
}

/** Renews or lowers every tier whose period ended by `now`; `points` counts downgrades. */
export function runTierReview(db: Db, options: RunOptions = {}): Promise<JobResult> {
  return runPerBatch(
    db,
    TIER_REVIEW_JOB,
    options,
    (brandId, now, after, limit) => findMembersWithEndedTier(db, brandId, now, after, limit),
    async (tx, brandId, memberIds, now) => {
      const locked = await lockMembers(tx, brandId, memberIds, { skipLocked: true });
      const { kept, downgraded } = await reviewEndedTiers(tx, brandId, locked, now);
      return { members: kept + downgraded, points: downgraded };
    },
  );
}

/**
 * Gives back what codes that expired unused held (see offers/release.ts); `points` is how many
 * points went back. Runs every minute in every process unclaimed: a code is released once, in
 * its member's transaction, whichever process gets there first.
 */
export function runCodeRelease(db: Db, options: RunOptions = {}): Promise<JobResult> {
  return runPerMember(
    db,
    CODE_RELEASE_JOB,
    { ...options, unclaimed: true },
    (brandId, at, after) => findMembersWithDueCodes(db, brandId, at, after, BATCH),
    (tx, brandId, memberId, at) => releaseDueCodes(tx, brandId, memberId, at, { skipLocked: true }),
  );
}

/**
 * Queues "your points expire in N days" once a Bangkok day per brand, N being the brand's notice
 * days; `members` counts the messages queued.
 */
export function runExpiryNotices(
  db: Db,
  noticeDays: (brandId: number) => Promise<number>,
  options: RunOptions = {},
): Promise<JobResult> {
  const now = options.now ?? new Date();
  const periodKey = options.periodKey ?? bangkokDay(now);
  return runPerBrand(db, EXPIRY_NOTICE_JOB, { ...options, now, periodKey }, async (brandId) => ({
    members: await queueExpiryNotices(db, brandId, now, await noticeDays(brandId)),
    points: 0,
    failed: 0,
  }));
}

/** Queues reminders of privilege codes about to expire, once an hour per brand. */
export function runCodeReminders(db: Db, options: RunOptions = {}): Promise<JobResult> {
  return runPerBrand(db, CODE_REMINDER_JOB, options, async (brandId, now) => ({
    members: await queueCodeReminders(db, brandId, now),
    points: 0,
    failed: 0,
  }));
}

/** Runs the jobs now and then every `intervalMs` until the app closes. */
export function schedulePointJobs(app: FastifyInstance, intervalMs = 60_000): void {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = (async () => {
      const released = await runCodeRelease(app.db, { log: app.log });
      const expiry = await runPointExpiry(app.db, { log: app.log });
      const tiers = await runTierReview(app.db, { log: app.log });
      const noticeDays = async (brandId: number) =>
        (await findLineSettings(app.db, app.channelSecretKey, brandId)).expiryNoticeDays;
      await runExpiryNotices(app.db, noticeDays, { log: app.log });
      await runCodeReminders(app.db, { log: app.log });
      if (released.members > 0 || expiry.points > 0 || tiers.members > 0) {
        app.log.info(
          { released, expiry, tiers },
          'code release, point expiry and tier review done',
        );
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
