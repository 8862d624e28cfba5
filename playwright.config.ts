import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

/*
 * Two servers, each the whole product on its own embedded database: the console's journeys
 * change brand-wide settings (look, rules, policy versions), so they run on a server of their
 * own, one at a time, while the member app's and the counter's journeys run beside them.
 * E2E_PORT moves both (the console's is the next port).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const consolePort = port + 1;
const server = (listenOn: number) => ({
  command: 'node scripts/start.mjs',
  url: `http://localhost:${listenOn}/healthz`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(listenOn),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crm-e2e-')),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // The member fixture signs many members up from one machine, each as its own client address.
    TRUST_PROXY: 'true',
  },
});
const chromium = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The slowest project (the console's, one at a time) first; the others fill the workers beside it.
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // Journeys mock API answers with page.route, which a service worker's own fetches bypass;
    // the member app's worker has journeys of its own (offline-card.spec.ts) that allow it.
    serviceWorkers: 'block',
    // Nothing in a journey waits on an animation, and animating every skeleton, spinner and
    // slide costs the machine's two cores a share of the run: the app honours reduced motion.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      // The brand console is desktop-first: its journeys run at 1280x800 only.
      name: 'console',
      testMatch: 'console/**/*.spec.ts',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://localhost:${consolePort}`,
      },
    },
    {
      // The store counter runs on a cashier's phone or a tablet at the till.
      // One at a time: a journey sets the brand's counter limits while it runs.
      name: 'counter',
      testMatch: 'counter/**/*.spec.ts',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: false,
      },
    },
    {
      name: 'phone',
      testIgnore: ['console/**', 'counter/**'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: false,
      },
    },
    {
      name: 'desktop',
      testIgnore: ['console/**', 'counter/**'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grep: /@desktop/,
    },
  ],
  webServer: [server(port), server(consolePort)],
});
