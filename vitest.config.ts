import { defineConfig } from 'vitest/config';

const HOSTILE_INPUT = 'src/hostile-input/**/*.test.ts';

const apiTests = {
  root: './api',
  include: ['src/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['./src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
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
      './web/vite.config.ts',
      './console/vite.config.ts',
    ],
  },
});
