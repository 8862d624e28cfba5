import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROFILE_IMAGE_FIELD,
  profileResponse,
  updateCustomerInfoBody,
} from '@crm/contract/customer';
import { customFieldConfigResponse } from '@crm/contract/custom-fields';
import { errorBody } from '@crm/contract/envelope';
import { z } from 'zod';
import { memberOf } from '../../plugins/auth';
import { getCustomFieldConfig } from '../custom-fields/service';
import { formBody, uploadedFile } from '../../lib/form-body';
import { getProfile, updateProfile } from './service';

const tags = ['Customer'];
const security = [{ bearer: [] }];

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Customer/info',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "The signed-in member's profile",
        security,
        querystring: z.object({}),
        response: { 200: profileResponse, 401: errorBody },
      },
    },
    async (request) => ({ data: await getProfile(app.db, memberOf(request)) }),
  );

  app.post(
    '/Customer/UpdateCustomerInfo',
    {
      // Authenticate before a multipart body (up to a 5 MB photo) is read.
      preValidation: [app.requireMember, formBody],
      schema: {
        tags,
        summary: 'Updates the profile, address and photo',
        description: `Multipart form with an optional \`${PROFILE_IMAGE_FIELD}\` file (JPEG, PNG, WebP or HEIF, at most 5 MB), or JSON without it.`,
        consumes: ['multipart/form-data', 'application/json'],
        security,
        body: updateCustomerInfoBody,
        response: {
          200: profileResponse,
          400: errorBody,
          401: errorBody,
          413: errorBody,
          415: errorBody,
        },
      },
    },
    async (request) => {
      const photo = uploadedFile(request, PROFILE_IMAGE_FIELD);
      return {
        data: await updateProfile(
          app.db,
          app.storage,
          memberOf(request),
          request.body,
          photo?.bytes,
        ),
      };
    },
  );

  app.get(
    '/Customer/DynamicInfoConfig',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "Every custom-field form with the member's answers (profile page)",
        security,
        querystring: z.object({}),
        response: { 200: customFieldConfigResponse, 401: errorBody },
      },
    },
    async (request) => ({ data: await getCustomFieldConfig(app.db, memberOf(request)) }),
  );
};

export default customerRoutes;
