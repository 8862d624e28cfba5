import { z } from 'zod';
import { envelope } from './envelope';
import { calendarDay } from './customer';
import { filterValue, filtersRequest, paged } from './filters';
import {
  HISTORY_LIMIT,
  MAX_ISSUE_AMOUNT,
  isoDateTime,
  issueStatus,
  redeemRefusal,
} from './privileges';

/**
 * Packages are bundles bought with points that hold several uses (e.g. ten coffees). Each use
 * gives a code to show at the store, like an issued privilege.
 */

/** POST /package/List. Packages whose sale has ended or not started are left out. */
export const packageListRequest = filtersRequest({
  id: 'PackageListRequest',
  keys: {
    /** Name (Thai or English) contains the text. */
    search: filterValue.text,
    point_from: filterValue.int,
    point_to: filterValue.int,
  },
  totalKeys: [],
  orderKeys: ['sort_order', 'point_need', 'valid_through', 'name_th', 'created_at'],
  defaultLimit: 10,
  maxLimit: 100,
});
export type PackageListQuery = z.output<typeof packageListRequest>;

export const packageListItem = z
  .object({
    package_id: z.number().int(),
    main_image_url: z.string(),
    name_th: z.string(),
    name_en: z.string(),
    desc_th: z.string(),
    desc_en: z.string(),
    /** The member's points balance the other fields were computed with. */
    point_ref: z.number().int(),
    point_need: z.number().int(),
    missing_point: z.number().int(),
    /** Uses one package holds. */
    uses_per_package: z.number().int(),
    /** Days a bought package can be used; null = no limit. */
    valid_days: z.number().int().nullable(),
    /** The sale window. */
    valid_from: isoDateTime.nullable(),
    valid_through: isoDateTime.nullable(),
    /** Packages left for everyone: null = unlimited, 0 = sold out. */
    remaining_limit: z.number().int().nullable(),
    is_issuable: z.boolean(),
  })
  .meta({ id: 'PackageListItem' });
export type PackageListItem = z.infer<typeof packageListItem>;
export const packageListResponse = envelope(paged(packageListItem));
export type PackageListResponse = z.infer<typeof packageListResponse>;

export const packageDetailQuery = z.object({
  packageId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const packageDetail = packageListItem
  .extend({
    total_stock: z.number().int().nullable(),
    per_member_limit: z.number().int().nullable(),
    /** Packages this member has bought. */
    used_count: z.number().int(),
    member_remaining_limit: z.number().int().nullable(),
    not_issuable_reason: redeemRefusal.nullable(),
  })
  .meta({ id: 'PackageDetail' });
export type PackageDetail = z.infer<typeof packageDetail>;
export const packageDetailResponse = envelope(packageDetail);

/** Buys Amount packages in one purchase holding Amount x uses_per_package uses. */
export const issuePackageBody = z
  .object({
    Package_Id: z.number().int().positive().max(2_147_483_647),
    Amount: z.number().int().min(1).max(MAX_ISSUE_AMOUNT).default(1),
  })
  .meta({ id: 'IssuePackageRequest' });
export type IssuePackageBody = z.input<typeof issuePackageBody>;

/** active: uses left and not expired; used_up: none left; expired: past expires_at. */
export const purchaseStatus = z.enum(['active', 'used_up', 'expired']);
export type PurchaseStatus = z.infer<typeof purchaseStatus>;

export const packagePurchase = z
  .object({
    transaction_id: z.string(),
    package_id: z.number().int(),
    name_th: z.string(),
    name_en: z.string(),
    main_image_url: z.string(),
    amount: z.number().int(),
    uses_total: z.number().int(),
    uses_remaining: z.number().int(),
    point_spent: z.number().int(),
    purchased_at: isoDateTime,
    expires_at: isoDateTime.nullable(),
    status: purchaseStatus,
  })
  .meta({ id: 'PackagePurchase' });
export type PackagePurchase = z.infer<typeof packagePurchase>;

export const boughtPackage = packagePurchase
  .extend({ point_balance: z.number().int() })
  .meta({ id: 'BoughtPackage' });
export type BoughtPackage = z.infer<typeof boughtPackage>;
export const issuePackageResponse = envelope(boughtPackage);

/** A code for one use of a purchase, shown at the store like an issued privilege. */
export const packageUse = z
  .object({
    code: z.string(),
    issued_at: isoDateTime,
    expires_at: isoDateTime.nullable(),
    used_at: isoDateTime.nullable(),
    status: issueStatus,
  })
  .meta({ id: 'PackageUse' });
export type PackageUse = z.infer<typeof packageUse>;

export const usedPackage = packageUse
  .extend({
    transaction_id: z.string(),
    uses_remaining: z.number().int(),
    /** Seconds the code can still be shown; null when it never expires. */
    remaining_seconds: z.number().int().nullable(),
  })
  .meta({ id: 'UsedPackage' });
export type UsedPackage = z.infer<typeof usedPackage>;
export const usePackageResponse = envelope(usedPackage);

/**
 * POST /Customer/History/Package; default page 1, limit 99. date_from and date_to (yyyy-MM-dd,
 * Bangkok days, both included) bound purchased_at.
 */
export const packageHistoryRequest = filtersRequest({
  id: 'PackageHistoryRequest',
  keys: {
    status: filterValue.oneOf(purchaseStatus.options),
    package_id: filterValue.int,
    search: filterValue.text,
    date_from: calendarDay,
    date_to: calendarDay,
  },
  totalKeys: ['status', 'package_id'],
  orderKeys: ['purchased_at', 'expires_at', 'point_spent'],
  defaultLimit: HISTORY_LIMIT,
  maxLimit: HISTORY_LIMIT,
});
export type PackageHistoryQuery = z.output<typeof packageHistoryRequest>;
export const packageHistoryResponse = envelope(paged(packagePurchase));
export type PackageHistoryResponse = z.infer<typeof packageHistoryResponse>;

export const packageHistoryDetail = packagePurchase
  .extend({
    desc_th: z.string(),
    desc_en: z.string(),
    /** Codes issued from this purchase, newest first. */
    uses: z.array(packageUse),
  })
  .meta({ id: 'PackageHistoryDetail' });
export type PackageHistoryDetail = z.infer<typeof packageHistoryDetail>;
export const packageHistoryDetailResponse = envelope(packageHistoryDetail);
