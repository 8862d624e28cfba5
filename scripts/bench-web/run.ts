/**
 * bench:web: Lighthouse on the member app's sign-in, home and privilege list, each run a few times
 * in Lighthouse's default mobile settings (simulated slow 4G, 4x CPU slowdown) in Debian's
 * Chromium, against a fresh build served by the whole product on its embedded database.
 *
 * Prints per page the median of each figure, and the JavaScript before the first screen: script
 * requests that finished before the observed first contentful paint, as sent (transferSize) and
 * as their files gzip. A benchmark, not a test: it exits non-zero only when it could not measure.
 *
 *   npm run bench:web [-- --runs 3 --save <dir> --throttling simulate|devtools --page home]
 *   BENCH_WEB_PORT (4390), CHROMIUM_PATH (/usr/bin/chromium); WEB_DIST and CONSOLE_DIST name
 *   builds to reuse (built when missing), otherwise both apps are built into a temp folder.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium';
import { firstScreenJs } from './first-screen-js';
import { measurePage, type Figures } from './lighthouse';
import { signUpMember } from './member';
import { summarise, table, type PageFigures } from './report';
import { startProduct, type Product } from './server';

const BRAND_REF = 'demo';
/** The app's storage key for the member's token (web/src/lib/storage.ts). */
const TOKEN_KEY = 'crm.userToken';
/** Build, start, nine Lighthouse runs and some slack on a busy two-core machine. */
const TIME_LIMIT_MS = 30 * 60_000;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    save: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
    page: { type: 'string', multiple: true },
  },
});
const runs = Number(args.runs);
if (args.throttling !== 'simulate' && args.throttling !== 'devtools') {
  throw new Error('--throttling is simulate or devtools');
}
const throttling = args.throttling;
const port = Number(process.env.BENCH_WEB_PORT ?? 4390);

const allPages = [
  // The sign-in page itself: the root shows the spec's two-second splash first.
  {
    name: 'sign-in',
    path: `/authentication/line-login?brandRef=${BRAND_REF}`,
    signedIn: false,
  },
  {
    name: 'home',
    path: `/home?brandRef=${BRAND_REF}&isGlobal=false`,
    signedIn: true,
  },
  {
    name: 'privileges',
    path: `/privilege?brandRef=${BRAND_REF}&isGlobal=false`,
    signedIn: true,
  },
];

const pages = args.page ? allPages.filter((page) => args.page!.includes(page.name)) : allPages;
if (pages.length === 0)
  throw new Error(`--page is one of ${allPages.map((page) => page.name).join(', ')}`);

const scratch = mkdtempSync(path.join(tmpdir(), 'crm-bench-web-'));
let product: Product | undefined;
let browser: Browser | undefined;

async function cleanUp() {
  await browser?.close().catch(() => undefined);
  product?.stop();
  rmSync(scratch, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(1)));
}
const limit = setTimeout(() => {
  console.error(`bench:web: gave up after ${TIME_LIMIT_MS / 60_000} minutes`);
  void cleanUp().finally(() => process.exit(1));
}, TIME_LIMIT_MS);

/** Lighthouse now and then loses a page load's trace (NO_NAVSTART) on a busy machine: one more try. */
async function measureWithRetry(...args: Parameters<typeof measurePage>): Promise<Figures> {
  try {
    return await measurePage(...args);
  } catch (error) {
    console.error(`bench:web: ${String(error)}; trying once more`);
    return measurePage(...args);
  }
}

async function main() {
  const webDist = process.env.WEB_DIST ?? path.join(scratch, 'web');
  product = await startProduct({
    port,
    dataDir: path.join(scratch, 'data'),
    webDist,
    consoleDist: process.env.CONSOLE_DIST ?? path.join(scratch, 'console'),
    timeoutMs: 10 * 60_000,
  });
  const token = await signUpMember(product.origin, BRAND_REF);
  browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
  const browserVersion = await browser.version();
  if (args.save) mkdirSync(args.save, { recursive: true });

  const results: PageFigures[] = [];
  for (const page of pages) {
    // A server in use has its pages drawn already (api/src/plugins/first-screen.ts): the first
    // request of a page, which draws it, is not what members wait for.
    await fetch(`${product.origin}${page.path}`);
    const figures: Figures[] = [];
    for (let run = 1; run <= runs; run++) {
      const reportFile = args.save ? path.join(args.save, `${page.name}-${run}.json`) : undefined;
      figures.push(
        await measureWithRetry(
          browser,
          `${product.origin}${page.path}`,
          page.signedIn ? { [TOKEN_KEY]: token } : {},
          { reportFile, throttling },
        ),
      );
      console.error(`bench:web: ${page.name} run ${run}/${runs} done`);
    }
    results.push(summarise(page.name, figures, await firstScreenJs(webDist, page.path)));
  }

  console.log(
    `\nLighthouse ${runs}x per page, medians; mobile: slow 4G and 4x CPU slowdown, ` +
      `${throttling === 'simulate' ? 'simulated' : 'applied to the browser (devtools)'}.` +
      '\nJS: the scripts a page needs before its first screen (its entry and its own module with\n' +
      'their static imports, by the build manifest, and the texts its route loads), gzipped.\n' +
      `Machine: Lighthouse's benchmark index of this machine during the runs (higher is faster);\n` +
      `${browserVersion}.\n`,
  );
  console.log(table(results));
  console.log(JSON.stringify({ runs, pages: results }));
}

try {
  await main();
} catch (error) {
  console.error('bench:web could not measure:', error);
  process.exitCode = 1;
} finally {
  clearTimeout(limit);
  await cleanUp();
}
