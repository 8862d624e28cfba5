import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuery, auditLogResponse } from '@crm/contract/audit-log';
import { errorBody } from '@crm/contract/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { listAuditLog } from './service';

/** GET /operator/audit-log (audit.read). */
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
};

export default auditRoutes;
