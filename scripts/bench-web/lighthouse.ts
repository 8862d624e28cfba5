import { writeFileSync } from 'node:fs';
import lighthouse, { type Result } from 'lighthouse';
import type { Browser } from 'puppeteer-core';

/** One Lighthouse run's figures. Times in ms except where named; sizes in bytes. */
export interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** What the accessibility category failed, by audit id. */
  accessibilityFailures: string[];
  /**
   * Lighthouse's measure of the machine's speed at the run (higher is faster). Simulated times
   * scale observed ones, so a busier or slower machine reads as a slower page: this tells runs
   * on different days apart.
   */
  benchmarkIndex: number;
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse measured no ${audit}`);
  return value;
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  if (value === undefined || value === null) throw new Error(`Lighthouse scored no ${category}`);
  return Math.round(value * 100);
}

/**
 * Lighthouse's default mobile run (simulated slow 4G, 4x CPU slowdown) of one page in a fresh
 * browser context: an empty cache, no service worker, and only the storage `seed` puts on the
 * origin first (a signed-in member's token), which Lighthouse is told to keep.
 */
export async function measurePage(
  browser: Browser,
  url: string,
  seed: Record<string, string>,
  options: {
    /** A file to keep Lighthouse's whole report in, to see what an audit found. */
    reportFile?: string;
    /** 'simulate' (Lighthouse's default) or 'devtools': the browser itself slowed down. */
    throttling: 'simulate' | 'devtools';
  },
): Promise<Figures> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const { origin } = new URL(url);
    await page.goto(`${origin}/healthz`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, seed);
    const run = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
        throttlingMethod: options.throttling,
      },
      undefined,
      page,
    );
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = run.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (options.reportFile) writeFileSync(options.reportFile, JSON.stringify(lhr));

    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await context.close();
  }
}
