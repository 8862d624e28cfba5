import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirBusyError } from '../db/data-dir-lock';

/** Ends a command-line tool with a message for the person who ran it. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * The tool's options as `parse` reads them (node:util parseArgs, strict, with a `help` flag): its
 * usage on --help (exit 0) and on anything it does not take (exit 1).
 */
export function readOptions<V extends { help?: boolean }>(parse: () => V, usage: string): V {
  let values: V;
  try {
    values = parse();
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  return values;
}

/**
 * The server's database for a command-line tool: DATABASE_URL, else PGlite under DATA_DIR,
 * resolved exactly as the server resolves it. Refuses while a running server holds the PGlite
 * files.
 */
export async function openCliDatabase(config: Config): Promise<Database> {
  const dataDir = path.join(config.dataDir, 'pglite');
  // A tool pointed at the wrong folder would otherwise create an empty database there.
  if (!config.DATABASE_URL && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fail(`No database in ${dataDir}: start the server once (npm start) or set DATA_DIR.`);
  }
  try {
    return await openDatabase({ url: config.DATABASE_URL, dataDir });
  } catch (error) {
    if (error instanceof DataDirBusyError) fail(error.message);
    throw error;
  }
}
