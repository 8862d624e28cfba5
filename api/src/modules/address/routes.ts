import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  countryListResponse,
  districtListResponse,
  districtQuery,
  postalCodeListResponse,
  postalCodeQuery,
  provinceListResponse,
  subDistrictListResponse,
  subDistrictQuery,
} from '@crm/contract/address';
import { errorBody } from '@crm/contract/envelope';
import {
  listCountries,
  listDistricts,
  listPostalCodes,
  listProvinces,
  listSubDistricts,
} from './service';

const tags = ['Address'];
const fail = { 400: errorBody, 404: errorBody };

/** Public lookups for the address form: province -> district -> sub-district -> postal code. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Address/Province',
    {
      schema: {
        tags,
        summary: 'All 77 provinces, by Thai name',
        querystring: z.object({}),
        response: { 200: provinceListResponse },
      },
    },
    async () => ({ data: [...listProvinces()] }),
  );

  app.get(
    '/Address/District',
    {
      schema: {
        tags,
        summary: 'Districts of a province',
        querystring: districtQuery,
        response: { 200: districtListResponse, ...fail },
      },
    },
    async (request) => ({ data: [...listDistricts(request.query.provinceId)] }),
  );

  app.get(
    '/Address/SubDistrict',
    {
      schema: {
        tags,
        summary: 'Sub-districts of a district, each with its postal code',
        querystring: subDistrictQuery,
        response: { 200: subDistrictListResponse, ...fail },
      },
    },
    async (request) => ({ data: [...listSubDistricts(request.query.districtId)] }),
  );

  app.get(
    '/Address/PostalCode',
    {
      schema: {
        tags,
        summary: 'Postal codes serving a sub-district',
        querystring: postalCodeQuery,
        response: { 200: postalCodeListResponse, ...fail },
      },
    },
    async (request) => ({ data: listPostalCodes(request.query.subDistrictId) }),
  );

  app.get(
    '/Address/Country',
    {
      schema: {
        tags,
        summary: 'Countries an address can be in',
        querystring: z.object({}),
        response: { 200: countryListResponse },
      },
    },
    async () => ({ data: [...listCountries()] }),
  );
};

export default addressRoutes;
