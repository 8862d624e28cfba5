import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lineSettingsRequest, lineSettingsResponse } from '@crm/contract/line-settings';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import { lineSettingsView, updateLineSettings } from './service';

/** /console/line-settings: the brand's LINE Login, LIFF and Messaging API channels. */
const lineSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['LINE and messages (console)'];

  app.get(
    '/console/line-settings',
    {
      preHandler: app.requireOperator('settings.read'),
      schema: {
        tags,
        summary: "The brand's LINE channels; secrets only as whether they are set",
        security: bearer,
        response: { 200: lineSettingsResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await lineSettingsView(app.db, operatorOf(request).brandId) }),
  );

  app.put(
    '/console/line-settings',
    {
      preHandler: app.requireOperator('messages.manage'),
      schema: {
        tags,
        summary: "Sets the brand's LINE channels; a secret left out is kept, null removes it",
        security: bearer,
        body: lineSettingsRequest,
        response: { 200: lineSettingsResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await updateLineSettings(app.db, app.channelSecretKey, request, request.body),
    }),
  );
};

export default lineSettingsRoutes;
