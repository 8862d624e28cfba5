import type { Figures } from './lighthouse';

export interface PageFigures {
  page: string;
  runs: number;
  performance: number;
  accessibility: number;
  lcp_s: number;
  cls: number;
  tbt_ms: number;
  fcp_s: number;
  /** Scripts the page needs before its first screen (scripts/bench-web/first-screen-js.ts). */
  first_screen_js_files: number;
  first_screen_js_gzip_kb: number;
  accessibility_failures: string[];
  /** Lighthouse's machine speed over the runs (lighthouse.ts). */
  benchmark_index: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Each figure is the median of the runs, taken on its own. */
export function summarise(
  page: string,
  runs: Figures[],
  js: { files: number; gzipKb: number },
): PageFigures {
  const mid = (pick: (figures: Figures) => number) => median(runs.map(pick));
  return {
    page,
    runs: runs.length,
    performance: mid((f) => f.performance),
    accessibility: mid((f) => f.accessibility),
    lcp_s: round(mid((f) => f.lcpMs) / 1000, 2),
    cls: round(
      mid((f) => f.cls),
      3,
    ),
    tbt_ms: Math.round(mid((f) => f.tbtMs)),
    fcp_s: round(mid((f) => f.fcpMs) / 1000, 2),
    first_screen_js_files: js.files,
    first_screen_js_gzip_kb: js.gzipKb,
    accessibility_failures: [...new Set(runs.flatMap((f) => f.accessibilityFailures))].sort(),
    benchmark_index: Math.round(mid((f) => f.benchmarkIndex)),
  };
}

export function table(rows: PageFigures[]): string {
  const columns: [string, (row: PageFigures) => string][] = [
    ['Page', (row) => row.page],
    ['Perf', (row) => String(row.performance)],
    ['A11y', (row) => String(row.accessibility)],
    ['LCP s', (row) => row.lcp_s.toFixed(2)],
    ['CLS', (row) => row.cls.toFixed(3)],
    ['TBT ms', (row) => String(row.tbt_ms)],
    ['FCP s', (row) => row.fcp_s.toFixed(2)],
    ['JS files', (row) => String(row.first_screen_js_files)],
    ['JS gzip KB', (row) => row.first_screen_js_gzip_kb.toFixed(1)],
    ['Machine', (row) => String(row.benchmark_index)],
  ];
  const cells = [
    columns.map(([title]) => title),
    ...rows.map((row) => columns.map(([, cell]) => cell(row))),
  ];
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index]!.length)));
  const lines = cells.map((line) =>
    line
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!),
      )
      .join('  '),
  );
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  const failures = rows
    .filter((row) => row.accessibility_failures.length > 0)
    .map((row) => `${row.page} accessibility fails: ${row.accessibility_failures.join(', ')}`);
  return [...lines, ...failures].join('\n');
}
