import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import {
  TIER_PICTURE_FIELD,
  tierLadderRequest,
  tierLadderResponse,
  tierPictureParams,
  tierPreviewResponse,
  tierSetupResponse,
} from '@crm/contract/tier-setup';
import { formBody, uploadedFile } from '../../lib/form-body';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import { getTierLadder, previewTierLadder, replaceTierPicture, saveTierLadder } from './tier-setup';

const tags = ['Tiers (console)'];

const ladderRules =
  'Refused, changing nothing, with a Thai and English message naming the tier: ranks not ' +
  'running 1..n once each (TIER_ORDER_GAP), a tier or code twice (TIER_DUPLICATE), a threshold ' +
  'below 0 (TIER_THRESHOLD_NEGATIVE), a condition with both period_days and period_until ' +
  '(TIER_PERIOD_CONFLICT), criteria on the entry tier (TIER_ENTRY_CRITERIA), criteria naming no ' +
  'condition (TIER_CONDITION_REQUIRED), a tier easier to reach than the one below ' +
  '(TIER_EASIER_THAN_LOWER), a tier_id not of the brand (404 TIER_NOT_FOUND).';

/** /operator/tiers: the brand's tier ladder in the console. */
const tierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/tiers',
    {
      preHandler: app.requireOperator('settings.read'),
      schema: {
        tags,
        summary: 'Every tier of the brand, entry tier first, with its criteria and members',
        security: bearer,
        response: { 200: tierLadderResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await getTierLadder(app.db, operatorOf(request).brandId) }),
  );

  app.post(
    '/operator/tiers/preview',
    {
      preHandler: app.requireOperator('tiers.edit'),
      schema: {
        tags,
        summary: 'How many members each tier would hold under a ladder, before saving it',
        description:
          'Read-only. Each member is placed on the highest tier whose upgrade criteria, and those ' +
          'of every tier below, their earns meet, each condition counted over its period up to ' +
          'now (the last N days, up to a fixed day, or everything). ' +
          ladderRules,
        security: bearer,
        body: tierLadderRequest,
        response: { 200: tierPreviewResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await previewTierLadder(app.db, operatorOf(request).brandId, request.body),
    }),
  );

  app.put(
    '/operator/tiers',
    {
      preHandler: app.requireOperator('tiers.edit'),
      schema: {
        tags,
        summary: 'Saves the whole ladder: names, benefits, periods, criteria and order',
        description:
          'Tiers named by tier_id change, new ones (tier_id null) are added, tiers left out are ' +
          'removed unless members hold them (409 TIER_IN_USE). Members keep their tier and move ' +
          'under the new criteria at their next earn or tier review. ' +
          ladderRules,
        security: bearer,
        body: tierLadderRequest,
        response: { 200: tierLadderResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await saveTierLadder(app.db, request, request.body) }),
  );

  app.put(
    '/operator/tiers/:tierId/pictures/:slot',
    {
      // The operator is checked before a body of up to 5 MB is read.
      preValidation: [app.requireOperator('tiers.edit'), formBody],
      schema: {
        tags,
        summary: "Replaces a tier's card image or icon",
        description:
          `Multipart form with the picture in \`${TIER_PICTURE_FIELD}\`: JPEG, PNG, WebP or ` +
          'HEIF, at most 5 MB (413 IMAGE_TOO_LARGE; not an image: 415 IMAGE_UNSUPPORTED; none: ' +
          '400 IMAGE_REQUIRED), stored re-encoded as WebP.',
        consumes: ['multipart/form-data'],
        security: bearer,
        params: tierPictureParams,
        response: {
          200: tierSetupResponse,
          ...operatorFailures,
          413: errorBody,
          415: errorBody,
        },
      },
    },
    async (request) => ({
      data: await replaceTierPicture(
        app.db,
        app.storage,
        request,
        request.params.tierId,
        request.params.slot,
        uploadedFile(request, TIER_PICTURE_FIELD),
      ),
    }),
  );
};

export default tierRoutes;
