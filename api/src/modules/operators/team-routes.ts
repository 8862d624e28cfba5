import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keysetQuery } from '@crm/contract/keyset-page';
import {
  branchCreateRequest,
  branchListResponse,
  branchParams,
  branchResponse,
  branchUpdateRequest,
  operatorCreateRequest,
  operatorParams,
  operatorUpdateRequest,
  operatorWithPasswordResponse,
  passwordResetRequest,
  teamOperatorListResponse,
  teamOperatorResponse,
} from '@crm/contract/operator-team';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from './routes';
import {
  createBranch,
  createTeamOperator,
  listBrandBranches,
  listTeam,
  resetTeamOperatorPassword,
  updateBrandBranch,
  updateTeamOperator,
} from './team';

/** The brand's team: /operator/team/operators and /operator/team/branches. */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Operator team'];

  app.get(
    '/operator/team/operators',
    {
      preHandler: app.requireOperator('team.manage'),
      schema: {
        tags,
        summary: "The brand's operators, with their roles and branches, by id",
        security: bearer,
        querystring: keysetQuery,
        response: { 200: teamOperatorListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await listTeam(app.db, operatorOf(request).brandId, request.query),
    }),
  );

  app.post(
    '/operator/team/operators',
    {
      preHandler: app.requireOperator('team.manage'),
      schema: {
        tags,
        summary: 'Adds an operator with a one-time password, answered once',
        description:
          'Only an owner adds an owner (403 OPERATOR_OWNER_ONLY). Managers and cashiers need ' +
          'at least one branch, owners and admins take none (400 OPERATOR_BRANCHES_INVALID). ' +
          'A login in use in any brand answers 409 OPERATOR_LOGIN_TAKEN.',
        security: bearer,
        body: operatorCreateRequest,
        response: { 200: operatorWithPasswordResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await createTeamOperator(app.db, request, request.body) }),
  );

  app.patch(
    '/operator/team/operators/:operatorId',
    {
      preHandler: app.requireOperator('team.manage'),
      schema: {
        tags,
        summary: "Changes an operator's name, role, branches or disabled state",
        description:
          'Only an owner changes an owner or makes one (403 OPERATOR_OWNER_ONLY); the last ' +
          'owner stays an owner (409 OPERATOR_LAST_OWNER); nobody disables or re-roles ' +
          'themselves (409 OPERATOR_SELF_CHANGE). Disabling ends the sessions at once.',
        security: bearer,
        params: operatorParams,
        body: operatorUpdateRequest,
        response: { 200: teamOperatorResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await updateTeamOperator(app.db, request, request.params.operatorId, request.body),
    }),
  );

  app.post(
    '/operator/team/operators/:operatorId/reset-password',
    {
      preHandler: app.requireOperator('team.manage'),
      schema: {
        tags,
        summary: 'Gives an operator a new one-time password; their sessions end',
        security: bearer,
        params: operatorParams,
        body: passwordResetRequest,
        response: { 200: operatorWithPasswordResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await resetTeamOperatorPassword(app.db, request, request.params.operatorId, {
        resetTotp: request.body.reset_totp,
      }),
    }),
  );

  app.get(
    '/operator/team/branches',
    {
      preHandler: app.requireOperator('branches.read'),
      schema: {
        tags,
        summary: "The brand's branches, by id",
        security: bearer,
        querystring: keysetQuery,
        response: { 200: branchListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await listBrandBranches(app.db, operatorOf(request).brandId, request.query),
    }),
  );

  app.post(
    '/operator/team/branches',
    {
      preHandler: app.requireOperator('team.manage'),
      schema: {
        tags,
        summary: 'Adds a branch (409 BRANCH_REF_TAKEN when the brand has its ref)',
        security: bearer,
        body: branchCreateRequest,
        response: { 200: branchResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await createBranch(app.db, request, request.body) }),
  );

  app.patch(
    '/operator/team/branches/:branchRef',
    {
      preHandler: app.requireOperator('team.manage'),
      schema: {
        tags,
        summary: 'Renames a branch or turns it off (its staff then no longer work there)',
        security: bearer,
        params: branchParams,
        body: branchUpdateRequest,
        response: { 200: branchResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await updateBrandBranch(app.db, request, request.params.branchRef, request.body),
    }),
  );
};

export default teamRoutes;
