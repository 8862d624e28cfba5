import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import addressRoutes from './address/routes';
import appConfigRoutes from './app-config/routes';
import auditRoutes from './audit/routes';
import authRoutes from './auth/routes';
import brandLookRoutes from './brand-look/routes';
import broadcastRoutes from './broadcasts/routes';
import catalogueRoutes from './catalogue/routes';
import consoleMemberRoutes from './console-members/routes';
import customFieldFormRoutes from './custom-fields/form-routes';
import customFieldRoutes from './custom-fields/routes';
import customerRoutes from './customer/routes';
import devPdpaLinkRoutes from './dev/pdpa-link-routes';
import devRoutes from './dev/routes';
import earningRoutes from './earning/routes';
import imageRoutes from './images/routes';
import lineRoutes from './line/routes';
import lineSettingsRoutes from './line-settings/routes';
import memberImportRoutes from './member-import/routes';
import messageRoutes from './messages/routes';
import membershipRoutes from './membership/routes';
import messageTemplateRoutes from './message-templates/routes';
import tierRoutes from './membership/tier-routes';
import navigationRoutes from './navigation/routes';
import operatorAccountRoutes from './operators/routes';
import teamRoutes from './operators/team-routes';
import packageRoutes from './packages/routes';
import pdpaPolicyRoutes from './pdpa/policy-routes';
import pdpaRoutes from './pdpa/routes';
import pointRoutes from './points/routes';
import privacyRequestRoutes from './privacy-requests/routes';
import privilegeRoutes from './privileges/routes';
import reportRoutes from './reports/routes';
import billCodeBatchRoutes from './scan-codes/batch-routes';
import scanCodeRoutes from './scan-codes/routes';
import { smsPlugin } from './sms/plugin';
import storeRoutes from './store/routes';
import storeSetupRoutes from './store/setup-routes';
import smsOutboxRoutes from './sms/routes';
import themeRoutes from './theme/routes';
import { throttlePlugin } from './throttle/plugin';
import webAppRoutes from './web-app/routes';
import welcomeRoutes from './welcome/routes';
import welcomeSetupRoutes from './welcome/setup-routes';

/** Every API area, registered under /api/v1.0 in this order. */
export const apiModules: FastifyPluginAsyncZod[] = [
  smsPlugin,
  throttlePlugin,
  imageRoutes,
  themeRoutes,
  webAppRoutes,
  privilegeRoutes,
  packageRoutes,
  navigationRoutes,
  appConfigRoutes,
  pdpaRoutes,
  pdpaPolicyRoutes,
  customFieldRoutes,
  customFieldFormRoutes,
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
  operatorAccountRoutes,
  teamRoutes,
  auditRoutes,
  tierRoutes,
  earningRoutes,
  welcomeSetupRoutes,
  billCodeBatchRoutes,
  brandLookRoutes,
  catalogueRoutes,
  storeRoutes,
  storeSetupRoutes,
  consoleMemberRoutes,
  reportRoutes,
  privacyRequestRoutes,
  memberImportRoutes,
  messageRoutes,
  lineSettingsRoutes,
  messageTemplateRoutes,
  broadcastRoutes,
];
