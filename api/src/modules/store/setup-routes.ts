import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyCreateRequest,
  apiKeyCreatedResponse,
  apiKeyListQuery,
  apiKeyListResponse,
  apiKeyParams,
  apiKeyResponse,
  storeSettingsRequest,
  storeSettingsResponse,
} from '@crm/contract/store';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import { createApiKey, listBrandApiKeys, revokeBrandApiKey } from './api-keys';
import { storeSettingsOf, updateStoreSettings } from './service';

/** /operator/store: branch API keys and the counter's rules, in the console. */
const storeSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Store (console)'];
  const keys = app.requireOperator('store.keys.manage');

  app.get(
    '/operator/store/keys',
    {
      preHandler: keys,
      schema: {
        tags,
        summary: "The brand's branch API keys, newest first, revoked ones too",
        security: bearer,
        querystring: apiKeyListQuery,
        response: { 200: apiKeyListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await listBrandApiKeys(app.db, operatorOf(request).brandId, request.query),
    }),
  );

  app.post(
    '/operator/store/keys',
    {
      preHandler: keys,
      schema: {
        tags,
        summary: "Creates a branch's API key for its POS; the key is in this answer only",
        security: bearer,
        body: apiKeyCreateRequest,
        response: { 200: apiKeyCreatedResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await createApiKey(app.db, request, request.body) }),
  );

  app.delete(
    '/operator/store/keys/:keyId',
    {
      preHandler: keys,
      schema: {
        tags,
        summary: 'Revokes an API key: its next request is refused',
        security: bearer,
        params: apiKeyParams,
        response: { 200: apiKeyResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await revokeBrandApiKey(app.db, request, request.params.keyId),
    }),
  );

  app.get(
    '/operator/store/settings',
    {
      preHandler: app.requireOperator('settings.read'),
      schema: {
        tags,
        summary: "The counter's rules: how long a cashier may void an earn",
        security: bearer,
        response: { 200: storeSettingsResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await storeSettingsOf(app.db, operatorOf(request).brandId) }),
  );

  app.put(
    '/operator/store/settings',
    {
      preHandler: app.requireOperator('earning.edit'),
      schema: {
        tags,
        summary: "Sets the counter's rules",
        security: bearer,
        body: storeSettingsRequest,
        response: { 200: storeSettingsResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await updateStoreSettings(app.db, request, request.body) }),
  );
};

export default storeSetupRoutes;
