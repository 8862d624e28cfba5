import { loadConfig } from './config';
import { DEMO_BRAND_REF } from './db/seed/demo';
import { demoCodesBanner } from './modules/scan-codes/demo-codes';
import { startRuntime } from './runtime';

const config = loadConfig();
const { app, database, seeded } = await startRuntime(config);
if (seeded) app.log.info('Seeded the demo brand');
const demoCodes = seeded ? await demoCodesBanner(database.db, DEMO_BRAND_REF) : '';

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
if (demoCodes) process.stdout.write(demoCodes);
