import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@crm/contract/envelope';
import {
  lineOutboxQuery,
  lineOutboxResponse,
  messagePreferencesRequest,
  messagePreferencesResponse,
} from '@crm/contract/messages';
import { memberOf } from '../../plugins/auth';
import { requireBrand } from '../brands/service';
import { getMessagePreferences, listDevelopmentPushes, setMessagePreferences } from './service';

const tags = ['Customer'];
const security = [{ bearer: [] }];

/** Which messages the member receives, and in which language. */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Customer/MessagePreferences',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'The kinds of LINE and SMS message the brand sends, each on or off for the member',
        security,
        querystring: z.object({}),
        response: { 200: messagePreferencesResponse, 401: errorBody },
      },
    },
    async (request) => ({ data: await getMessagePreferences(app.db, memberOf(request)) }),
  );

  app.put(
    '/Customer/MessagePreferences',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "Sets the member's message language and the kinds they turned off",
        security,
        body: messagePreferencesRequest,
        response: { 200: messagePreferencesResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => ({
      data: await setMessagePreferences(app.db, memberOf(request), request.body),
    }),
  );

  lineOutbox(app);
};

/**
 * GET /dev/line-outbox: LINE pushes kept in demo mode (no messaging channel), newest first, so
 * messages can be read without a LINE account. Never registered in production.
 */
function lineOutbox(app: Parameters<FastifyPluginAsyncZod>[0]) {
  if (app.config.NODE_ENV === 'production') return;
  app.get(
    '/dev/line-outbox',
    {
      schema: {
        tags: ['Development'],
        summary: 'LINE pushes kept in demo mode (not in production)',
        querystring: lineOutboxQuery,
        response: { 200: lineOutboxResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { brandRef, to, limit } = request.query;
      const brand = brandRef === undefined ? undefined : await requireBrand(app.db, brandRef);
      return { data: await listDevelopmentPushes(app.db, { brandId: brand?.id, to, limit }) };
    },
  );
}

export default messageRoutes;
