import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogQuery, auditLogResponse } from '@crm/contract/audit-log';
import { errorBody } from '@crm/contract/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { exportAuditLogCsv } from './csv';
import { listAuditLog } from './service';

/** GET /operator/audit-log and its CSV (audit.read). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/audit-log',
    {
      preHandler: app.requireOperator('audit.read'),
      schema: {
        tags: ['Operator team'],
        summary: "The brand's audit log, newest first, by operator, action, target and dates",
        description:
          '`action` ending in a dot matches every action it begins (`team.`); dates are ' +
          'Bangkok days, both ends included. Pages follow `next_cursor`.',
        security: [{ bearer: [] }],
        querystring: auditLogQuery,
        response: {
          200: auditLogResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => ({
      data: await listAuditLog(app.db, operatorOf(request).brandId, request.query),
    }),
  );

  app.get(
    '/operator/audit-log.csv',
    {
      preHandler: app.requireOperator('audit.read'),
      schema: {
        tags: ['Operator team'],
        summary: 'The filtered audit log as CSV; the download is recorded in the log',
        description:
          'The filters of GET /operator/audit-log (a cursor starts below that entry; the limit ' +
          'is not used), newest first, at most 50,000 entries. text/csv in UTF-8 with a ' +
          'byte-order mark; times in ISO (UTC); the fields each change touched, not their values.',
        produces: ['text/csv'],
        security: [{ bearer: [] }],
        querystring: auditLogQuery,
        response: {
          200: z.string(),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportAuditLogCsv(app.db, request, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default auditRoutes;
