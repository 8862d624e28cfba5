import fp from 'fastify-plugin';
import { createSmsSender, type SmsSender } from './sender';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/** app.sms: the SMS sender SMS_PROVIDER configures. */
export const smsPlugin = fp(
  async (app) => {
    app.decorate('sms', createSmsSender(app.config, app.db, app.log));
  },
  { name: 'sms' },
);
