import { vi } from 'vitest';

vi.mock('fastify', async (importOriginal: () => Promise<typeof import('fastify')>) =>
  (await import('../test/route-catalog')).recordingFastify(importOriginal),
);

import { operatorAccessSuite } from '../test/hostile-sweep';

operatorAccessSuite();
