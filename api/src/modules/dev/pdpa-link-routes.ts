import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devPdpaLinkBody, devPdpaLinkResponse } from '@crm/contract/dev';
import { errorBody } from '@crm/contract/envelope';
import { sendSmsConsentLink } from '../pdpa/service';

/**
 * POST /dev/pdpa-link: the development twin of `npm run pdpa-link`, which cannot open the
 * database while the server holds it. The link opens the origin the request came to (or
 * PUBLIC_URL). Never registered in production.
 */
const devPdpaLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.NODE_ENV === 'production') return;
  app.post(
    '/dev/pdpa-link',
    {
      schema: {
        tags: ['Development'],
        summary: 'Text a member a PDPA consent link (not in production)',
        body: devPdpaLinkBody,
        response: { 200: devPdpaLinkResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { link, expiresAt } = await sendSmsConsentLink(
        app.db,
        {
          publicUrl: app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`,
          sms: app.sms,
        },
        { brandRef: request.body.brandRef, mobileNo: request.body.mobileNo },
      );
      return { data: { link, expires_at: expiresAt.toISOString() } };
    },
  );
};

export default devPdpaLinkRoutes;
