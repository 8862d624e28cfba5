import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { localFileStorage } from '../lib/file-storage';

/**
 * A migrated and seeded database made once per test run, which every test database starts from:
 * PGlite as a dumped data dir, PostgreSQL as a template database. Migrating and seeding once
 * instead of once per test file is most of the API suite's speed.
 */
export interface TestTemplate {
  /** PGlite data dir dump (tar). */
  pgliteDump: string;
  /** Image files the seed wrote. */
  filesDir: string;
  /** Template database on the TEST_DATABASE_URL server, when one is set. */
  postgresTemplate?: string;
}

export async function createTestTemplate(postgresUrl: string | undefined): Promise<{
  template: TestTemplate;
  dispose(): Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-template-'));
  const filesDir = path.join(dir, 'files');
  const storage = localFileStorage(filesDir);

  const embedded = await openDatabase({ dataDir: 'memory://' });
  await seedIfEmpty(embedded.db, storage);
  const client = (embedded.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const pgliteDump = path.join(dir, 'pglite.tar');
  writeFileSync(pgliteDump, Buffer.from(await dump.arrayBuffer()));
  await embedded.close();

  let postgresTemplate: string | undefined;
  if (postgresUrl) {
    postgresTemplate = `crm_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(postgresUrl, `create database ${postgresTemplate}`);
    const database = await openDatabase({
      url: databaseUrl(postgresUrl, postgresTemplate),
      dataDir: '',
    });
    try {
      await seedIfEmpty(database.db, storage);
    } finally {
      await database.close();
    }
  }

  return {
    template: { pgliteDump, filesDir, postgresTemplate },
    async dispose() {
      if (postgresUrl && postgresTemplate) {
        await adminQuery(postgresUrl, `drop database if exists ${postgresTemplate} with (force)`);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The same server's URL pointing at another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
