import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import { idempotencyHeaders, transactionBody } from '@crm/contract/offers';
import {
  boughtPackage,
  issuePackageBody,
  issuePackageResponse,
  packageDetailQuery,
  packageDetailResponse,
  packageHistoryDetailResponse,
  packageHistoryRequest,
  packageHistoryResponse,
  packageListRequest,
  packageListResponse,
  usePackageResponse,
  usedPackage,
} from '@crm/contract/packages';
import { memberOf } from '../../plugins/auth';
import { idempotentRouteNote, replyIdempotently } from '../idempotency/service';
import {
  buyPackage,
  getPackageDetail,
  getPackageHistory,
  getPackageHistoryDetail,
  getPackageList,
  usePackage,
} from './service';

const memberRoute = { tags: ['Packages'], security: [{ bearer: [] }] };
const failures = { 400: errorBody, 401: errorBody, 404: errorBody };

const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/package/List',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: 'Packages on sale now, with is_issuable and missing points',
        body: packageListRequest,
        response: { 200: packageListResponse, ...failures },
      },
    },
    async (request) => ({ data: await getPackageList(app.db, memberOf(request), request.body) }),
  );

  app.get(
    '/package/Detail',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: "A package's uses, sale window, stock and the member's purchases of it",
        querystring: packageDetailQuery,
        response: { 200: packageDetailResponse, ...failures },
      },
    },
    async (request) => ({
      data: await getPackageDetail(app.db, memberOf(request), request.query.packageId),
    }),
  );

  app.post(
    '/package/Issue',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: 'Buy packages with points',
        description: idempotentRouteNote,
        headers: idempotencyHeaders,
        body: issuePackageBody,
        response: { 200: issuePackageResponse, ...failures, 422: errorBody },
      },
    },
    async (request, reply) =>
      replyIdempotently(request, reply, 'package.issue', boughtPackage, (tx, auth) =>
        buyPackage(
          tx,
          auth,
          { packageId: request.body.Package_Id, amount: request.body.Amount },
          new Date(),
        ),
      ),
  );

  app.post(
    '/package/Use',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: 'Take one use of a bought package and get the code to show at the store',
        description: idempotentRouteNote,
        headers: idempotencyHeaders,
        body: transactionBody,
        response: { 200: usePackageResponse, ...failures, 422: errorBody },
      },
    },
    async (request, reply) =>
      replyIdempotently(request, reply, 'package.use', usedPackage, (tx, auth) =>
        usePackage(tx, auth, request.body.Transaction_Id, new Date()),
      ),
  );

  app.post(
    '/Customer/History/Package',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: "The member's bought packages, newest first",
        body: packageHistoryRequest,
        response: { 200: packageHistoryResponse, ...failures },
      },
    },
    async (request) => ({
      data: await getPackageHistory(app.db, memberOf(request), request.body),
    }),
  );

  app.post(
    '/Customer/History/Package/Detail',
    {
      preHandler: app.requireMember,
      schema: {
        ...memberRoute,
        summary: 'One bought package of the member, with the codes issued from it',
        body: transactionBody,
        response: { 200: packageHistoryDetailResponse, ...failures },
      },
    },
    async (request) => ({
      data: await getPackageHistoryDetail(app.db, memberOf(request), request.body.Transaction_Id),
    }),
  );
};

export default packageRoutes;
