import { loadConfig } from './config';
import { startRuntime } from './runtime';

const config = loadConfig();
const { app, database, seeded } = await startRuntime(config);
if (seeded) app.log.info('Seeded the demo brand');

const shutdown = (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const url = `${config.PUBLIC_URL ?? `http://localhost:${port}`}/?brandRef=demo`;
app.log.info({ database: database.kind, url }, 'ready');
process.stdout.write(`\n  Open ${url}\n\n`);
