import { z } from 'zod';
import { envelope } from './envelope';
import { paged } from './filters';
import {
  catalogueNameEn,
  catalogueNameTh,
  offerConsoleFields,
  offerConsoleListQuery,
  offerCreateRequest,
  offerEditFields,
  offerId,
  offerIdQuery,
} from './offers';

/*
 * The brand's catalogue as the console edits it: privileges, packages (both offers of one
 * kernel, see offers.ts) and privilege categories. Managers read it (settings.read); owners and
 * admins change it (catalogue.edit). Members see a change on their next load.
 */

/** The form field of an offer's uploaded picture. */
export const OFFER_IMAGE_FIELD = 'image';

/** Image groups (images.group_type) of privilege and package pictures. */
export const PRIVILEGE_IMAGE_GROUP = 7;
export const PACKAGE_IMAGE_GROUP = 8;

/** A code waits for the store up to a year (and never past the offer's end). */
export const MAX_CODE_VALIDITY_MINUTES = 525_600;
export const MAX_PACKAGE_USES = 100;
export const MAX_PACKAGE_VALID_DAYS = 3_650;
export const MAX_TARGET_TIERS = 50;
export const MAX_CATEGORIES = 200;

const conditionText = z.string().trim().max(2_000);

/** How long a code shown at the store waits to be used, in minutes; its points or use go back after. */
const codeValidity = z
  .number({ error: 'CODE_MINUTES_INVALID' })
  .int('CODE_MINUTES_INVALID')
  .min(1, 'CODE_MINUTES_INVALID')
  .max(MAX_CODE_VALIDITY_MINUTES, 'CODE_MINUTES_INVALID');

// Privileges

export const consolePrivilege = z
  .object({
    privilege_id: z.number().int(),
    category_id: z.number().int().nullable(),
    ...offerConsoleFields,
    condition_th: z.string(),
    /** No end date (valid_through is null). */
    is_forever: z.boolean(),
    /** Shown in the member's "for you" list rather than the main one. */
    for_you: z.boolean(),
    /** Tiers that may see and redeem it; empty = every member. */
    tier_ids: z.array(z.number().int()),
    code_validity_minutes: z.number().int(),
  })
  .meta({ id: 'ConsolePrivilege' });
export type ConsolePrivilege = z.infer<typeof consolePrivilege>;

const privilegeFields = {
  ...offerEditFields,
  category_id: offerId.nullable(),
  condition_th: conditionText,
  for_you: z.boolean(),
  tier_ids: z.array(offerId).max(MAX_TARGET_TIERS),
  code_validity_minutes: codeValidity,
};

export const privilegeCreateRequest = offerCreateRequest(privilegeFields).meta({
  id: 'PrivilegeCreateRequest',
});
export type PrivilegeCreateRequest = z.output<typeof privilegeCreateRequest>;
export type PrivilegeFormValues = z.input<typeof privilegeCreateRequest>;

export const privilegeUpdateRequest = z
  .object(privilegeFields)
  .partial()
  .meta({ id: 'PrivilegeUpdateRequest' });
export type PrivilegeUpdateRequest = z.output<typeof privilegeUpdateRequest>;

export const privilegeParams = z.object({ privilegeId: offerIdQuery });

export const consolePrivilegeListQuery = offerConsoleListQuery({
  category_id: offerIdQuery.optional(),
});
export type ConsolePrivilegeListQuery = z.output<typeof consolePrivilegeListQuery>;

export const consolePrivilegeListResponse = envelope(paged(consolePrivilege));
export type ConsolePrivilegeList = z.infer<typeof consolePrivilegeListResponse>['data'];
export const consolePrivilegeResponse = envelope(consolePrivilege);

// Packages

