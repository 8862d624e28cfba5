import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devScanCodesBody, devScanCodesResponse } from '@crm/contract/dev';
import { errorBody } from '@crm/contract/envelope';
import { requireBrand } from '../brands/service';
import { generateCodes } from '../scan-codes/service';

/**
 * POST /dev/scan-codes: bill codes worth the given points, so a member can collect points
 * through the real VerifyCustomer and RedeemQrCode calls without a store. Never registered in
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
};

export default devRoutes;
