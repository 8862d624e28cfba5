import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import {
  redeemQrCodeQuery,
  redeemQrCodeResponse,
  verifyCustomerQuery,
  verifyCustomerResponse,
} from '@crm/contract/points';
import { memberOf } from '../../plugins/auth';
import { requireBrand } from '../brands/service';
import { redeemQrCode, verifyCustomer } from './service';

const scanCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/UniversalScanCode/VerifyCustomer',
    {
      schema: {
        tags: ['Points'],
        summary: "The member id behind a mobile number, for redeeming a bill's code",
        description:
          'The code must exist, be unused and its campaign running. Errors: QR_CODE_NOT_FOUND, ' +
          "QR_ALREADY_USED, POINT_CAMPAIGN_EXPIRED (message_en 'Point campaign is expired'), " +
          "INVALID_CUSTOMER (message_en 'invalid customer'), TOO_MANY_ATTEMPTS (429 with " +
          'Retry-After) past 10 tries per code or 60 per client address in 10 minutes.',
        querystring: verifyCustomerQuery,
        response: {
          200: verifyCustomerResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const brand = await requireBrand(app.db, request.query.brandRef);
      const { customerMobileNo, code } = request.query;
      const deps = { db: app.db, throttle: app.throttle };
      return {
        data: await verifyCustomer(deps, request.ip, {
          brandId: brand.id,
          mobileNo: customerMobileNo,
          code,
        }),
      };
    },
  );

  app.get(
    '/UniversalScanCode/RedeemQrCode',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['Points'],
        summary: "Redeems a bill's single-use code for the signed-in member",
        description:
          'Earns the points, the bill amount as spending and one visit. Errors: FORBIDDEN when ' +
          'customerId is not the caller, QR_CODE_NOT_FOUND, QR_ALREADY_USED (409), ' +
          'POINT_CAMPAIGN_EXPIRED and POINT_CAMPAIGN_NOT_STARTED (422).',
        security: [{ bearer: [] }],
        querystring: redeemQrCodeQuery,
        response: {
          200: redeemQrCodeResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { customerId, qrCode } = request.query;
      return { data: await redeemQrCode(app.db, member, customerId, qrCode) };
    },
  );
};

export default scanCodeRoutes;