export const consolePackage = z
  .object({
    package_id: z.number().int(),
    ...offerConsoleFields,
    /** Uses one package holds. */
    uses_per_package: z.number().int(),
    /** Days a bought package can be used; null = no limit. */
    valid_days: z.number().int().nullable(),
    code_validity_minutes: z.number().int(),
  })
  .meta({ id: 'ConsolePackage' });
export type ConsolePackage = z.infer<typeof consolePackage>;

const packageFields = {
  ...offerEditFields,
  uses_per_package: z
    .number({ error: 'PACKAGE_USES_INVALID' })
    .int('PACKAGE_USES_INVALID')
    .min(1, 'PACKAGE_USES_INVALID')
    .max(MAX_PACKAGE_USES, 'PACKAGE_USES_INVALID'),
  valid_days: z
    .number({ error: 'PACKAGE_DAYS_INVALID' })
    .int('PACKAGE_DAYS_INVALID')
    .min(1, 'PACKAGE_DAYS_INVALID')
    .max(MAX_PACKAGE_VALID_DAYS, 'PACKAGE_DAYS_INVALID')
    .nullable(),
  code_validity_minutes: codeValidity,
};

export const packageCreateRequest = offerCreateRequest(packageFields).meta({
  id: 'PackageCreateRequest',
});
export type PackageCreateRequest = z.output<typeof packageCreateRequest>;
export type PackageFormValues = z.input<typeof packageCreateRequest>;

export const packageUpdateRequest = z
  .object(packageFields)
  .partial()
  .meta({ id: 'PackageUpdateRequest' });
export type PackageUpdateRequest = z.output<typeof packageUpdateRequest>;

export const packageParams = z.object({ packageId: offerIdQuery });

export const consolePackageListQuery = offerConsoleListQuery({});
export type ConsolePackageListQuery = z.output<typeof consolePackageListQuery>;

export const consolePackageListResponse = envelope(paged(consolePackage));
export type ConsolePackageList = z.infer<typeof consolePackageListResponse>['data'];
export const consolePackageResponse = envelope(consolePackage);

// Categories

export const consoleCategory = z
  .object({
    category_id: z.number().int(),
    name_th: z.string(),
    name_en: z.string(),
    /** Off: members no longer see it among the privilege tabs; its privileges stay. */
    is_active: z.boolean(),
    sort_order: z.number().int(),
    /** Privileges in it, on or off. */
    privilege_count: z.number().int(),
  })
  .meta({ id: 'ConsoleCategory' });
export type ConsoleCategory = z.infer<typeof consoleCategory>;

/** Every category of the brand in the members' order; a brand has a handful. */
export const categoryListResponse = envelope(z.array(consoleCategory));
export const categoryResponse = envelope(consoleCategory);

export const categoryCreateRequest = z
  .object({ name_th: catalogueNameTh, name_en: catalogueNameEn })
  .meta({ id: 'CategoryCreateRequest' });
export type CategoryCreateRequest = z.output<typeof categoryCreateRequest>;

export const categoryUpdateRequest = z
  .object({ name_th: catalogueNameTh, name_en: catalogueNameEn, is_active: z.boolean() })
  .partial()
  .meta({ id: 'CategoryUpdateRequest' });
export type CategoryUpdateRequest = z.output<typeof categoryUpdateRequest>;

/** Every category of the brand, once each, in the new order. */
export const categoryOrderRequest = z
  .object({ category_ids: z.array(offerId).min(1).max(MAX_CATEGORIES) })
  .meta({ id: 'CategoryOrderRequest' });

export const categoryParams = z.object({ categoryId: offerIdQuery });

// Tiers a privilege can be kept for

export const catalogueTier = z
  .object({
    tier_id: z.number().int(),
    name_th: z.string(),
    name_en: z.string(),
    /** 1 is the entry tier. */
    rank: z.number().int(),
  })
  .meta({ id: 'CatalogueTier' });
export type CatalogueTier = z.infer<typeof catalogueTier>;
export const catalogueTierListResponse = envelope(z.array(catalogueTier));
