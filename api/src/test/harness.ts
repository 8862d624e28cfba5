import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, poolSettings, type Database, type Db } from '../db/client';
import { localFileStorage, type FileStorage } from '../lib/file-storage';
import { adminQuery, databaseUrl } from './template';

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

/** A database of the given kind copied from the run's migrated and seeded template, and the app. */
export async function createTestContext(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestContext & { close(): Promise<void> }> {
  const template = inject('crmTemplate');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-test-'));
  const filesDir = path.join(dataDir, 'files');
  cpSync(template.filesDir, filesDir, { recursive: true });
  let dropDatabase: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (kind === 'postgres') {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `crm_test_${randomBytes(6).toString('hex')}`;
    await createFromTemplate(server, name, template.postgresTemplate!);
    url = databaseUrl(server, name);
    dropDatabase = () => adminQuery(server, `drop database if exists ${name} with (force)`);
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
  const database = await openDatabase({
    url,
    dataDir: 'memory://',
    pool: poolSettings(config),
    loadDataDir: url ? undefined : new Blob([readFileSync(template.pgliteDump)]),
  });
  const storage = localFileStorage(filesDir);
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * CREATE DATABASE … TEMPLATE refuses while another session is copying the same template, so
 * test files starting together take turns.
 */
async function createFromTemplate(server: string, name: string, template: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(server, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
    }
  }
}

/**
 * Runs a suite once per test database, each with its own seeded database and app.
 * `use()` returns the live context inside tests.
 */
export function describeEachDatabase(
  name: string,
  suite: (use: () => TestContext, kind: DatabaseKind) => void,
) {
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
      }, kind);
    });
  }
}
