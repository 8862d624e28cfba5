import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importCheckQuery,
  importCheckResponse,
  importListQuery,
  importListResponse,
  importParams,
  importTemplateCsv,
  memberImportResponse,
} from '@crm/contract/member-import';
import { errorBody } from '@crm/contract/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import { acceptCsvBodies, csvBodyOf, CSV_TYPES, readCsvBody } from './csv-body';
import {
  checkImport,
  commitImport,
  getMemberImport,
  listMemberImports,
  runImport,
} from './service';
import { TEMPLATE_CSV } from './template';

/** /console/member-imports: members brought over from a brand's old system, from a CSV. */
const memberImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Members (console)'];
  const mayImport = app.requireOperator('members.import');
  acceptCsvBodies(app);

  app.get(
    '/console/member-imports/template.csv',
    {
      preHandler: mayImport,
      schema: {
        tags,
        summary: 'A CSV with the columns an import reads and two example rows',
        security: bearer,
        produces: ['text/csv'],
        response: { 200: importTemplateCsv, ...operatorFailures },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="members-template.csv"')
        .send(TEMPLATE_CSV),
  );

  app.post(
    '/console/member-imports',
    {
      // The operator is checked before a file of up to 25 MB is read.
      preValidation: [mayImport, readCsvBody],
      schema: {
        tags,
        summary: 'Checks a CSV of members (the dry run): every row, changing no member',
        description:
          "The body is the file itself (text/csv, UTF-8 or Thai Excel's Windows-874, at most " +
          '25 MB and 200,000 rows). Columns: mobile_no (required), first_name, last_name, ' +
          'birth_date, gender, email, opening_points, points_expire_on, tier. The answer counts ' +
          'rows ready, already members and with problems, and lists the problems.',
        consumes: CSV_TYPES,
        security: bearer,
        querystring: importCheckQuery,
        response: { 200: importCheckResponse, ...operatorFailures, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => ({
      data: await checkImport(app.db, request, csvBodyOf(request), request.query.file_name),
    }),
  );

  app.get(
    '/console/member-imports',
    {
      preHandler: mayImport,
      schema: {
        tags,
        summary: "The brand's imports, newest first",
        security: bearer,
        querystring: importListQuery,
        response: { 200: importListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await listMemberImports(app.db, operatorOf(request).brandId, request.query),
    }),
  );

  app.get(
    '/console/member-imports/:importId',
    {
      preHandler: mayImport,
      schema: {
        tags,
        summary: "An import and its progress, for the console's progress bar",
        security: bearer,
        params: importParams,
        response: { 200: memberImportResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await getMemberImport(app.db, operatorOf(request).brandId, request.params.importId),
    }),
  );

  app.post(
    '/console/member-imports/:importId/commit',
    {
      preHandler: mayImport,
      schema: {
        tags,
        summary: 'Creates the members of a checked import, in the background',
        description:
          'Members whose mobile number is a member already are left as they are, so the same ' +
          'file twice changes nothing. Committing a running or finished import answers it as it is.',
        security: bearer,
        params: importParams,
        response: { 200: memberImportResponse, ...operatorFailures },
      },
    },
    async (request) => {
      const started = await commitImport(app.db, request, request.params.importId);
      if (started.status === 'importing') {
        const { brandId } = operatorOf(request);
        void runImport(app.db, brandId, started.id, { log: app.log });
      }
      return { data: started };
    },
  );
};

export default memberImportRoutes;
