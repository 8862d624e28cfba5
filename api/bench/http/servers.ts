import { fork } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

/** The PostgreSQL database the HTTP benches use: DATABASE_URL, or `bench` on the local server. */
export const benchDatabaseUrl = () =>
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';

/** Creates the URL's database when the server does not have it yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts app-server.ts or bare-server.ts in a child process and waits for its port. With
 * BENCH_CPU_PROF_DIR set, the API writes a CPU profile there when it stops.
 */
export async function startServer(
  file: 'app-server.ts' | 'bare-server.ts',
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = fork(path.join(import.meta.dirname, file), [], {
    execArgv: [
      '--import',
      'tsx',
      ...(file === 'app-server.ts' && process.env.BENCH_CPU_PROF_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const kill = () => child.kill();
  process.once('exit', kill);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${file} stopped (exit code ${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', kill);
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
