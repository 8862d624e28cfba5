// One process: builds the web app when no build exists, then serves it and the API.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(root, process.env.WEB_DIST ?? 'web/dist');
if (!existsSync(path.join(webDist, 'index.html'))) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
