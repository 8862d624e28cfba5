import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import {
  pointExpireResponse,
  pointHistoryRequest,
  pointHistoryResponse,
} from '@crm/contract/points';
import { memberOf } from '../../plugins/auth';
import { getPointExpireList, getPointHistory } from './service';

const pointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Customer/History/Point',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['Points'],
        summary: "The member's points entries, newest first",
        security: [{ bearer: [] }],
        body: pointHistoryRequest,
        response: { 200: pointHistoryResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      const { brandId, memberId } = memberOf(request);
      const data = await getPointHistory(app.db, brandId, memberId, request.body);
      // Already the contract's bytes (history.test.ts holds them to zod's serialiser): sent as is,
      // past the typed reply that only takes the response's object.
      return (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(`{"data":${data}}`);
    },
  );

  const expireSchema = {
    tags: ['Points'],
    summary: 'Points still held, lot by lot, with the day each expires',
    security: [{ bearer: [] }],
    response: { 200: pointExpireResponse, 401: errorBody },
  };
  const expireHandler = async (request: Parameters<typeof memberOf>[0]) => {
    const { brandId, memberId } = memberOf(request);
    return { data: await getPointExpireList(app.db, brandId, memberId) };
  };
  app.get(
    '/Customer/History/PointExpire',
    { preHandler: app.requireMember, schema: expireSchema },
    expireHandler,
  );
  // POST too, like the other history calls the app makes.
  app.post(
    '/Customer/History/PointExpire',
    { preHandler: app.requireMember, schema: { ...expireSchema, hide: true } },
    expireHandler,
  );
};

export default pointRoutes;
