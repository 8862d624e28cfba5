import type { FastifyRequest } from 'fastify';
import {
  PACKAGE_IMAGE_GROUP,
  PRIVILEGE_IMAGE_GROUP,
  type CatalogueTier,
  type CategoryCreateRequest,
  type CategoryUpdateRequest,
  type ConsoleCategory,
  type ConsolePackage,
  type ConsolePrivilege,
  type PackageUpdateRequest,
  type PrivilegeUpdateRequest,
} from '@crm/contract/catalogue';
import { privilegeSystemType } from '@crm/contract/privileges';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import { listTiers } from '../membership/service';
import {
  findCategory,
  insertCategory,
  listBrandCategories,
  lockCategoryIds,
  offerColumns,
  offerConsoleView,
  sentColumns,
  setCategoryOrder,
  updateCategory,
  type CategoryRow,
  type OfferConsoleTerms,
  type OfferRow,
} from '../offers/service';
import { isoOrNull } from '../offers/rules';

/*
 * The brand's catalogue as its team edits it in the console. Privileges and packages are
 * offers of one kernel (modules/offers): each kind here only says what it adds, how it is shown
 * and what of the brand it names. Categories order the privilege tabs members see.
 */

// Privileges

/** A category of the brand, in any state (a privilege may stay in one turned off). */
async function checkCategory(tx: Db, brandId: number, categoryId: number | null | undefined) {
  if (categoryId === undefined || categoryId === null) return;
  if (!(await findCategory(tx, brandId, categoryId))) throw new AppError('CATEGORY_UNKNOWN');
}

async function checkTiers(db: Db, brandId: number, tierIds: unknown) {
  if (!Array.isArray(tierIds) || tierIds.length === 0) return;
  const known = new Set((await listTiers(db, brandId)).map((tier) => tier.tier_id));
  if (tierIds.some((id) => !known.has(id as number))) throw new AppError('TIER_UNKNOWN');
}

export const privilegeTerms: OfferConsoleTerms<'privilege', ConsolePrivilege> = {
  kind: 'privilege',
  notFound: 'PRIVILEGE_NOT_FOUND',
  target: 'privilege',
  imageGroup: PRIVILEGE_IMAGE_GROUP,
  view: (privilege: OfferRow<'privilege'>, issued: number): ConsolePrivilege => {
    const forever = privilege.isForever || privilege.validThrough === null;
    return {
      privilege_id: privilege.id,
      category_id: privilege.categoryId,
      ...offerConsoleView(privilege, issued),
      valid_through: forever ? null : isoOrNull(privilege.validThrough),
      condition_th: privilege.conditionTh,
      is_forever: forever,
      for_you: privilege.systemType === privilegeSystemType.forYou,
      tier_ids: privilege.forTierIds as number[],
      code_validity_minutes: privilege.codeValidityMinutes,
    };
  },
  check: async (tx, brandId, values) => {
    await checkCategory(tx, brandId, values.categoryId);
    await checkTiers(tx, brandId, values.forTierIds);
  },
};

/** The columns of a privilege's fields sent; no end date makes it a forever privilege. */
export function privilegeColumns(edit: PrivilegeUpdateRequest) {
  const forYou = edit.for_you;
  return {
    ...offerColumns(edit),
    ...sentColumns({
      categoryId: edit.category_id,
      conditionTh: edit.condition_th,
      systemType:
        forYou === undefined
          ? undefined
          : forYou
            ? privilegeSystemType.forYou
            : privilegeSystemType.everyone,
      forTierIds: edit.tier_ids && [...new Set(edit.tier_ids)],
      codeValidityMinutes: edit.code_validity_minutes,
      isForever: edit.valid_through === undefined ? undefined : edit.valid_through === null,
    }),
  };
}

// Packages

