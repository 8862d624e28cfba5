import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fieldCreateRequest,
  fieldOrderRequest,
  fieldParams,
  fieldUpdateRequest,
  formCreateRequest,
  formListResponse,
  formOrderRequest,
  formParams,
  formResponse,
  formUpdateRequest,
} from '@crm/contract/registration-forms';
import { operatorOf } from '../../plugins/operator-auth';
import { bearer, operatorFailures } from '../operators/routes';
import {
  createFormField,
  createRegistrationForm,
  listRegistrationForms,
  orderFormFields,
  orderRegistrationForms,
  updateFormField,
  updateRegistrationForm,
} from './forms';

/** /operator/forms: the brand's custom-field forms and their fields (forms.edit). */
const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireOperator('forms.edit');
  const tags = ['Registration forms'];
  const oneForm = { 200: formResponse, ...operatorFailures };
  const allForms = { 200: formListResponse, ...operatorFailures };

  app.get(
    '/operator/forms',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Every form in order with all its fields and how many members answered each',
        security: bearer,
        response: allForms,
      },
    },
    async (request) => ({
      data: await listRegistrationForms(app.db, operatorOf(request).brandId),
    }),
  );

  app.post(
    '/operator/forms',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Adds a form at the end (409 CUSTOM_FORM_NAME_TAKEN, CUSTOM_FORM_LIMIT)',
        security: bearer,
        body: formCreateRequest,
        response: oneForm,
      },
    },
    async (request) => ({ data: await createRegistrationForm(app.db, request, request.body) }),
  );

  app.put(
    '/operator/forms/order',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "Orders the brand's forms: every form id once (409 CUSTOM_FORM_ORDER_MISMATCH)",
        security: bearer,
        body: formOrderRequest,
        response: allForms,
      },
    },
    async (request) => ({
      data: await orderRegistrationForms(app.db, request, request.body.form_ids),
    }),
  );

  app.put(
    '/operator/forms/:formId',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "Changes a form's titles and process, or deactivates it (answers are kept)",
        security: bearer,
        params: formParams,
        body: formUpdateRequest,
        response: oneForm,
      },
    },
    async (request) => ({
      data: await updateRegistrationForm(app.db, request, request.params.formId, request.body),
    }),
  );

  app.post(
    '/operator/forms/:formId/fields',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Adds a field at the end of the form (409 CUSTOM_FIELD_NAME_TAKEN)',
        security: bearer,
        params: formParams,
        body: fieldCreateRequest,
        response: oneForm,
      },
    },
    async (request) => ({
      data: await createFormField(app.db, request, request.params.formId, request.body),
    }),
  );

  app.put(
    '/operator/forms/:formId/fields/order',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "Orders a form's fields: every field id once (409 CUSTOM_FORM_ORDER_MISMATCH)",
        security: bearer,
        params: formParams,
        body: fieldOrderRequest,
        response: oneForm,
      },
    },
    async (request) => ({
      data: await orderFormFields(app.db, request, request.params.formId, request.body.field_ids),
    }),
  );

  app.put(
    '/operator/forms/:formId/fields/:fieldId',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "Replaces a field's definition, or deactivates it (answers are kept)",
        description:
          'Once members answered the field, it keeps its type (409 CUSTOM_FIELD_TYPE_LOCKED), ' +
          'every choice a member picked (409 CUSTOM_FIELD_CHOICE_IN_USE) and bounds that ' +
          'take every answer (409 CUSTOM_FIELD_ANSWERS_OUTSIDE): deactivate it and add a new ' +
          'field instead.',
        security: bearer,
        params: fieldParams,
        body: fieldUpdateRequest,
        response: oneForm,
      },
    },
    async (request) => ({
      data: await updateFormField(
        app.db,
        request,
        request.params.formId,
        request.params.fieldId,
        request.body,
      ),
    }),
  );
};

export default formRoutes;
