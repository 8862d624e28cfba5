import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import { idempotencyHeaders, transactionBody } from '@crm/contract/offers';
import {
  defaultImageResponse,
  issueCodeBody,
  issueCodeResponse,
  issuePrivilegeBody,
  issuePrivilegeResponse,
  issuedPrivilege,
  privilegeCategoryResponse,
  privilegeDetailQuery,
  privilegeDetailResponse,
  privilegeHistoryDetailResponse,
  privilegeHistoryRequest,
  privilegeHistoryResponse,
  privilegeListRequest,
  privilegeListResponse,
  privilegeSystemType,
} from '@crm/contract/privileges';
import { memberOf } from '../../plugins/auth';
import { idempotentRouteNote, replyIdempotently } from '../idempotency/service';
import { getIssueCode, getPrivilegeHistory, getPrivilegeHistoryDetail } from './history';
import { issuePrivilege } from './issue';
import { getCategories, getDefaultImage, getPrivilegeDetail, getPrivilegeList } from './service';

const memberRoute = { tags: ['Privileges'], security: [{ bearer: [] }] };
const failures = { 400: errorBody, 401: errorBody, 404: errorBody };

const privilegeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/privilege/List',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: 'Privileges the member can redeem now, with is_issuable and missing points',
        body: privilegeListRequest,
        response: { 200: privilegeListResponse, ...failures },
      },
    },
    async (request) => {
      const { where } = request.body;
      const systemType = Number(where.Privilege_System_Type ?? privilegeSystemType.everyone);
      return {
        data: await getPrivilegeList(app.db, memberOf(request), request.body, systemType),
      };
    },
  );

  app.post(
    '/Privilege/ForYou/List',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: "Privileges for the member's tier (Privilege_System_Type 2)",
        body: privilegeListRequest,
        response: { 200: privilegeListResponse, ...failures },
      },
    },
    async (request) => ({
      data: await getPrivilegeList(
        app.db,
        memberOf(request),
        request.body,
        privilegeSystemType.forYou,
      ),
    }),
  );

  app.get(
    '/privilege/Detail',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: "A privilege's conditions, dates, stock and the member's use of it",
        querystring: privilegeDetailQuery,
        response: { 200: privilegeDetailResponse, ...failures },
      },
    },
    async (request) => ({
      data: await getPrivilegeDetail(app.db, memberOf(request), request.query.privilegeId),
    }),
  );

  app.get(
    '/privilege/Category',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: 'Privilege categories, when the brand shows them',
        response: { 200: privilegeCategoryResponse, 401: errorBody },
      },
    },
    async (request) => ({ data: await getCategories(app.db, memberOf(request), request.log) }),
  );

  app.get(
    '/privilege/getdefaultimage',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: 'Picture for privileges without their own image',
        response: { 200: defaultImageResponse, 401: errorBody },
      },
    },
    async (request) => ({ data: await getDefaultImage(app.db, memberOf(request)) }),
  );

  app.post(
    '/privilege/Issue',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: 'Redeem a privilege with points and get the code to show at the store',
        description: idempotentRouteNote,
        headers: idempotencyHeaders,
        body: issuePrivilegeBody,
        response: { 200: issuePrivilegeResponse, ...failures, 422: errorBody },
      },
    },
    async (request, reply) =>
      replyIdempotently(request, reply, 'privilege.issue', issuedPrivilege, (tx, auth) =>
        issuePrivilege(
          tx,
          auth,
          { privilegeId: request.body.Privilege_Id, amount: request.body.Amount },
          new Date(),
        ),
      ),
  );

  app.post(
    '/Customer/History/Privilege',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: "The member's redeemed privileges, newest first",
        body: privilegeHistoryRequest,
        response: { 200: privilegeHistoryResponse, ...failures },
      },
    },
    async (request) => ({
      data: await getPrivilegeHistory(app.db, memberOf(request), request.body),
    }),
  );

  app.post(
    '/Customer/History/Privileg/GetIssueCode',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: 'The code of a redeemed privilege and how long it can be shown',
        body: issueCodeBody,
        response: { 200: issueCodeResponse, ...failures },
      },
    },
    async (request) => ({
      data: await getIssueCode(app.db, memberOf(request), {
        transactionId: request.body.Transaction_Id,
        amount: request.body.Amount,
      }),
    }),
  );

  app.post(
    '/Customer/History/Privileg/Detail',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: 'One redeemed privilege of the member',
        body: transactionBody,
        response: { 200: privilegeHistoryDetailResponse, ...failures },
      },
    },
    async (request) => ({
      data: await getPrivilegeHistoryDetail(app.db, memberOf(request), request.body.Transaction_Id),
    }),
  );
};

export default privilegeRoutes;
