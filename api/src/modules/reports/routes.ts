import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reportCsv,
  reportCsvParams,
  reportCsvQuery,
  reportDashboardResponse,
  reportRangeQuery,
  reportSettingsRequest,
  reportSettingsResponse,
} from '@crm/contract/reports';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import { exportReportCsv } from './csv';
import { dashboardOf, reportSettingsOf, updateReportSettings } from './service';

/** /operator/reports: the dashboard, its tables as CSV, and what a point is worth. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Reports'];
  const read = app.requireOperator('reports.read');

  app.get(
    '/operator/reports/dashboard',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The programme over a range of Bangkok days: members, points, redemptions, tiers',
        description:
          'Range figures come from the daily rollups the reports job keeps (every minute); ' +
          'members, tiers, consent and outstanding points from its snapshot at `as_of`. ' +
          "A manager's branch and cashier tables cover their own branches.",
        security: bearer,
        querystring: reportRangeQuery,
        response: { 200: reportDashboardResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await dashboardOf(app.db, request, request.query) }),
  );

  app.get(
    '/operator/reports/csv/:table',
    {
      preHandler: read,
      schema: {
        tags,
        summary: "Downloads one of the dashboard's tables as CSV; recorded in the audit log",
        description:
          'text/csv in UTF-8 with a byte-order mark; headers in Thai and English, days as ' +
          'yyyy-MM-dd, amounts in baht. Tables: summary, days, privileges, packages, branches, ' +
          'cashiers, tiers, consent.',
        produces: ['text/csv'],
        security: bearer,
        params: reportCsvParams,
        querystring: reportCsvQuery,
        response: { 200: reportCsv, ...operatorFailures },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportReportCsv(
        app.db,
        request,
        request.params.table,
        request.query,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/operator/reports/settings',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'What one point is worth, in baht, for the liability of outstanding points',
        security: bearer,
        response: { 200: reportSettingsResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await reportSettingsOf(app.db, operatorOf(request).brandId),
    }),
  );

  app.put(
    '/operator/reports/settings',
    {
      preHandler: app.requireOperator('earning.edit'),
      schema: {
        tags,
        summary: 'Sets what one point is worth (owner, admin); recorded in the audit log',
        security: bearer,
        body: reportSettingsRequest,
        response: { 200: reportSettingsResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await updateReportSettings(app.db, request, request.body) }),
  );
};

export default reportRoutes;
