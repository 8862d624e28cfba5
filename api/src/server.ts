import { loadConfig } from './config';
import { DataDirBusyError } from './db/data-dir-lock';
import { DEMO_BRAND_REF } from './db/seed/demo';
import { consoleBanner, demoBanner, isDemo } from './deployment';
import { demoSignIns } from './modules/operators/demo-sign-ins';
import { demoCodesBanner } from './modules/scan-codes/demo-codes';
import { ConfigurationError, startRuntime } from './runtime';

const config = loadConfig();
const started = await startRuntime(config).catch((error: unknown) => {
  // Mistakes the operator can fix get a plain message, not a stack trace.
  if (error instanceof ConfigurationError || error instanceof DataDirBusyError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  throw error;
});
const { app, database, seeded } = started;
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
const origin = config.PUBLIC_URL ?? `http://localhost:${port}`;
app.log.info({ database: database.kind, url: `${origin}/?brandRef=${DEMO_BRAND_REF}` }, 'ready');
if (isDemo(config)) {
  process.stdout.write(demoBanner(origin, DEMO_BRAND_REF));
  process.stdout.write(consoleBanner(origin, await demoSignIns(database.db, DEMO_BRAND_REF)));
  // Fresh codes at every start: the ones printed last time may have been used.
  process.stdout.write(await demoCodesBanner(database.db, DEMO_BRAND_REF));
} else {
  process.stdout.write(`\n  Serving ${origin}\n\n`);
}
