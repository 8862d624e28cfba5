import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface Product {
  origin: string;
  stop(): void;
}

/**
 * The whole product as `npm start` runs it, on its own embedded database with the seeded demo
 * brand; start.mjs builds the member app and the console into the given folders when they hold no
 * build. NODE_ENV=test keeps the development SMS outbox, as the browser journeys do.
 */
export async function startProduct(options: {
  port: number;
  dataDir: string;
  webDist: string;
  consoleDist: string;
  timeoutMs: number;
}): Promise<Product> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // Its own process group, so stopping it also stops the API server start.mjs runs.
    detached: true,
    // The build's and the server's output go to stderr: stdout is the bench's figures.
    stdio: ['ignore', process.stderr, process.stderr],
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      WEB_DIST: options.webDist,
      CONSOLE_DIST: options.consoleDist,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  });
  const origin = `http://localhost:${options.port}`;
  const product = { origin, stop: () => stopGroup(child) };
  try {
    await waitForHealth(origin, child, options.timeoutMs);
  } catch (error) {
    product.stop();
    throw error;
  }
  return product;
}

function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the product did not answer ${origin}/healthz within ${timeoutMs / 1000} s`);
}
