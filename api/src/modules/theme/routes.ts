import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandRefQuery, errorBody } from '@crm/contract/envelope';
import { getLogoResponse, getThemeResponse } from '@crm/contract/theme';
import { requireBrand } from '../brands/service';
import { getLogos, getTheme } from './service';

const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Theme/GetTheme',
    {
      schema: {
        tags: ['Theme'],
        summary: 'Brand colours, settings and theme images',
        querystring: brandRefQuery,
        response: { 200: getThemeResponse, 404: errorBody },
      },
    },
    async (request) => {
      const brand = await requireBrand(app.db, request.query.brandRef);
      return { data: { resp: await getTheme(app.db, brand, request.log) } };
    },
  );

  app.get(
    '/Theme/GetLogo',
    {
      schema: {
        tags: ['Theme'],
        summary: 'Login logo (index 0) and home logo (index 1)',
        querystring: brandRefQuery,
        response: { 200: getLogoResponse, 404: errorBody },
      },
    },
    async (request) => {
      const brand = await requireBrand(app.db, request.query.brandRef);
      return { data: { resp: { imagelist: await getLogos(app.db, brand) } } };
    },
  );
};

export default themeRoutes;