export const packageTerms: OfferConsoleTerms<'package', ConsolePackage> = {
  kind: 'package',
  notFound: 'PACKAGE_NOT_FOUND',
  target: 'package',
  imageGroup: PACKAGE_IMAGE_GROUP,
  view: (pack: OfferRow<'package'>, issued: number): ConsolePackage => ({
    package_id: pack.id,
    ...offerConsoleView(pack, issued),
    uses_per_package: pack.usesPerPackage,
    valid_days: pack.validDays,
    code_validity_minutes: pack.codeValidityMinutes,
  }),
  // A package names nothing else of the brand.
  check: async () => {},
};

export function packageColumns(edit: PackageUpdateRequest) {
  return {
    ...offerColumns(edit),
    ...sentColumns({
      usesPerPackage: edit.uses_per_package,
      validDays: edit.valid_days,
      codeValidityMinutes: edit.code_validity_minutes,
    }),
  };
}

// Categories

function categoryView({
  category,
  privileges,
}: {
  category: CategoryRow;
  privileges: number;
}): ConsoleCategory {
  return {
    category_id: category.id,
    name_th: category.nameTh,
    name_en: category.nameEn,
    is_active: category.isActive,
    sort_order: category.sortOrder,
    privilege_count: privileges,
  };
}

export async function listCatalogueCategories(db: Db, brandId: number) {
  return (await listBrandCategories(db, brandId)).map(categoryView);
}

async function requireCategory(db: Db, brandId: number, categoryId: number) {
  const row = await findCategory(db, brandId, categoryId, { forUpdate: true });
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  return categoryView(row);
}

/** A new category, last in the members' tabs. */
export function createCategory(db: Db, request: FastifyRequest, body: CategoryCreateRequest) {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    const categoryId = await insertCategory(tx, brandId, {
      nameTh: body.name_th,
      nameEn: body.name_en,
    });
    const after = await requireCategory(tx, brandId, categoryId);
    await audit.record(tx, request, {
      action: 'catalogue.category.create',
      targetType: 'category',
      targetId: categoryId,
      after,
    });
    return after;
  });
}

/** Renames a category, or turns it off: members no longer see its tab, its privileges stay. */
export function updateCatalogueCategory(
  db: Db,
  request: FastifyRequest,
  categoryId: number,
  patch: CategoryUpdateRequest,
) {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    const before = await requireCategory(tx, brandId, categoryId);
    await updateCategory(
      tx,
      brandId,
      categoryId,
      sentColumns({ nameTh: patch.name_th, nameEn: patch.name_en, isActive: patch.is_active }),
    );
    const after = await requireCategory(tx, brandId, categoryId);
    await audit.record(tx, request, {
      action: 'catalogue.category.update',
      targetType: 'category',
      targetId: categoryId,
      before,
      after,
    });
    return after;
  });
}

/**
 * Puts every category of the brand in the order given. A list that is not the brand's categories
 * once each (one added or removed meanwhile, one of another brand) changes nothing.
 */
export function orderCategories(db: Db, request: FastifyRequest, categoryIds: number[]) {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    const before = await lockCategoryIds(tx, brandId);
    const same =
      categoryIds.length === before.length &&
      new Set(categoryIds).size === categoryIds.length &&
      categoryIds.every((id) => before.includes(id));
    if (!same) throw new AppError('CATEGORY_ORDER_MISMATCH');
    await setCategoryOrder(tx, brandId, categoryIds);
    await audit.record(tx, request, {
      action: 'catalogue.category.order',
      targetType: 'category',
      before,
      after: categoryIds,
    });
    return listCatalogueCategories(tx, brandId);
  });
}

// Tiers

/** The brand's tiers a privilege can be kept for, entry tier first. */
export async function listTargetTiers(db: Db, brandId: number): Promise<CatalogueTier[]> {
  return (await listTiers(db, brandId)).map((tier) => ({
    tier_id: tier.tier_id,
    name_th: tier.tier_name_th,
    name_en: tier.tier_name_en,
    rank: tier.rank,
  }));
}
