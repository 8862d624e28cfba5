import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import addressRoutes from './address/routes';
import appConfigRoutes from './app-config/routes';
import authRoutes from './auth/routes';
import customFieldRoutes from './custom-fields/routes';
import customerRoutes from './customer/routes';
import devPdpaLinkRoutes from './dev/pdpa-link-routes';
import devRoutes from './dev/routes';
import imageRoutes from './images/routes';
import lineRoutes from './line/routes';
import membershipRoutes from './membership/routes';
import navigationRoutes from './navigation/routes';
import packageRoutes from './packages/routes';
import pdpaRoutes from './pdpa/routes';
import pointRoutes from './points/routes';
import privilegeRoutes from './privileges/routes';
import scanCodeRoutes from './scan-codes/routes';
import { smsPlugin } from './sms/plugin';
import smsOutboxRoutes from './sms/routes';
import themeRoutes from './theme/routes';
import { throttlePlugin } from './throttle/plugin';
import welcomeRoutes from './welcome/routes';

/** Every API area, registered under /api/v1.0 in this order. */
export const apiModules: FastifyPluginAsyncZod[] = [
  smsPlugin,
  throttlePlugin,
  imageRoutes,
  themeRoutes,
  privilegeRoutes,
  packageRoutes,
  navigationRoutes,
  appConfigRoutes,
  pdpaRoutes,
  customFieldRoutes,
  addressRoutes,
  customerRoutes,
  pointRoutes,
  scanCodeRoutes,
  welcomeRoutes,
  membershipRoutes,
  smsOutboxRoutes,
  devRoutes,
  devPdpaLinkRoutes,
  authRoutes,
  lineRoutes,
];
