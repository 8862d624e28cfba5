import { z } from 'zod';
import { calendarDay } from './customer';
import { envelope } from './envelope';
import { bahtAmount } from './money';

/*
 * The programme's figures for a brand's team: members, points, what was redeemed where and by
 * whom, tiers and consent. Ranges are Bangkok days, both ends included. Figures over a range come
 * from the daily rollups the reports job keeps; "now" figures (members, tiers, consent,
 * outstanding points) from the job's last snapshot, named by `as_of`. No figure names a member.
 */

/** The longest range one request may ask for: about five years of days. */
export const REPORT_MAX_DAYS = 1_830;

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** GET /operator/reports/dashboard and its CSVs: a range of Bangkok days, both ends included. */
export const reportRangeQuery = z
  .object({ from: calendarDay, to: calendarDay })
  .refine((range) => range.from <= range.to, {
    message: 'from must not be after to',
    path: ['to'],
  })
  .refine((range) => range.from > range.to || dayCount(range.from, range.to) <= REPORT_MAX_DAYS, {
    message: `At most ${REPORT_MAX_DAYS} days`,
    path: ['from'],
  });
export type ReportRange = z.infer<typeof reportRangeQuery>;

const count = z.number().int().nonnegative();
const points = z.number().int();
const names = { name_th: z.string(), name_en: z.string() };

export const reportDay = z.object({
  day: z.iso.date(),
  new_members: count,
  earned: count,
  spent: count,
  expired: count,
});

export const reportPrivilege = z.object({
  privilege_id: z.number().int(),
  ...names,
  /** Codes members took. */
  issued: count,
  points: count,
  /** Codes the store used. */
  used_at_store: count,
  /** Codes that expired unused and gave their points back. */
  released: count,
});

export const reportPackage = z.object({
  package_id: z.number().int(),
  ...names,
  bought: count,
  points: count,
  /** Uses the store took. */
  uses_at_store: count,
});

/** What the store did: earns (and their bills), voids, privilege codes and package uses taken. */
const storeFigures = {
  earns: count,
  earn_points: count,
  bill_amount: z.number().nonnegative(),
  voids: count,
  void_points: count,
  redeems: count,
  package_uses: count,
};

export const reportBranch = z.object({
  branch_id: z.number().int(),
  branch_ref: z.string(),
  ...names,
  ...storeFigures,
});

/** One operator's store work; `operator_id` null is the branches' POS (Store API keys). */
export const reportCashier = z.object({
  operator_id: z.number().int().nullable(),
  login: z.string().nullable(),
  name: z.string().nullable(),
  ...storeFigures,
});

export const reportTier = z.object({
  /** Null: members without a tier. */
  tier_id: z.number().int().nullable(),
  ...names,
  rank: z.number().int().nullable(),
  members: count,
  /** Members who moved into this tier in the range, from a lower or a higher one. */
  moved_up: count,
  moved_down: count,
});

export const reportDashboard = z.object({
  range: z.object({ from: z.iso.date(), to: z.iso.date() }),
  /** When the snapshot behind the "now" figures was taken; null before the job's first run. */
  as_of: z.iso.datetime().nullable(),
  /** True for a manager: branch and cashier tables cover their own branches only. */
  own_branches_only: z.boolean(),
  members: z.object({
    total: count,
    new: count,
    /** Earned (QR, staff, store), redeemed (privilege, package) or visited in the last 30 days. */
    active_30: count,
    active_90: count,
  }),
  points: z.object({
    earned: count,
    /** Opening points brought over by member imports. */
    imported: count,
    /** Store earns taken back. */
    voided: count,
    /** Spent on privileges and packages (a privilege code holds its points from its issue). */
    spent: count,
    /** Given back by privilege codes that expired unused. */
    released: count,
    expired: count,
    /** Adjustments by the brand's team, net (may be negative). */
    adjusted: points,
    /** Held now by privilege codes the store has yet to use. */
    reserved: count,
    /** Every member's balance now. */
    outstanding: points,
  }),
  liability: z.object({
    /** The brand's value of one point, in baht (satang precision). */
    point_value: z.number().nonnegative(),
    /** Outstanding points × point value, in baht. */
    amount: z.number(),
  }),
  days: z.array(reportDay),
  privileges: z.array(reportPrivilege),
  packages: z.array(reportPackage),
  branches: z.array(reportBranch),
  cashiers: z.array(reportCashier),
  tiers: z.array(reportTier),
  consent: z.object({
    members: count,
    /** Consented to the privacy policy and not withdrawn. */
    given: count,
    withdrawn: count,
    /** Never answered, or declined. */
    none: count,
  }),
});
export type ReportDashboard = z.infer<typeof reportDashboard>;
export const reportDashboardResponse = envelope(reportDashboard);

/** The tables of the dashboard, each downloadable as CSV. */
export const reportTables = [
  'summary',
  'days',
  'privileges',
  'packages',
  'branches',
  'cashiers',
  'tiers',
  'consent',
] as const;
export const reportTable = z.enum(reportTables);
export type ReportTable = z.infer<typeof reportTable>;

export const reportCsvParams = z.object({ table: reportTable });
export const reportCsvQuery = reportRangeQuery;

/** The CSV download: UTF-8 text with a byte-order mark. */
export const reportCsv = z.string();

/** The brand's value of a point, which turns outstanding points into baht owed. */
export const reportSettings = z.object({ point_value: bahtAmount(1_000) });
export type ReportSettings = z.infer<typeof reportSettings>;
export const reportSettingsRequest = reportSettings.strict();
export const reportSettingsResponse = envelope(reportSettings);
