/**
 * The whole API on PostgreSQL in a process of its own, so the load generator does not share its
 * event loop. Configured by the environment the bench passes; reports its port to the parent.
 */
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, poolSettings } from '../../src/db/client';
import { localFileStorage } from '../../src/lib/file-storage';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'pglite'),
  pool: poolSettings(config),
});
const app = await buildApp({
  config,
  db: database.db,
  storage: localFileStorage(path.join(config.dataDir, 'files')),
});
app.addHook('onClose', async () => database.close());
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.once('disconnect', () => void app.close().then(() => process.exit(0)));
