// One process: builds the web app and the console when no build exists, then serves them and the API.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Builds a workspace's app into its dist folder (or the one its env variable names) if missing. */
function buildWhenMissing(workspace, distVariable) {
  const dist = path.resolve(root, process.env[distVariable] ?? `${workspace}/dist`);
  if (existsSync(path.join(dist, 'index.html'))) return;
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: path.join(root, workspace),
    stdio: 'inherit',
    // The server's NODE_ENV (test, for the journeys) must not turn the build into React's
    // development build, nor keep the service worker out: what is served is always a release.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildWhenMissing('web', 'WEB_DIST');
buildWhenMissing('console', 'CONSOLE_DIST');

const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
