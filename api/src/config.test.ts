import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('Where the server and the command-line tools find their data', () => {
  it('uses the repository data folder by default, wherever the command runs', () => {
    expect(loadConfig({ INIT_CWD: '/somewhere/else' }).dataDir).toBe(path.join(repoRoot, 'data'));
    expect(loadConfig({ INIT_CWD: path.join(repoRoot, 'api') }).dataDir).toBe(
      path.join(repoRoot, 'data'),
    );
  });

  it('reads a relative DATA_DIR from the folder the command was typed in', () => {
    expect(loadConfig({ DATA_DIR: 'shop-data', INIT_CWD: '/srv/loyalty' }).dataDir).toBe(
      '/srv/loyalty/shop-data',
    );
    expect(loadConfig({ DATA_DIR: '/var/lib/crm' }).dataDir).toBe('/var/lib/crm');
  });
});
