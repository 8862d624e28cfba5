// Every suite: unit, component and API tests (Vitest), then browser journeys (Playwright).
// Ends with one line "N passed, N failed" over all of them.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;

const vitestJson = path.join(out, 'vitest.json');
const playwrightJson = path.join(out, 'playwright.json');
const statuses = [];

statuses.push(
  run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${vitestJson}`,
  ]),
);
// The member app and the console build side by side: each is mostly one thread.
const build = Math.max(
  ...(await Promise.all(
    ['web', 'console'].map(
      (workspace) =>
        new Promise((resolve) => {
          spawn('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' }).on(
            'exit',
            (code) => resolve(code ?? 1),
          );
        }),
    ),
  )),
);
statuses.push(build);
if (build === 0) {
  statuses.push(
    run('npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    }),
  );
}

let passed = 0;
let failed = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (existsSync(playwrightJson)) {
  const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
const broken = statuses.some((status) => status !== 0);
if (broken && failed === 0) failed = 1; // a suite that could not run counts as a failure
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
