import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import { layoutDisplayQuery, layoutDisplayResponse } from '@crm/contract/app-config';
import { getLayoutDisplay, layoutBrand } from './service';

const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dynamicdisplay/LayoutDisplay',
    {
      preHandler: app.optionalMember,
      schema: {
        tags: ['App config'],
        summary: 'Home layout: cover page, section defaults and the sections to render',
        description:
          'Public. The brand comes from brandRef, or from the bearer token when brandRef is left out.',
        security: [{}, { bearer: [] }],
        querystring: layoutDisplayQuery,
        response: { 200: layoutDisplayResponse, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const brand = await layoutBrand(app.db, request.query.brandRef, request.member);
      return { data: await getLayoutDisplay(app.db, brand, request.log) };
    },
  );
};

export default appConfigRoutes;
