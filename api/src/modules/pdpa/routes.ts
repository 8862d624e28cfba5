import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@crm/contract/envelope';
import {
  SMS_CONSENT_LINK_PATH,
  pdpaDetailResponse,
  pdpaInfoQuery,
  pdpaInfoResponse,
  smsConsentBody,
  smsConsentResponse,
  smsLinkToken,
  updatePdpaBody,
  updatePdpaResponse,
} from '@crm/contract/pdpa';
import { memberOf } from '../../plugins/auth';
import { formBody } from '../../lib/form-body';
import {
  consentBySms,
  getPdpaInfo,
  getSmsConsentDetail,
  recordAppConsent,
  smsConsentPageFor,
} from './service';

const tags = ['PDPA'];

const pdpaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pdpa/info',
    {
      schema: {
        tags,
        summary: "The brand's active privacy policy",
        querystring: pdpaInfoQuery,
        response: { 200: pdpaInfoResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => ({ data: await getPdpaInfo(app.db, request.query.Brand_Ref) }),
  );

  app.post(
    '/CustomerAccount/UpdatePDPA',
    {
      // Authenticate before a multipart body is read.
      preValidation: [app.requireMember, formBody],
      schema: {
        tags,
        summary: 'Consent (1), not consent (2), withdraw (4) or read (6) the active policy',
        consumes: ['multipart/form-data', 'application/json'],
        security: [{ bearer: [] }],
        body: updatePdpaBody,
        response: {
          200: updatePdpaResponse,
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const { brandId, memberId } = memberOf(request);
      return {
        data: await recordAppConsent(app.db, { brandId, memberId }, request.body, request.ip),
      };
    },
  );

  app.get(
    '/pdpa/pdpa-detail/:token',
    {
      schema: {
        tags,
        summary: 'The policy behind an SMS consent link, and whether the member consented',
        params: z.object({ token: smsLinkToken }),
        response: {
          200: pdpaDetailResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          410: errorBody,
        },
      },
    },
    async (request) => ({
      data: await getSmsConsentDetail(app.db, request.params.token),
    }),
  );

  app.post(
    '/customers/customer-consent-pdpa-by-sms',
    {
      schema: {
        tags,
        summary: 'Consent through an SMS link (single use)',
        body: smsConsentBody,
        response: {
          200: smsConsentResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          410: errorBody,
        },
      },
    },
    async (request) => ({
      data: await consentBySms(app.db, request.body, request.ip),
    }),
  );
};

export default pdpaRoutes;

/**
 * The short link texted to members, outside the API prefix so the SMS stays short. It sends the
 * browser on to the consent page, which opens the link through the API.
 */
export const smsConsentLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${SMS_CONSENT_LINK_PATH}/:token`,
    { schema: { hide: true, params: z.object({ token: smsLinkToken }) } },
    async (request, reply) => reply.redirect(await smsConsentPageFor(app.db, request.params.token)),
  );
};
