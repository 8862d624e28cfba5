import { vi } from 'vitest';

vi.mock('fastify', async (importOriginal: () => Promise<typeof import('fastify')>) =>
  (await import('../test/route-catalog')).recordingFastify(importOriginal),
);

import { regressionSuite, routeCatalogueSuite } from '../test/hostile-sweep';

routeCatalogueSuite();
regressionSuite();
