import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billCampaignListResponse,
  billCampaignParams,
  billCampaignRequest,
  billCampaignResponse,
  billCampaignUpdateRequest,
  billCodeBatchListResponse,
  billCodeBatchParams,
  billCodeBatchRequest,
  billCodeBatchResponse,
  billCodeCsv,
  billCodeListResponse,
  billCodeQuery,
} from '@crm/contract/earning';
import { keysetQuery } from '@crm/contract/keyset-page';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import {
  createBillCampaign,
  exportBatchCsv,
  generateBatch,
  getBatch,
  getBillCampaign,
  listBillCampaigns,
  listCampaignBatches,
  listCodesOfBatch,
  updateBillCampaign,
} from './batches';

/** /operator/earning/bill-campaigns and bill-code-batches: bill codes in the console. */
const billCodeBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Earning (console)'];
  const read = app.requireOperator('settings.read');
  const edit = app.requireOperator('earning.edit');
  const datesRule = 'A last day before the first is 400 CAMPAIGN_DATES_OUT_OF_ORDER.';

  app.get(
    '/operator/earning/bill-campaigns',
    {
      preHandler: read,
      schema: {
        tags,
        summary: "The brand's bill-code campaigns, newest first, with their codes used",
        security: bearer,
        querystring: keysetQuery,
        response: { 200: billCampaignListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await listBillCampaigns(app.db, operatorOf(request).brandId, request.query),
    }),
  );

  app.post(
    '/operator/earning/bill-campaigns',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Adds a bill-code campaign',
        description: datesRule,
        security: bearer,
        body: billCampaignRequest,
        response: { 200: billCampaignResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await createBillCampaign(app.db, request, request.body) }),
  );

  app.get(
    '/operator/earning/bill-campaigns/:campaignId',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'One bill-code campaign with its batches and codes used',
        security: bearer,
        params: billCampaignParams,
        response: { 200: billCampaignResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await getBillCampaign(app.db, operatorOf(request).brandId, request.params.campaignId),
    }),
  );

  app.patch(
    '/operator/earning/bill-campaigns/:campaignId',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Renames a bill-code campaign, moves its days or turns it on or off',
        description: `${datesRule} Another brand's campaign is 404 CAMPAIGN_NOT_FOUND.`,
        security: bearer,
        params: billCampaignParams,
        body: billCampaignUpdateRequest,
        response: { 200: billCampaignResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await updateBillCampaign(app.db, request, request.params.campaignId, request.body),
    }),
  );

  app.get(
    '/operator/earning/bill-campaigns/:campaignId/batches',
    {
      preHandler: read,
      schema: {
        tags,
        summary: "A campaign's batches of codes, newest first",
        security: bearer,
        params: billCampaignParams,
        querystring: keysetQuery,
        response: { 200: billCodeBatchListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await listCampaignBatches(
        app.db,
        operatorOf(request).brandId,
        request.params.campaignId,
        request.query,
      ),
    }),
  );

  app.post(
    '/operator/earning/bill-campaigns/:campaignId/batches',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Generates a batch of single-use codes (points, count, last day) at once',
        description:
          'The batch and all its codes are made in one transaction; codes are unique in the ' +
          'brand. A last day before today is 400 BILL_CODE_EXPIRY_PAST.',
        security: bearer,
        params: billCampaignParams,
        body: billCodeBatchRequest,
        response: { 200: billCodeBatchResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await generateBatch(app.db, request, request.params.campaignId, request.body),
    }),
  );

  app.get(
    '/operator/earning/bill-code-batches/:batchId',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'One batch: its campaign, points, count, codes used and last day',
        security: bearer,
        params: billCodeBatchParams,
        response: { 200: billCodeBatchResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await getBatch(app.db, operatorOf(request).brandId, request.params.batchId),
    }),
  );

  app.get(
    '/operator/earning/bill-code-batches/:batchId/codes',
    {
      preHandler: read,
      schema: {
        tags,
        summary: "A batch's codes in order, each with when and by which member code it was used",
        security: bearer,
        params: billCodeBatchParams,
        querystring: billCodeQuery,
        response: { 200: billCodeListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await listCodesOfBatch(
        app.db,
        operatorOf(request).brandId,
        request.params.batchId,
        request.query,
      ),
    }),
  );

  app.get(
    '/operator/earning/bill-code-batches/:batchId/codes.csv',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Downloads a batch as CSV; the download is recorded in the audit log',
        description:
          'text/csv in UTF-8 with a byte-order mark; columns code, points, bill_amount, ' +
          'expires_on, used_at, used_by (member code).',
        produces: ['text/csv'],
        security: bearer,
        params: billCodeBatchParams,
        response: { 200: billCodeCsv, ...operatorFailures },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportBatchCsv(app.db, request, request.params.batchId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default billCodeBatchRoutes;
