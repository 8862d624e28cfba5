import fp from 'fastify-plugin';
import { RetryLaterError } from '../auth/errors';
import { createThrottle, type Throttle } from './service';
import { memoryThrottleStore, redisThrottleStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

/** app.throttle: in Redis when REDIS_URL is set (shared by every process), else in memory. */
export const throttlePlugin = fp(
  async (app) => {
    const { REDIS_URL, REDIS_KEY_PREFIX } = app.config;
    const store = REDIS_URL
      ? redisThrottleStore(REDIS_URL, `${REDIS_KEY_PREFIX}throttle:`, (err) =>
          app.log.warn({ err }, 'redis connection problem'),
        )
      : memoryThrottleStore();
    app.decorate('throttle', createThrottle(store, app.log));
    app.addHook('onClose', () => store.close());
    // Every refusal that knows when to come back says so, whichever module refused.
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof RetryLaterError)
        reply.header('retry-after', String(error.retryAfterSeconds));
    });
  },
  { name: 'throttle' },
);
