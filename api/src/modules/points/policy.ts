import { z } from 'zod';

/** Thai business time: quarters and expiry days are counted in Asia/Bangkok (UTC+7, no DST). */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * How a brand's points expire, kept in app_configs.settings.point_expiry.
 * 'quarter_end': a lot lasts until the end of the quarter `months` months after it was earned.
 */
export const pointExpiryPolicy = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('quarter_end'), months: z.number().int().min(0).max(120) }),
  z.object({ mode: z.literal('never') }),
]);
export type PointExpiryPolicy = z.infer<typeof pointExpiryPolicy>;

/** Brands without a policy of their own: the end of the quarter 12 months after earning. */
export const defaultPointExpiryPolicy: PointExpiryPolicy = { mode: 'quarter_end', months: 12 };

/** Reads the policy out of a brand's settings document, falling back to the default. */
export function policyFromSettings(settings: unknown): PointExpiryPolicy {
  const raw =
    settings && typeof settings === 'object'
      ? (settings as Record<string, unknown>).point_expiry
      : undefined;
  const parsed = pointExpiryPolicy.safeParse(raw);
  return parsed.success ? parsed.data : defaultPointExpiryPolicy;
}

/**
 * The first instant at which a lot earned at `earnedAt` is no longer spendable (exclusive), or
 * null when it never expires. For 'quarter_end' this is midnight Bangkok time starting the next quarter.
 */
export function lotExpiresAt(policy: PointExpiryPolicy, earnedAt: Date): Date | null {
  if (policy.mode === 'never') return null;
  const local = new Date(earnedAt.getTime() + BANGKOK_OFFSET_MS);
  const month = local.getUTCMonth() + policy.months;
  const nextQuarterMonth = Math.floor(month / 3) * 3 + 3;
  return new Date(Date.UTC(local.getUTCFullYear(), nextQuarterMonth, 1) - BANGKOK_OFFSET_MS);
}

/** The last day a lot can still be used, as yyyy-MM-dd in Bangkok time. */
export function lastValidDay(expiresAt: Date): string {
  return new Date(expiresAt.getTime() - 1 + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** yyyy-MM-dd of an instant in Bangkok time. */
export function bangkokDay(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight Bangkok time starting the given yyyy-MM-dd day. */
export function bangkokDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - BANGKOK_OFFSET_MS);
}

/** Instants covering whole Bangkok days: `from` inclusive, `to` exclusive; a missing end is open. */
export interface InstantRange {
  from?: Date;
  to?: Date;
}

/** The instants of the yyyy-MM-dd days from `firstDay` to `lastDay`, both days included. */
export function bangkokDayRange(firstDay?: string, lastDay?: string): InstantRange {
  return {
    from: firstDay ? bangkokDayStart(firstDay) : undefined,
    to: lastDay ? new Date(bangkokDayStart(lastDay).getTime() + DAY_MS) : undefined,
  };
}
