import type { FastifyInstance } from 'fastify';
import { bangkokDay } from '../../src/modules/points/policy';
import { runReportRollup } from '../../src/modules/reports/rollup';
import { p95, timedRequests } from './timing';

/*
 * The reports dashboard at scale: the rollup job runs once over what the runner seeded, then the
 * owner asks for the dashboard a few hundred times over ranges a brand manager picks (a day, a
 * week, a month, a quarter, a year, a month some time back). Target: p95 <= 200 ms.
 */

const REQUESTS = 300;
const DAY_MS = 86_400_000;

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

function rangeFor(i: number, today: string): { from: string; to: string } {
  const spans = [0, 6, 29, 89, 364];
  if (i % 6 === 5) {
    const to = dayBefore(today, 30 * ((i % 12) + 1));
    return { from: dayBefore(to, 29), to };
  }
  return { from: dayBefore(today, spans[i % 6]!), to: today };
}

export async function measureDashboard(ctx: {
  app: FastifyInstance;
  brandId: number;
  ownerHeaders: Record<string, string>;
}): Promise<{ dashboard_p95_ms: number }> {
  await runReportRollup(ctx.app.db, { log: ctx.app.log });
  const today = bangkokDay(new Date());
  const samples = await timedRequests(REQUESTS, (i) => {
    const { from, to } = rangeFor(i, today);
    return ctx.app.inject({
      method: 'GET',
      url: `/api/v1.0/operator/reports/dashboard?from=${from}&to=${to}`,
      headers: ctx.ownerHeaders,
    });
  });
  return { dashboard_p95_ms: Number(p95(samples).toFixed(1)) };
}
