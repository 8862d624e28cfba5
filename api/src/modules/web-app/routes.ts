import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import {
  webAppIconParams,
  webAppIconQuery,
  webAppManifest,
  webAppManifestQuery,
} from '@crm/contract/web-app';
import { drawWebAppIcon } from './icons';
import { findWebAppLook, webAppManifestOf } from './service';

/** A new theme reaches installed apps within the hour; browsers re-read manifests rarely anyway. */
const MANIFEST_CACHE = 'public, max-age=3600';
const A_YEAR = 'public, max-age=31536000, immutable';
const AN_HOUR = 'public, max-age=3600';

const webAppRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/WebApp/manifest.webmanifest',
    {
      schema: {
        tags: ['Web app'],
        summary: "The member app's manifest for a brand: name, colours, start page and icons",
        description: 'Public. Without brandRef, the manifest of the product itself.',
        querystring: webAppManifestQuery,
        response: { 200: webAppManifest, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const look = await findWebAppLook(app.db, request.query.brandRef, request.log);
      reply.header('cache-control', MANIFEST_CACHE).type('application/manifest+json');
      return webAppManifestOf(look);
    },
  );

  app.get(
    '/WebApp/icons/:file',
    {
      schema: {
        tags: ['Web app'],
        summary: "An icon of the brand's installed app, drawn from its logo (PNG)",
        params: webAppIconParams,
        querystring: webAppIconQuery,
      },
    },
    async (request, reply) => {
      const look = await findWebAppLook(app.db, request.query.brandRef, request.log);
      const icon = await drawWebAppIcon(app.storage, look, request.params.file);
      // The manifest names each icon with its version: only that URL may be kept for good.
      const current = request.query.v === look.version;
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', current ? A_YEAR : AN_HOUR)
        .send(icon);
    },
  );
};

export default webAppRoutes;
