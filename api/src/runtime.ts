import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed';
import { localFileStorage } from './lib/file-storage';
import { schedulePointJobs } from './modules/points/jobs';

/** Opens the database (PGlite under DATA_DIR unless DATABASE_URL), seeds, and builds the app. */
export async function startRuntime(
  config: Config,
): Promise<{ app: FastifyInstance; database: Database; seeded: boolean }> {
  let app: FastifyInstance | undefined;
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    onPoolError: (err) => app?.log.warn({ err }, 'database connection dropped'),
  });
  const storage = localFileStorage(path.join(config.dataDir, 'files'));
  const seeded = config.SEED_DEMO === 'true' ? await seedIfEmpty(database.db, storage) : false;
  app = await buildApp({ config, db: database.db, storage });
  app.addHook('onClose', async () => database.close());
  schedulePointJobs(app);
  return { app, database, seeded };
}
