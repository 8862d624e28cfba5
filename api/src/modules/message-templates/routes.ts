import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageTemplateListResponse,
  messageTemplateRequest,
  messageTemplateResponse,
  templateKindParams,
  templatePreviewRequest,
  templatePreviewResponse,
} from '@crm/contract/message-templates';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import { listTemplates, previewTemplate, templateView, updateTemplate } from './service';

/** /console/message-templates: what each kind of message says, in Thai and English. */
const messageTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['LINE and messages (console)'];

  app.get(
    '/console/message-templates',
    {
      preHandler: app.requireOperator('settings.read'),
      schema: {
        tags,
        summary: "Every kind's template: the brand's own, or the built-in text",
        security: bearer,
        response: { 200: messageTemplateListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: {
        items: (await listTemplates(app.db, operatorOf(request).brandId)).map(templateView),
      },
    }),
  );

  app.put(
    '/console/message-templates/:kind',
    {
      preHandler: app.requireOperator('messages.manage'),
      schema: {
        tags,
        summary:
          'Sets what a kind of message says, whether it is sent and whether it may go by SMS',
        security: bearer,
        params: templateKindParams,
        body: messageTemplateRequest,
        response: { 200: messageTemplateResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await updateTemplate(app.db, request, request.params.kind, request.body),
    }),
  );

  app.post(
    '/console/message-templates/preview',
    {
      preHandler: app.requireOperator('settings.read'),
      schema: {
        tags,
        summary: 'Both texts as a member reads them, with sample values and the brand name',
        security: bearer,
        body: templatePreviewRequest,
        response: { 200: templatePreviewResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await previewTemplate(app.db, operatorOf(request).brandId, request.body),
    }),
  );
};

export default messageTemplateRoutes;
