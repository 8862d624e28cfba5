import { vi } from 'vitest';

vi.mock('fastify', async (importOriginal: () => Promise<typeof import('fastify')>) =>
  (await import('../test/route-catalog')).recordingFastify(importOriginal),
);

import { hostileInputSuite } from '../test/hostile-sweep';

hostileInputSuite({ index: 0, of: 3 });
