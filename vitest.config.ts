import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import consoleConfig from './console/vite.config';
import webConfig from './web/vite.config';

const HOSTILE_INPUT = 'src/hostile-input/**/*.test.ts';

const apiTests = {
  root: './api',
  include: ['src/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['./src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * A front end's test files that mock a module (vi.mock) or walk the browser's history back (the
 * history layers keep the page's place in module state): they need a module graph of their own.
 * Every other file shares its worker's graph (isolate: false), which saves starting the app's
 * modules and jsdom for each file; the setup files reset what tests leave in module state.
 */
function mockingTests(workspace: string): string[] {
  const root = path.join(import.meta.dirname, workspace);
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => {
      const text = readFileSync(path.join(root, 'src', file), 'utf8');
      return text.includes('vi.mock(') || text.includes('history.back(');
    })
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

/**
 * A page's test types into whole forms and waits for the page to answer, on two cores shared with
 * the API's suites and their databases: seconds at a busy moment. Five (Vitest's default) is a
 * timing, and timings live in the benchmarks; a test that hangs still fails.
 */
const FRONT_END_TEST_TIMEOUT_MS = 20_000;

const frontEnd = (workspace: 'web' | 'console', config: ViteUserConfig) => {
  const mocking = mockingTests(workspace);
  const test = {
    ...config.test,
    testTimeout: FRONT_END_TEST_TIMEOUT_MS,
    setupFiles: [
      path.join(import.meta.dirname, 'scripts/testing-library-timeouts.ts'),
      ...[config.test?.setupFiles ?? []].flat(),
    ],
  };
  return [
    { ...config, test: { ...test, isolate: false, exclude: mocking } },
    { ...config, test: { ...test, name: `${workspace}-mocks`, include: mocking } },
  ];
};

export default defineConfig({
  test: {
    // Every project's files share one pool. API tests mostly wait on the database, so one more
    // worker than cores keeps both busy (the default, cores - 1, ran the suites one at a time).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'contract',
          root: './contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...apiTests,
          name: 'api',
          exclude: [HOSTILE_INPUT],
          // Test files share one module graph per worker: importing the app once, not per file,
          // is most of the suite's time. Each file still gets its own databases.
          isolate: false,
        },
      },
      {
        // The hostile-input sweep mocks fastify to record every route, so it needs its own graph.
        test: { ...apiTests, name: 'api-hostile', include: [HOSTILE_INPUT] },
      },
      // The member app's config is a function: its renderer of first screens builds apart.
      ...frontEnd('web', webConfig({ command: 'serve', mode: 'test' })),
      {
        // The member app's build plugins, in Node as Vite runs them.
        test: { name: 'web-build', root: './web', include: ['*.test.ts'], environment: 'node' },
      },
      ...frontEnd('console', consoleConfig),
    ],
  },
});
