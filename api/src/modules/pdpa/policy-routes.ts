import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  policyDraftRequest,
  policyListQuery,
  policyListResponse,
  policyParams,
  policyVersionResponse,
} from '@crm/contract/privacy-policies';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import {
  createPolicyDraft,
  getPolicyVersion,
  listPolicyVersions,
  publishPolicy,
  updatePolicyDraft,
} from './policies';

/** /operator/privacy/policies: the brand's privacy policy versions (privacy.edit). */
const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireOperator('privacy.edit');
  const tags = ['Privacy policy'];
  const answer = { 200: policyVersionResponse, ...operatorFailures };

  app.get(
    '/operator/privacy/policies',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "The brand's policy versions, newest first, with members' consent to each",
        description:
          'For each published version: members whose latest answer to it is consent, ' +
          'withdrawal, and the rest (not yet). Pages follow `next_cursor`.',
        security: bearer,
        querystring: policyListQuery,
        response: { 200: policyListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await listPolicyVersions(app.db, operatorOf(request).brandId, request.query),
    }),
  );

  app.get(
    '/operator/privacy/policies/:policyId',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'One version with its consent counts',
        security: bearer,
        params: policyParams,
        response: answer,
      },
    },
    async (request) => ({
      data: await getPolicyVersion(app.db, operatorOf(request).brandId, request.params.policyId),
    }),
  );

  app.post(
    '/operator/privacy/policies',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Writes a new draft version in Thai and English',
        description:
          'Numbered after the newest version. One draft at a time (409 PDPA_DRAFT_EXISTS); ' +
          'each version has its own reference (409 PDPA_REFERENCE_TAKEN).',
        security: bearer,
        body: policyDraftRequest,
        response: answer,
      },
    },
    async (request) => ({ data: await createPolicyDraft(app.db, request, request.body) }),
  );

  app.put(
    '/operator/privacy/policies/:policyId',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Changes a draft; a published version never changes (409 PDPA_VERSION_PUBLISHED)',
        security: bearer,
        params: policyParams,
        body: policyDraftRequest,
        response: answer,
      },
    },
    async (request) => ({
      data: await updatePolicyDraft(app.db, request, request.params.policyId, request.body),
    }),
  );

  app.post(
    '/operator/privacy/policies/:policyId/publish',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Publishes a draft: members read it now and each is asked to consent again',
        security: bearer,
        params: policyParams,
        response: answer,
      },
    },
    async (request) => ({
      data: await publishPolicy(app.db, request, request.params.policyId),
    }),
  );
};

export default policyRoutes;
