import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { earnRuleRequest, earnRuleResponse } from '@crm/contract/earning';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import { getEarnRule, updateEarnRule } from './service';

/** /operator/earning/earn-rule: how a bill at the store turns into points. */
const earningRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Earning (console)'];

  app.get(
    '/operator/earning/earn-rule',
    {
      preHandler: app.requireOperator('settings.read'),
      schema: {
        tags,
        summary: 'Baht per point, rounding, minimum bill and every tier with its multiplier',
        description: 'A brand that never set its rule earns 1 point per 25 baht, rounded down.',
        security: bearer,
        response: { 200: earnRuleResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await getEarnRule(app.db, operatorOf(request).brandId) }),
  );

  app.put(
    '/operator/earning/earn-rule',
    {
      preHandler: app.requireOperator('earning.edit'),
      schema: {
        tags,
        summary: 'Sets the earn rule and the tier multipliers',
        description:
          'Points = bill × multiplier ÷ baht per point, rounded once as chosen (floor, round ' +
          'half up, ceil); a bill below the minimum earns nothing. Amounts have at most two ' +
          'decimals. Tiers left out earn at 1x; a tier not of the brand is 404 TIER_NOT_FOUND.',
        security: bearer,
        body: earnRuleRequest,
        response: { 200: earnRuleResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await updateEarnRule(app.db, request, request.body) }),
  );
};

export default earningRoutes;
