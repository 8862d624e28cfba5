import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { welcomeCampaignRequest, welcomeCampaignResponse } from '@crm/contract/earning';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import { getWelcomeCampaign, updateWelcomeCampaign } from './setup';

/** /operator/earning/welcome: the welcome campaign in the console. */
const welcomeSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Earning (console)'];

  app.get(
    '/operator/earning/welcome',
    {
      preHandler: app.requireOperator('settings.read'),
      schema: {
        tags,
        summary: 'The welcome campaign: points, running days, on or off, members welcomed',
        description: 'campaign_id is null, with suggested values, before the first save.',
        security: bearer,
        response: { 200: welcomeCampaignResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await getWelcomeCampaign(app.db, operatorOf(request).brandId) }),
  );

  app.put(
    '/operator/earning/welcome',
    {
      preHandler: app.requireOperator('earning.edit'),
      schema: {
        tags,
        summary: 'Sets the welcome campaign',
        description:
          'A last day before the first is 400 CAMPAIGN_DATES_OUT_OF_ORDER. Members welcomed ' +
          'before are not welcomed again.',
        security: bearer,
        body: welcomeCampaignRequest,
        response: { 200: welcomeCampaignResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await updateWelcomeCampaign(app.db, request, request.body) }),
  );
};

export default welcomeSetupRoutes;
