import { performance } from 'node:perf_hooks';

function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

/** The 95th percentile of durations in milliseconds. */
export const p95 = (samples: number[]) => percentile(samples, 0.95);

/** The 99th percentile of durations in milliseconds. */
export const p99 = (samples: number[]) => percentile(samples, 0.99);

/** Times `count` requests one after another; a request that fails stops the bench. */
export async function timedRequests(
  count: number,
  send: (i: number) => Promise<{ statusCode: number; body: string }>,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await send(i);
    samples.push(performance.now() - started);
    if (res.statusCode !== 200) {
      throw new Error(`answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }
  }
  return samples;
}
