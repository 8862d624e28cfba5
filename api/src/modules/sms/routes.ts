import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import { smsOutboxQuery, smsOutboxResponse } from '@crm/contract/auth';
import { requireBrand } from '../brands/service';
import { LOG_PROVIDER } from './sender';
import { listSmsMessages } from './repository';

/**
 * GET /dev/sms-outbox: what the built-in sender kept, newest first, so codes can be read without
 * a phone. Never registered in production.
 */
const smsOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.NODE_ENV === 'production') return;
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        tags: ['Development'],
        summary: 'SMS kept by the built-in sender (not in production)',
        querystring: smsOutboxQuery,
        response: { 200: smsOutboxResponse, 404: errorBody },
      },
    },
    async (request) => {
      const { brandRef, to, limit } = request.query;
      const brand = brandRef === undefined ? undefined : await requireBrand(app.db, brandRef);
      const rows = await listSmsMessages(app.db, {
        provider: LOG_PROVIDER,
        brandId: brand?.id,
        to,
        limit,
      });
      return { data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
};

export default smsOutboxRoutes;
