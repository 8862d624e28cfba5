import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import { welcomeIssueResponse } from '@crm/contract/points';
import { memberOf } from '../../plugins/auth';
import { issueWelcome } from './service';

const welcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/WelcomeCampaign/Issue',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['Points'],
        summary: "Gives the brand's welcome points once per member",
        description: 'point_earn is 0 when the welcome was already given or no campaign runs.',
        security: [{ bearer: [] }],
        response: { 200: welcomeIssueResponse, 401: errorBody },
      },
    },
    async (request) => {
      const { brandId, memberId } = memberOf(request);
      return { data: await issueWelcome(app.db, brandId, memberId) };
    },
  );
};

export default welcomeRoutes;
