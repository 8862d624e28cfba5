import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { getThemeResponse } from '@crm/contract/theme';
import { navigationListResponse } from '@crm/contract/navigation';
import { loadConfig } from './config';
import { startRuntime } from './runtime';

const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-runtime-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST: path.join(dataDir, 'no-web'),
  JWT_SECRET: randomBytes(32).toString('hex'),
});

it('seeds the embedded database on first start only, and the data outlives a restart', async () => {
  const first = await startRuntime(config);
  expect(first.seeded).toBe(true);
  expect(first.database.kind).toBe('pglite');
  const menu = await first.app.inject({ url: '/api/v1.0/navigation/list?brandRef=demo' });
  const entries = navigationListResponse.parse(menu.json()).data.nav_bar.length;
  await first.app.close();

  const second = await startRuntime(config);
  try {
    expect(second.seeded).toBe(false);
    const again = await second.app.inject({ url: '/api/v1.0/navigation/list?brandRef=demo' });
    expect(navigationListResponse.parse(again.json()).data.nav_bar).toHaveLength(entries);
    const theme = await second.app.inject({ url: '/api/v1.0/Theme/GetTheme?brandRef=demo' });
    const logo = getThemeResponse
      .parse(theme.json())
      .data.resp.groupimagelist?.find((g) => g.imagegrouptype === 3)?.imagelist[0];
    // Image bytes live in DATA_DIR/files, beside the database, so they survive too.
    expect((await second.app.inject({ url: logo!.imageurl })).statusCode).toBe(200);
  } finally {
    await second.app.close();
  }
}, 60_000);
