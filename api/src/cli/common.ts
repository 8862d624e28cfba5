import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';

/** Ends a command-line tool with a message for the person who ran it. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * The server's database for a command-line tool: DATABASE_URL, else PGlite under DATA_DIR.
 * Refuses while a running server holds the PGlite files.
 */
export async function openCliDatabase(config: Config): Promise<Database> {
  const dataDir = path.join(config.dataDir, 'pglite');
  // PGlite cannot be shared between processes; its pid file exists while a server has it open.
  if (!config.DATABASE_URL && existsSync(path.join(dataDir, 'postmaster.pid'))) {
    fail(
      `The database in ${dataDir} is open in a running server. Stop the server first, ` +
        'or run both against PostgreSQL with DATABASE_URL.',
    );
  }
  return openDatabase({ url: config.DATABASE_URL, dataDir });
}
