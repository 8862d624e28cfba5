import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  broadcastCountRequest,
  broadcastCountResponse,
  broadcastListQuery,
  broadcastListResponse,
  broadcastResponse,
  broadcastSendRequest,
  deliveryItemResponse,
  deliveryListQuery,
  deliveryListResponse,
  deliveryParams,
} from '@crm/contract/broadcasts';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import {
  countSegment,
  listBroadcasts,
  listDeliveries,
  retryDelivery,
  sendBroadcast,
} from './service';

/** /console/broadcasts and /console/messages: messages to a segment, and what was delivered. */
const broadcastRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['LINE and messages (console)'];
  const manage = app.requireOperator('messages.manage');

  app.post(
    '/console/broadcasts/count',
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'How many members a broadcast to the segment would reach, before sending',
        security: bearer,
        body: broadcastCountRequest,
        response: { 200: broadcastCountResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: {
        member_count: await countSegment(app.db, operatorOf(request).brandId, request.body.segment),
      },
    }),
  );

  app.post(
    '/console/broadcasts',
    {
      preHandler: manage,
      schema: {
        tags,
        summary:
          'Queues a message to every reachable member of the segment; the same request_key again sends nothing more',
        security: bearer,
        body: broadcastSendRequest,
        response: { 200: broadcastResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await sendBroadcast(app.db, request, request.body) }),
  );

  app.get(
    '/console/broadcasts',
    {
      preHandler: app.requireOperator('settings.read'),
      schema: {
        tags,
        summary: "The brand's broadcasts, newest first, with pending, sent and failed counts",
        security: bearer,
        querystring: broadcastListQuery,
        response: { 200: broadcastListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await listBroadcasts(app.db, operatorOf(request).brandId, request.query),
    }),
  );

  app.get(
    '/console/messages',
    {
      preHandler: app.requireOperator('members.read'),
      schema: {
        tags,
        summary: "The brand's messages to members, newest first (failed ones unless asked)",
        security: bearer,
        querystring: deliveryListQuery,
        response: { 200: deliveryListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await listDeliveries(app.db, operatorOf(request).brandId, request.query),
    }),
  );

  app.post(
    '/console/messages/:messageId/retry',
    {
      preHandler: manage,
      schema: {
        tags,
        summary: 'Puts a failed message back in the queue, to be sent now',
        security: bearer,
        params: deliveryParams,
        response: { 200: deliveryItemResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await retryDelivery(app.db, request, request.params.messageId),
    }),
  );
};

export default broadcastRoutes;
