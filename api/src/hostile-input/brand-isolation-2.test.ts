import { vi } from 'vitest';

vi.mock('fastify', async (importOriginal: () => Promise<typeof import('fastify')>) =>
  (await import('../test/route-catalog')).recordingFastify(importOriginal),
);

import { brandIsolationSuite } from '../test/hostile-sweep';

brandIsolationSuite({ index: 1, of: 3 });
