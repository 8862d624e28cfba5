import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { localFileStorage, type FileStorage } from '../lib/file-storage';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  storage: FileStorage;
  config: Config;
  kind: Database['kind'];
}

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every API test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated, seeded database of the given kind and the app built on it. */
export async function createTestContext(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestContext & { close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-test-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (kind === 'postgres') {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const name = `crm_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(base);
    target.pathname = `/${name}`;
    url = target.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const database = await openDatabase({ url, dataDir: 'memory://' });
  const storage = localFileStorage(path.join(dataDir, 'files'));
  await seedIfEmpty(database.db, storage);
  const app = await buildApp({ config, db: database.db, storage });
  await app.ready();
  return {
    app,
    db: database.db,
    storage,
    config,
    kind: database.kind,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

/**
 * Runs a suite once per test database, each with its own seeded database and app.
 * `use()` returns the live context inside tests.
 */
export function describeEachDatabase(name: string, suite: (use: () => TestContext) => void) {
  for (const kind of testDatabases()) {
    describe(`${name} [${kind}]`, () => {
      let ctx: Awaited<ReturnType<typeof createTestContext>> | undefined;
      beforeAll(async () => {
        ctx = await createTestContext(kind);
      }, 60_000);
      afterAll(async () => {
        await ctx?.close();
      });
      suite(() => {
        if (!ctx) throw new Error('test context not ready');
        return ctx;
      });
    });
  }
}
