import type {
  BoughtPackage,
  PackageDetail,
  PackageHistoryDetail,
  PackageHistoryQuery,
  PackageHistoryResponse,
  PackageListItem,
  PackageListQuery,
  PackageListResponse,
  PackagePurchase,
  PurchaseStatus,
  UsedPackage,
} from '@crm/contract/packages';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { MemberAuth } from '../../plugins/auth';
import { insertWithFreshCode, storeCode, transactionIdWith } from '../offers/codes';
import { codeExpiry, isoOrNull, secondsLeft, type MemberStanding } from '../offers/rules';
import {
  branchNamesOf,
  codeState,
  type BranchNames,
  listMemberTakes,
  listOffersOnSale,
  offerCard,
  offerLimits,
  requireOfferForMember,
  requireTake,
  takenOffer,
  takeOffer,
  type OfferRow,
  type TakeTerms,
  type TakeWithOffer,
} from '../offers/service';
import { findCodeValidity, insertUse, listUses, takeOneUse } from './repository';

type PackageRow = OfferRow<'package'>;

/** How long a use code can be shown at the store, like a privilege's default. */
const DAY_MS = 86_400_000;

export async function getPackageList(
  db: Db,
  auth: MemberAuth,
  query: PackageListQuery,
): Promise<PackageListResponse['data']> {
  const now = new Date();
  return listOffersOnSale(db, 'package', auth, { query, filters: {}, now }, (row, member) =>
    listItem(row.offer, row.used, member, now),
  );
}

export async function getPackageDetail(
  db: Db,
  auth: MemberAuth,
  packageId: number,
): Promise<PackageDetail> {
  const {
    offer: pkg,
    used,
    member,
  } = await requireOfferForMember(db, 'package', auth, {
    id: packageId,
    notFound: 'PACKAGE_NOT_FOUND',
  });
  const now = new Date();
  return { ...listItem(pkg, used, member, now), ...offerLimits(pkg, used, member, now) };
}

function listItem(
  pkg: PackageRow,
  bought: number,
  member: MemberStanding,
  now: Date,
): PackageListItem {
  return {
    package_id: pkg.id,
    ...offerCard(pkg, bought, member, now),
    uses_per_package: pkg.usesPerPackage,
    valid_days: pkg.validDays,
  };
}

const buyTerms: TakeTerms<'package'> = {
  notFound: 'PACKAGE_NOT_FOUND',
  refusals: {
    not_started: 'PACKAGE_NOT_STARTED',
    expired: 'PACKAGE_EXPIRED',
    out_of_stock: 'PACKAGE_OUT_OF_STOCK',
    limit_reached: 'PACKAGE_LIMIT_REACHED',
    insufficient_points: 'INSUFFICIENT_POINTS',
  },
  /** One purchase pooling the uses of every package bought together. */
  record: (pkg, { member, amount, points, now }) => ({
    brandId: member.brandId,
    memberId: member.memberId,
    packageId: pkg.id,
    transactionId: transactionIdWith('PK'),
    amount,
    usesTotal: pkg.usesPerPackage * amount,
    usesRemaining: pkg.usesPerPackage * amount,
    pointsSpent: points,
    purchasedAt: now,
    expiresAt: pkg.validDays === null ? null : new Date(now.getTime() + pkg.validDays * DAY_MS),
  }),
  spend: (pkg, purchase) => ({
    entryType: 'spend_package',
    sourceType: 'package_purchase',
    sourceId: purchase.transactionId,
    descriptionTh: `ซื้อแพ็กเกจ ${pkg.nameTh}`,
    descriptionEn: `Bought ${pkg.nameEn}`,
  }),
};

/** Buys `amount` packages in the caller's transaction: one purchase pooling their uses. */
export async function buyPackage(
  tx: Db,
  auth: MemberAuth,
  request: { packageId: number; amount: number },
  now: Date,
): Promise<BoughtPackage> {
  const { offer, take, balance } = await takeOffer(
    tx,
    'package',
    auth,
    { offerId: request.packageId, amount: request.amount, now },
    buyTerms,
  );
  return { ...purchaseItem({ take, offer }, now), point_balance: balance };
}

