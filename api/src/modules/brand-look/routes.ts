import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@crm/contract/envelope';
import {
  BRAND_IMAGE_FIELD,
  brandColorsRequest,
  brandGalleryImageParams,
  brandGalleryParams,
  brandImageSlotParams,
  brandLookResponse,
  brandSettingsRequest,
  galleryOrderRequest,
  homeSectionsRequest,
  sideMenuRequest,
} from '@crm/contract/brand-look';
import { formBody, uploadedFile } from '../../lib/form-body';
import { bearer, operatorFailures } from '../operators/routes';
import {
  addGalleryImage,
  getBrandLook,
  orderGallery,
  removeGalleryImage,
  removeSlotImage,
  replaceSlotImage,
  updateColors,
  updateHomeSections,
  updateSettings,
  updateSideMenuEntries,
} from './service';

const tags = ['Brand look'];
const uploadFailures = { ...operatorFailures, 413: errorBody, 415: errorBody };
const upload = {
  consumes: ['multipart/form-data'],
  description:
    `Multipart form with the picture in \`${BRAND_IMAGE_FIELD}\`: JPEG, PNG, WebP or HEIF, at ` +
    'most 5 MB (413 IMAGE_TOO_LARGE; not an image: 415 IMAGE_UNSUPPORTED; none: 400 ' +
    'IMAGE_REQUIRED). It is stored re-encoded as WebP, without its metadata.',
};

/** /operator/brand/look: the member app's look, as the brand's owners and admins set it. */
const brandLookRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireOperator('brand.look.edit');
  const answer = { 200: brandLookResponse, ...operatorFailures };

  app.get(
    '/operator/brand/look',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Colours, settings, pictures, home sections and side menu of the brand',
        security: bearer,
        response: answer,
      },
    },
    async (request) => ({ data: await getBrandLook(app.db, request) }),
  );

  app.put(
    '/operator/brand/look/colors',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Sets the nine theme colours; side-menu icons take the navbar colours',
        description: 'Each colour is #RRGGBB, else 400 COLOR_INVALID naming it.',
        security: bearer,
        body: brandColorsRequest,
        response: answer,
      },
    },
    async (request) => ({
      data: await updateColors(app.db, app.storage, request, request.body),
    }),
  );

  app.put(
    '/operator/brand/look/settings',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Sets the cover page, section layout, sign-in, registration and menu settings',
        description:
          'Members keep at least one way to sign in and one to register (400 SIGN_IN_METHOD_REQUIRED).',
        security: bearer,
        body: brandSettingsRequest,
        response: answer,
      },
    },
    async (request) => ({ data: await updateSettings(app.db, request, request.body) }),
  );

  app.put(
    '/operator/brand/look/images/:slot',
    {
      // The operator is checked before a body of up to 5 MB is read.
      preValidation: [guard, formBody],
      schema: {
        tags,
        summary: 'Replaces the login logo, the home logo or the default privilege picture',
        ...upload,
        security: bearer,
        params: brandImageSlotParams,
        response: { ...answer, ...uploadFailures },
      },
    },
    async (request) => ({
      data: await replaceSlotImage(
        app.db,
        app.storage,
        request,
        request.params.slot,
        uploadedFile(request, BRAND_IMAGE_FIELD),
      ),
    }),
  );

  app.delete(
    '/operator/brand/look/images/:slot',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "Removes a logo or the default privilege picture: members see the app's own",
        security: bearer,
        params: brandImageSlotParams,
        response: answer,
      },
    },
    async (request) => ({ data: await removeSlotImage(app.db, request, request.params.slot) }),
  );

  app.post(
    '/operator/brand/look/galleries/:gallery',
    {
      preValidation: [guard, formBody],
      schema: {
        tags,
        summary: 'Adds a cover or banner picture at the end (409 GALLERY_FULL past the limit)',
        ...upload,
        security: bearer,
        params: brandGalleryParams,
        response: { ...answer, ...uploadFailures },
      },
    },
    async (request) => ({
      data: await addGalleryImage(
        app.db,
        app.storage,
        request,
        request.params.gallery,
        uploadedFile(request, BRAND_IMAGE_FIELD),
      ),
    }),
  );

  app.put(
    '/operator/brand/look/galleries/:gallery/order',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Orders a gallery: each of its pictures once (409 GALLERY_ORDER_MISMATCH)',
        security: bearer,
        params: brandGalleryParams,
        body: galleryOrderRequest,
        response: answer,
      },
    },
    async (request) => ({
      data: await orderGallery(app.db, request, request.params.gallery, request.body),
    }),
  );

  app.delete(
    '/operator/brand/look/galleries/:gallery/:imageId',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Removes a cover or banner picture; a banner picture leaves its sections too',
        security: bearer,
        params: brandGalleryImageParams,
        response: answer,
      },
    },
    async (request) => ({
      data: await removeGalleryImage(
        app.db,
        request,
        request.params.gallery,
        request.params.imageId,
      ),
    }),
  );

  app.put(
    '/operator/brand/look/home-sections',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Sets the home sections (LayoutDisplay) in order',
        description:
          "Banner slides are pictures of the brand's banner gallery (400 BRAND_IMAGE_UNKNOWN); " +
          'a banner section needs one at least (400 BANNER_SLIDES_REQUIRED).',
        security: bearer,
        body: homeSectionsRequest,
        response: answer,
      },
    },
    async (request) => ({ data: await updateHomeSections(app.db, request, request.body) }),
  );

  app.put(
    '/operator/brand/look/side-menu',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "Renames, shows or hides, orders and re-icons the side menu's entries",
        description: "Each of the brand's entries once, in order (409 SIDE_MENU_MISMATCH).",
        security: bearer,
        body: sideMenuRequest,
        response: answer,
      },
    },
    async (request) => ({
      data: await updateSideMenuEntries(app.db, app.storage, request, request.body),
    }),
  );
};

export default brandLookRoutes;
