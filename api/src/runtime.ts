import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { productionProblems } from './deployment';
import { openDatabase, poolSettings, type Database } from './db/client';
import { seedIfEmpty } from './db/seed';
import { localFileStorage } from './lib/file-storage';
import { schedulePointJobs } from './modules/points/jobs';
import { scheduleReportRollup } from './modules/reports/rollup';
import { scheduleImportResume } from './modules/member-import/jobs';
import { scheduleMessageDelivery } from './modules/messages/worker';

/** Opens the database (PGlite under DATA_DIR unless DATABASE_URL), seeds, and builds the app. */
export async function startRuntime(
  config: Config,
): Promise<{ app: FastifyInstance; database: Database; seeded: boolean }> {
  const problems = productionProblems(config);
  if (problems.length > 0) throw new ConfigurationError(problems);
  // The pool can report a dropped connection before the app (and its logger) exists.
  const poolLog: { logger?: FastifyInstance['log'] } = {};
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    onPoolError: (err) => poolLog.logger?.warn({ err }, 'database connection dropped'),
    pool: poolSettings(config),
  });
  const storage = localFileStorage(path.join(config.dataDir, 'files'));
  const seeded = config.SEED_DEMO === 'true' ? await seedIfEmpty(database.db, storage) : false;
  const app = await buildApp({ config, db: database.db, storage });
  poolLog.logger = app.log;
  app.addHook('onClose', async () => database.close());
  schedulePointJobs(app);
  scheduleReportRollup(app);
  scheduleImportResume(app);
  scheduleMessageDelivery(app);
  return { app, database, seeded };
}

/** A configuration the server refuses to start with; the message lists every problem. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Cannot start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}
