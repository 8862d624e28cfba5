import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import {
  membershipInfoResponse,
  membershipProgressResponse,
  membershipSystemResponse,
  tierCriteriaResponse,
  tierListResponse,
} from '@crm/contract/membership';
import { memberOf } from '../../plugins/auth';
import {
  getMembershipInfo,
  getMembershipProgress,
  getTierCriteria,
  isOpenSystem,
  listTiers,
} from './service';

const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = {
    preHandler: app.requireMember,
    tags: ['Membership'],
    security: [{ bearer: [] }],
  };

  app.get(
    '/customer/membership-tier/system',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        security: common.security,
        summary: 'Whether the brand runs without tiers (open system)',
        response: { 200: membershipSystemResponse, 401: errorBody },
      },
    },
    async (request) => {
      const { brandId } = memberOf(request);
      return { data: { is_opensystem: await isOpenSystem(app.db, brandId) } };
    },
  );

  app.get(
    '/customer/membership-tier/info',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        security: common.security,
        summary: "The member's tier, its end and the progress towards the next one",
        response: { 200: membershipInfoResponse, 401: errorBody },
      },
    },
    async (request) => {
      const { brandId, memberId } = memberOf(request);
      return { data: await getMembershipInfo(app.db, brandId, memberId) };
    },
  );

  app.get(
    '/customer/membership-tier/criteria',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        security: common.security,
        summary: "Rules out of the member's tier with the member's standing on each condition",
        description: 'Upgrade rules, or the keep rules when the member is on the last tier.',
        response: { 200: tierCriteriaResponse, 401: errorBody },
      },
    },
    async (request) => {
      const { brandId, memberId } = memberOf(request);
      return { data: await getTierCriteria(app.db, brandId, memberId) };
    },
  );

  app.get(
    '/customer/membership-tier/criteria-item',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        security: common.security,
        summary: 'The tier card progress: payload[0].conditionList',
        response: { 200: membershipProgressResponse, 401: errorBody },
      },
    },
    async (request) => {
      const { brandId, memberId } = memberOf(request);
      return { data: await getMembershipProgress(app.db, brandId, memberId) };
    },
  );

  app.get(
    '/customer/membership-tier/list',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        security: common.security,
        summary: "Every tier of the member's brand, entry tier first",
        response: { 200: tierListResponse, 401: errorBody },
      },
    },
    async (request) => {
      const { brandId } = memberOf(request);
      return { data: await listTiers(app.db, brandId) };
    },
  );
};

export default membershipRoutes;
