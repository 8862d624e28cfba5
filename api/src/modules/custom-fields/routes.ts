import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customFieldCheckQuery,
  customFieldCheckResponse,
  customFieldConfigResponse,
  customFieldListQuery,
  customFieldManagementBody,
} from '@crm/contract/custom-fields';
import { errorBody } from '@crm/contract/envelope';
import { memberOf } from '../../plugins/auth';
import { findIncompleteForms, getCustomFieldConfig, saveCustomFields } from './service';

const tags = ['Custom fields'];
const security = [{ bearer: [] }];

const customFieldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customercustomfields/list',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "The brand's profile forms with the member's answers",
        security,
        querystring: customFieldListQuery,
        response: { 200: customFieldConfigResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => ({
      data: await getCustomFieldConfig(app.db, memberOf(request), request.query.process),
    }),
  );

  app.post(
    '/customercustomfields/management',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Saves answers, all of them or none',
        security,
        body: customFieldManagementBody,
        response: {
          200: customFieldConfigResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => ({
      data: await saveCustomFields(app.db, memberOf(request), request.body),
    }),
  );

  app.get(
    '/customercustomfields/check-info',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Forms of a process that still miss a required answer',
        security,
        querystring: customFieldCheckQuery,
        response: { 200: customFieldCheckResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => ({
      data: {
        list_form: await findIncompleteForms(app.db, memberOf(request), request.query.process),
      },
    }),
  );
};

export default customFieldRoutes;
