import { z } from 'zod';
import { envelope } from './envelope';
import { filtersRequest, paged } from './filters';
import {
  codeStateFields,
  isoDateTime,
  issueAmount,
  offerAvailabilityFields,
  offerCardFields,
  offerHistoryRequest,
  offerId,
  offerIdQuery,
  offerLimitFields,
  offerListKeys,
  offerListPaging,
  offerWindowFields,
  redeemRefusal,
  takenOfferFields,
} from './offers';

/**
 * Packages are bundles bought with points that hold several uses (e.g. ten coffees). Each use
 * gives a code to show at the store, like an issued privilege.
 */

/** POST /package/List. Packages whose sale has ended or not started are left out. */
export const packageListRequest = filtersRequest({
  id: 'PackageListRequest',
  keys: offerListKeys,
  totalKeys: [],
  ...offerListPaging,
});
export type PackageListQuery = z.output<typeof packageListRequest>;

/** valid_from and valid_through bound the sale; remaining_limit counts packages left. */
export const packageListItem = z
  .object({
    package_id: z.number().int(),
    ...offerCardFields,
    /** Uses one package holds. */
    uses_per_package: z.number().int(),
    /** Days a bought package can be used; null = no limit. */
    valid_days: z.number().int().nullable(),
    ...offerWindowFields,
    ...offerAvailabilityFields,
  })
  .meta({ id: 'PackageListItem' });
export type PackageListItem = z.infer<typeof packageListItem>;
export const packageListResponse = envelope(paged(packageListItem));
export type PackageListResponse = z.infer<typeof packageListResponse>;

export const packageDetailQuery = z.object({ packageId: offerIdQuery });

/** used_count counts the packages this member has bought. */
export const packageDetail = packageListItem
  .extend({
    ...offerLimitFields,
    not_issuable_reason: redeemRefusal.nullable(),
  })
  .meta({ id: 'PackageDetail' });
export type PackageDetail = z.infer<typeof packageDetail>;
export const packageDetailResponse = envelope(packageDetail);

/** Buys Amount packages in one purchase holding Amount x uses_per_package uses. */
export const issuePackageBody = z
  .object({
    Package_Id: offerId,
    Amount: issueAmount.default(1),
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
    ...takenOfferFields,
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
  .object({ code: z.string(), ...codeStateFields })
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

/** POST /Customer/History/Package: the member's purchases, by purchase time. */
export const packageHistoryRequest = offerHistoryRequest({
  id: 'PackageHistoryRequest',
  statuses: purchaseStatus.options,
  offerKey: 'package_id',
  takenAtKey: 'purchased_at',
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
