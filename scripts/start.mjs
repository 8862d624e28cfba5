// One process: builds the web app and the console when no build exists, then serves them and the API.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Runs `vite build` in a workspace with the given options, unless `made` exists already. */
function buildWhenMissing(workspace, made, options) {
  if (existsSync(made)) return;
  const build = spawnSync('npx', ['vite', 'build', ...options, '--emptyOutDir'], {
    cwd: path.join(root, workspace),
    stdio: 'inherit',
    // The server's NODE_ENV (test, for the journeys) must not turn the build into React's
    // development build, nor keep the service worker out: what is served is always a release.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** A workspace's dist folder, or the one its env variable names. */
const distOf = (workspace, variable) =>
  path.resolve(root, process.env[variable] ?? `${workspace}/dist`);

const web = distOf('web', 'WEB_DIST');
buildWhenMissing('web', path.join(web, 'index.html'), ['--outDir', web]);
// The API's renderer of the member app's first screens sits beside the app (api/src/plugins).
buildWhenMissing('web', path.join(`${web}-prerender`, 'render-first-screen.js'), [
  '--ssr',
  '--outDir',
  `${web}-prerender`,
]);
const consoleDist = distOf('console', 'CONSOLE_DIST');
buildWhenMissing('console', path.join(consoleDist, 'index.html'), ['--outDir', consoleDist]);

const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
