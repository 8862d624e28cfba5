import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import {
  appConfigs,
  auditLog,
  brands,
  brandThemes,
  navItems,
  operators,
  pdpaPolicies,
} from '../db/schema';
import { secretMatches } from '../lib/slow-hash';

const REPO = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-brand-create-'));

// The embedded database under DATA_DIR, whatever the test run itself uses.
const environment = { ...process.env };
delete environment.DATABASE_URL;

/** Runs `npm run brand:create -- …` as a person would, on this test's data dir. */
function brandCreate(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO, 'api/src/cli/brand-create.ts'), ...args],
    {
      cwd: REPO,
      env: { ...environment, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run brand:create', () => {
  beforeAll(async () => {
    // The server's first start creates the database; the tool refuses a folder without one.
    await withDatabase(async () => undefined);
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates a brand with its defaults and an owner whose one-time password is printed once', async () => {
    const run = brandCreate(
      '--ref',
      'tea',
      '--name-th',
      'ชาไทยบ้านสวน',
      '--name-en',
      'Baan Suan Tea',
      '--owner-login',
      'Tea.Owner',
    );
    expect(run.status, run.stderr).toBe(0);
    const match = /owner {2}tea\.owner \/ (\S+)/.exec(run.stdout);
    expect(match, run.stdout).not.toBeNull();
    const password = match![1]!;
    expect(run.stdout).toContain('/console');

    await withDatabase(async (db) => {
      const [brand] = await db.select().from(brands).where(eq(brands.ref, 'tea'));
      expect(brand).toMatchObject({ nameTh: 'ชาไทยบ้านสวน', nameEn: 'Baan Suan Tea' });
      for (const table of [brandThemes, appConfigs, navItems, pdpaPolicies]) {
        const rows = await db.select().from(table).where(eq(table.brandId, brand!.id));
        expect(rows.length).toBeGreaterThan(0);
      }
      const [policy] = await db
        .select()
        .from(pdpaPolicies)
        .where(eq(pdpaPolicies.brandId, brand!.id));
      expect(policy!.contentTh).toContain('ชาไทยบ้านสวน');
      const [owner] = await db.select().from(operators).where(eq(operators.brandId, brand!.id));
      expect(owner).toMatchObject({ login: 'tea.owner', role: 'owner', mustChangePassword: true });
      expect(await secretMatches(password, owner!.passwordHash)).toBe(true);
      const entries = await db.select().from(auditLog).where(eq(auditLog.brandId, brand!.id));
      expect(entries.map((entry) => [entry.action, entry.role])).toEqual([
        ['brand.create', 'system'],
        ['team.operator.create', 'system'],
      ]);
      expect(JSON.stringify(entries)).not.toContain(password);
    });
  }, 120_000);

  it('refuses a taken ref or login, changing nothing, and explains its options', async () => {
    const again = brandCreate(
      '--ref',
      'tea',
      '--name-th',
      'ชา',
      '--name-en',
      'Tea',
      '--owner-login',
      'someone.else',
    );
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/exists already/);

    const taken = brandCreate(
      '--ref',
      'coffee',
      '--name-th',
      'กาแฟ',
      '--name-en',
      'Coffee',
      '--owner-login',
      'tea.owner',
    );
    expect(taken.status).toBe(1);
    expect(taken.stderr).toMatch(/login is already in use/);
    await withDatabase(async (db) => {
      expect(await db.select().from(brands).where(eq(brands.ref, 'coffee'))).toHaveLength(0);
    });

    const bad = brandCreate(
      '--ref',
      'Not A Ref',
      '--name-th',
      'x',
      '--name-en',
      'x',
      '--owner-login',
      'abc',
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--ref/);
    const missing = brandCreate('--ref', 'milk');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/Usage: npm run brand:create/);
  }, 120_000);
});
