import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  OFFER_IMAGE_FIELD,
  catalogueTierListResponse,
  categoryCreateRequest,
  categoryListResponse,
  categoryOrderRequest,
  categoryParams,
  categoryResponse,
  categoryUpdateRequest,
  consolePackageListQuery,
  consolePackageListResponse,
  consolePackageResponse,
  consolePrivilegeListQuery,
  consolePrivilegeListResponse,
  consolePrivilegeResponse,
  packageCreateRequest,
  packageParams,
  packageUpdateRequest,
  privilegeCreateRequest,
  privilegeParams,
  privilegeUpdateRequest,
} from '@crm/contract/catalogue';
import { errorBody } from '@crm/contract/envelope';
import { formBody, uploadedFile } from '../../lib/form-body';
import { operatorOf } from '../../plugins/operator-auth';
import {
  createOffer,
  listBrandOffers,
  replaceOfferImage,
  requireBrandOffer,
  updateOffer,
  type BrandListQuery,
  type ConsoleFilters,
  type OfferConsoleTerms,
  type OfferInsert,
  type OfferKind,
} from '../offers/service';
import { bearer, operatorFailures } from '../operators/routes';
import {
  createCategory,
  listCatalogueCategories,
  listTargetTiers,
  orderCategories,
  packageColumns,
  packageTerms,
  privilegeColumns,
  privilegeTerms,
  updateCatalogueCategory,
} from './service';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** One kind of offer as the console's routes serve it: where, with which schemas, how stored. */
interface OfferRoutes<K extends OfferKind, V> {
  /** The plural in the path: /operator/catalogue/<plural>. */
  plural: string;
  /** The path parameter naming one. */
  param: string;
  noun: string;
  terms: OfferConsoleTerms<K, V>;
  schemas: {
    query: z.ZodType;
    params: z.ZodType;
    create: z.ZodType;
    update: z.ZodType;
    list: z.ZodType;
    one: z.ZodType;
  };
  filters(query: never): ConsoleFilters[K];
  columns(edit: never): Partial<OfferInsert<K>>;
}

const uploadFailures = { 413: errorBody, 415: errorBody };
const editRules =
  'Refused with nothing changed: points below 0 (400 OFFER_POINTS_INVALID), an end before the ' +
  'start (400 OFFER_DATES_OUT_OF_ORDER), a stock below what members already took (409 ' +
  'OFFER_STOCK_BELOW_ISSUED), a per-member limit out of 1 to 1,000 (400 OFFER_LIMIT_INVALID).';

