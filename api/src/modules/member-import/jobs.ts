import type { FastifyInstance } from 'fastify';
import { resumeImports } from './service';

/**
 * Every minute, in every process: imports whose worker stopped (its process ended mid-file)
 * are taken over where they stood, and checked files nobody committed within a day are dropped.
 */
export function scheduleImportResume(app: FastifyInstance, intervalMs = 60_000): void {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = resumeImports(app.db, app.log)
      .catch((error: unknown) => app.log.error({ err: error }, 'member import resume failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
