import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { requireBrand } from '../brands/service';
import { findImageByKey } from './repository';

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/:brandRef/*',
    {
      schema: {
        hide: true,
        params: z.object({ brandRef: z.string().max(64), '*': z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const brand = await requireBrand(app.db, request.params.brandRef);
      const image = await findImageByKey(app.db, brand.id, request.params['*']);
      const bytes = image && (await app.storage.get(image.storageKey));
      if (!image || !bytes) throw new AppError('NOT_FOUND', 'Image not found');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(bytes);
    },
  );
};

export default imageRoutes;