function offerRoutes<K extends OfferKind, V>(app: App, spec: OfferRoutes<K, V>) {
  const path = `/operator/catalogue/${spec.plural}`;
  const one = `${path}/:${spec.param}`;
  const tags = ['Catalogue'];
  const read = app.requireOperator('settings.read');
  const edit = app.requireOperator('catalogue.edit');
  const idOf = (params: unknown) => (params as Record<string, number>)[spec.param]!;
  const { schemas, terms } = spec;

  app.get(
    path,
    {
      preHandler: read,
      schema: {
        tags,
        summary: `The brand's ${spec.plural} in any state, in the members' order, a page at a time`,
        security: bearer,
        querystring: schemas.query,
        response: { 200: schemas.list, ...operatorFailures },
      },
    },
    async (request) => {
      const query = request.query as BrandListQuery;
      return {
        data: await listBrandOffers(
          app.db,
          terms,
          operatorOf(request).brandId,
          query,
          spec.filters(query as never),
        ),
      };
    },
  );

  app.get(
    one,
    {
      preHandler: read,
      schema: {
        tags,
        summary: `One ${spec.noun} of the brand, with what members took of its stock`,
        security: bearer,
        params: schemas.params,
        response: { 200: schemas.one, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await requireBrandOffer(
        app.db,
        terms,
        operatorOf(request).brandId,
        idOf(request.params),
      ),
    }),
  );

  app.post(
    path,
    {
      preHandler: edit,
      schema: {
        tags,
        summary: `Adds a ${spec.noun}; its picture is sent after (PUT ${one}/image)`,
        description: editRules,
        security: bearer,
        body: schemas.create,
        response: { 200: schemas.one, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await createOffer(
        app.db,
        request,
        terms,
        spec.columns(request.body as never) as Omit<OfferInsert<K>, 'brandId'>,
      ),
    }),
  );

  app.patch(
    one,
    {
      preHandler: edit,
      schema: {
        tags,
        summary: `Changes the fields sent of a ${spec.noun}; members see them on their next load`,
        description: editRules,
        security: bearer,
        params: schemas.params,
        body: schemas.update,
        response: { 200: schemas.one, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await updateOffer(
        app.db,
        request,
        terms,
        idOf(request.params),
        spec.columns(request.body as never),
      ),
    }),
  );

  app.put(
    `${one}/image`,
    {
      // The operator is checked before a body of up to 5 MB is read.
      preValidation: [edit, formBody],
      schema: {
        tags,
        summary: `Gives a ${spec.noun} a new picture`,
        description:
          `Multipart form with the picture in \`${OFFER_IMAGE_FIELD}\`: JPEG, PNG, WebP or HEIF, ` +
          'at most 5 MB (413 IMAGE_TOO_LARGE; not an image: 415 IMAGE_UNSUPPORTED; none: 400 ' +
          'IMAGE_REQUIRED). It is stored re-encoded as WebP, without its metadata.',
        consumes: ['multipart/form-data'],
        security: bearer,
        params: schemas.params,
        response: { 200: schemas.one, ...operatorFailures, ...uploadFailures },
      },
    },
    async (request) => ({
      data: await replaceOfferImage(
        app.db,
        app.storage,
        request,
        terms,
        idOf(request.params),
        uploadedFile(request, OFFER_IMAGE_FIELD),
      ),
    }),
  );
}

/** /operator/catalogue: privileges, packages, categories, and the tiers privileges are kept for. */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  offerRoutes(app, {
    plural: 'privileges',
    param: 'privilegeId',
    noun: 'privilege',
    terms: privilegeTerms,
    schemas: {
      query: consolePrivilegeListQuery,
      params: privilegeParams,
      create: privilegeCreateRequest,
      update: privilegeUpdateRequest,
      list: consolePrivilegeListResponse,
      one: consolePrivilegeResponse,
    },
    filters: (query: z.output<typeof consolePrivilegeListQuery>) => ({
      categoryId: query.category_id,
    }),
    columns: privilegeColumns,
  });

  offerRoutes(app, {
    plural: 'packages',
    param: 'packageId',
    noun: 'package',
    terms: packageTerms,
    schemas: {
      query: consolePackageListQuery,
      params: packageParams,
      create: packageCreateRequest,
      update: packageUpdateRequest,
      list: consolePackageListResponse,
      one: consolePackageResponse,
    },
    filters: () => ({}),
    columns: packageColumns,
  });

  const tags = ['Catalogue'];
  const read = app.requireOperator('settings.read');
  const edit = app.requireOperator('catalogue.edit');

  app.get(
    '/operator/catalogue/categories',
    {
      preHandler: read,
      schema: {
        tags,
        summary: "Every privilege category of the brand, on or off, in the members' order",
        security: bearer,
        response: { 200: categoryListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await listCatalogueCategories(app.db, operatorOf(request).brandId),
    }),
  );

  app.post(
    '/operator/catalogue/categories',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Adds a category, last among the privilege tabs',
        security: bearer,
        body: categoryCreateRequest,
        response: { 200: categoryResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await createCategory(app.db, request, request.body) }),
  );

  app.put(
    '/operator/catalogue/categories/order',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: "Puts the brand's categories in a new order",
        description:
          'category_ids names every category of the brand once; otherwise (one added or removed ' +
          'meanwhile) 409 CATEGORY_ORDER_MISMATCH and nothing changes.',
        security: bearer,
        body: categoryOrderRequest,
        response: { 200: categoryListResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await orderCategories(app.db, request, request.body.category_ids),
    }),
  );

  app.patch(
    '/operator/catalogue/categories/:categoryId',
    {
      preHandler: edit,
      schema: {
        tags,
        summary: 'Renames a category or turns it off (its privileges stay, without its tab)',
        security: bearer,
        params: categoryParams,
        body: categoryUpdateRequest,
        response: { 200: categoryResponse, ...operatorFailures },
      },
    },
    async (request) => ({
      data: await updateCatalogueCategory(app.db, request, request.params.categoryId, request.body),
    }),
  );

  app.get(
    '/operator/catalogue/tiers',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The tiers a privilege can be kept for, entry tier first',
        security: bearer,
        response: { 200: catalogueTierListResponse, ...operatorFailures },
      },
    },
    async (request) => ({ data: await listTargetTiers(app.db, operatorOf(request).brandId) }),
  );
};

export default catalogueRoutes;
