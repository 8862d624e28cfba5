import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devConsoleSignInsQuery,
  devConsoleSignInsResponse,
  devScanCodesBody,
  devScanCodesResponse,
} from '@crm/contract/dev';
import { errorBody } from '@crm/contract/envelope';
import { requireBrand } from '../brands/service';
import { demoSignIns } from '../operators/demo-sign-ins';
import { generateCodes } from '../scan-codes/service';

/**
 * POST /dev/scan-codes: bill codes worth the given points, so a member can collect points
 * through the real VerifyCustomer and RedeemQrCode calls without a store. GET
 * /dev/console-sign-ins: what the demo banner prints for the console. Never registered in
 * production.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.NODE_ENV === 'production') return;
  app.post(
    '/dev/scan-codes',
    {
      schema: {
        tags: ['Development'],
        summary: 'New bill codes for a brand (not in production)',
        body: devScanCodesBody,
        response: { 200: devScanCodesResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { brandRef, points, count, billAmount } = request.body;
      const brand = await requireBrand(app.db, brandRef);
      const { codes } = await generateCodes(app.db, {
        brandId: brand.id,
        points,
        count,
        billAmount,
      });
      return { data: { codes, points } };
    },
  );

  app.get(
    '/dev/console-sign-ins',
    {
      schema: {
        tags: ['Development'],
        summary: "The demo brand's console sign-ins, as the demo banner prints them",
        querystring: devConsoleSignInsQuery,
        response: { 200: devConsoleSignInsResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const brand = await requireBrand(app.db, request.query.brandRef);
      return { data: { sign_ins: await demoSignIns(app.db, brand.ref) } };
    },
  );
};

export default devRoutes;
