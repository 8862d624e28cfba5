import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import imageRoutes from './images/routes';
import themeRoutes from './theme/routes';

/** Every API area, registered under /api/v1.0 in this order. */
export const apiModules: FastifyPluginAsyncZod[] = [imageRoutes, themeRoutes];
