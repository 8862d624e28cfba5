import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandRefQuery, errorBody } from '@crm/contract/envelope';
import { navigationListResponse } from '@crm/contract/navigation';
import { requireBrand } from '../brands/service';
import { getNavigation } from './service';

const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/navigation/list',
    {
      schema: {
        tags: ['Navigation'],
        summary: 'Side-menu entries of a brand, hidden ones flagged with is_display false',
        querystring: brandRefQuery,
        response: { 200: navigationListResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const brand = await requireBrand(app.db, request.query.brandRef);
      return { data: { nav_bar: await getNavigation(app.db, brand) } };
    },
  );
};

export default navigationRoutes;