/** Takes one use of a purchase and gives the code for it. */
export async function usePackage(
  tx: Db,
  auth: MemberAuth,
  transactionId: string,
  now: Date,
): Promise<UsedPackage> {
  const purchase = await takeOneUse(tx, auth, transactionId, now);
  if (!purchase) throw await useRefusal(tx, auth, transactionId, now);
  const minutes = await findCodeValidity(tx, auth.brandId, purchase.packageId);
  const use = await insertWithFreshCode(() =>
    insertUse(tx, {
      brandId: auth.brandId,
      purchaseId: purchase.id,
      code: storeCode(),
      issuedAt: now,
      expiresAt: codeExpiry(now, minutes, purchase.expiresAt),
    }),
  );
  return {
    transaction_id: purchase.transactionId,
    uses_remaining: purchase.usesRemaining,
    remaining_seconds: secondsLeft(use.expiresAt, now),
    ...useItem(use, now, new Map()),
  };
}

/** Why no use could be taken: the purchase is not the member's, is used up, or expired. */
async function useRefusal(db: Db, auth: MemberAuth, transactionId: string, now: Date) {
  const { take: purchase } = await requireTake(db, 'package', auth, transactionId);
  return new AppError(
    purchaseStatusOf(purchase, now) === 'used_up' ? 'PACKAGE_USED_UP' : 'PACKAGE_PURCHASE_EXPIRED',
  );
}

export async function getPackageHistory(
  db: Db,
  auth: MemberAuth,
  query: PackageHistoryQuery,
): Promise<PackageHistoryResponse['data']> {
  const now = new Date();
  const request = { ...query, offerId: query.where.package_id, takenAtKey: 'purchased_at', now };
  return listMemberTakes(db, 'package', auth, request, (row) => purchaseItem(row, now));
}

export async function getPackageHistoryDetail(
  db: Db,
  auth: MemberAuth,
  transactionId: string,
): Promise<PackageHistoryDetail> {
  const row = await requireTake(db, 'package', auth, transactionId);
  const now = new Date();
  const [uses, branches] = await Promise.all([
    listUses(db, auth.brandId, row.take.id),
    branchNamesOf(db, auth.brandId),
  ]);
  return {
    ...purchaseItem(row, now),
    desc_th: row.offer.descTh,
    desc_en: row.offer.descEn,
    uses: uses.map((use) => useItem(use, now, branches)),
  };
}

function purchaseStatusOf(
  purchase: { usesRemaining: number; expiresAt: Date | null },
  now: Date,
): PurchaseStatus {
  if (purchase.usesRemaining === 0) return 'used_up';
  if (purchase.expiresAt && purchase.expiresAt <= now) return 'expired';
  return 'active';
}

function purchaseItem(
  {
    take: purchase,
    offer: pkg,
  }: Pick<TakeWithOffer<'package'>, 'take'> & {
    offer: Pick<PackageRow, 'nameTh' | 'nameEn' | 'mainImageUrl'>;
  },
  now: Date,
): PackagePurchase {
  return {
    transaction_id: purchase.transactionId,
    package_id: purchase.packageId,
    ...takenOffer(purchase, pkg),
    uses_total: purchase.usesTotal,
    uses_remaining: purchase.usesRemaining,
    point_spent: purchase.pointsSpent,
    purchased_at: purchase.purchasedAt.toISOString(),
    expires_at: isoOrNull(purchase.expiresAt),
    status: purchaseStatusOf(purchase, now),
  };
}

function useItem(
  use: Parameters<typeof codeState>[0] & { code: string },
  now: Date,
  branches: BranchNames,
) {
  return { code: use.code, ...codeState(use, now, branches) };
}
