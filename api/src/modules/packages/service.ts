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
import type { RedeemRefusal } from '@crm/contract/privileges';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import type { MemberAuth } from '../../plugins/auth';
import { spendPoints } from '../points/ledger';
import { bangkokDayRange } from '../points/policy';
import { insertWithFreshCode, storeCode, transactionIdWith } from '../privileges/codes';
import {
  codeExpiry,
  codeStatus,
  isoOrNull,
  memberRemaining,
  missingPoints,
  refusalOf,
  secondsLeft,
} from '../privileges/redeem-rules';
import type { MemberStanding } from '../privileges/repository';
import { page, requireStanding } from '../privileges/service';
import {
  countBoughtByMember,
  findPackage,
  findPurchase,
  insertPurchase,
  insertUse,
  listPackages,
  listPurchases,
  listUses,
  lockPackage,
  takeOneUse,
  takePackageStock,
  type PackageRow,
} from './repository';

/** How long a use code can be shown at the store, like a privilege's default. */
export const PACKAGE_CODE_VALIDITY_MINUTES = 15;
const DAY_MS = 86_400_000;

const refusalError: Record<RedeemRefusal, ErrorCode> = {
  not_started: 'PACKAGE_NOT_STARTED',
  expired: 'PACKAGE_EXPIRED',
  out_of_stock: 'PACKAGE_OUT_OF_STOCK',
  limit_reached: 'PACKAGE_LIMIT_REACHED',
  insufficient_points: 'INSUFFICIENT_POINTS',
};

export async function getPackageList(
  db: Db,
  auth: MemberAuth,
  query: PackageListQuery,
): Promise<PackageListResponse['data']> {
  const member = await requireStanding(db, auth);
  const now = new Date();
  const { rows, total } = await listPackages(db, member, query, now);
  return page(
    rows.map((row) => listItem(row.pkg, row.bought, member, now)),
    total,
    query,
  );
}

export async function getPackageDetail(
  db: Db,
  auth: MemberAuth,
  packageId: number,
): Promise<PackageDetail> {
  const member = await requireStanding(db, auth);
  const row = await findPackage(db, member, packageId);
  if (!row) throw new AppError('PACKAGE_NOT_FOUND');
  const { pkg, bought } = row;
  const now = new Date();
  return {
    ...listItem(pkg, bought, member, now),
    total_stock: pkg.totalStock,
    per_member_limit: pkg.perMemberLimit,
    used_count: bought,
    member_remaining_limit: memberRemaining(pkg.perMemberLimit, bought),
    not_issuable_reason: refusalOf(pkg, {
      now,
      used: bought,
      amount: 1,
      balance: member.pointBalance,
    }),
  };
}

function listItem(
  pkg: PackageRow,
  bought: number,
  member: MemberStanding,
  now: Date,
): PackageListItem {
  const refusal = refusalOf(pkg, { now, used: bought, amount: 1, balance: member.pointBalance });
  return {
    package_id: pkg.id,
    main_image_url: pkg.mainImageUrl,
    name_th: pkg.nameTh,
    name_en: pkg.nameEn,
    desc_th: pkg.descTh,
    desc_en: pkg.descEn,
    point_ref: member.pointBalance,
    point_need: pkg.pointNeed,
    missing_point: missingPoints(pkg.pointNeed, member.pointBalance),
    uses_per_package: pkg.usesPerPackage,
    valid_days: pkg.validDays,
    valid_from: isoOrNull(pkg.validFrom),
    valid_through: isoOrNull(pkg.validThrough),
    remaining_limit: pkg.remainingStock,
    is_issuable: refusal === null,
  };
}

/**
 * Buys `amount` packages in the caller's transaction: one purchase pooling their uses. The
 * package row stays locked until commit, so stock and per-member limits hold under concurrent
 * requests; the ledger locks the member and refuses a short balance.
 */
export async function buyPackage(
  tx: Db,
  auth: MemberAuth,
  request: { packageId: number; amount: number },
  now: Date,
): Promise<BoughtPackage> {
  const member = await requireStanding(tx, auth);
  const pkg = await lockPackage(tx, member.brandId, request.packageId);
  if (!pkg) throw new AppError('PACKAGE_NOT_FOUND');
  const bought = await countBoughtByMember(tx, member, pkg.id);
  const refusal = refusalOf(pkg, { now, used: bought, amount: request.amount });
  if (refusal) throw new AppError(refusalError[refusal]);

  const points = pkg.pointNeed * request.amount;
  const uses = pkg.usesPerPackage * request.amount;
  const purchase = await insertWithFreshCode(() =>
    insertPurchase(tx, {
      brandId: member.brandId,
      memberId: member.memberId,
      packageId: pkg.id,
      transactionId: transactionIdWith('PK'),
      amount: request.amount,
      usesTotal: uses,
      usesRemaining: uses,
      pointsSpent: points,
      purchasedAt: now,
      expiresAt: pkg.validDays === null ? null : new Date(now.getTime() + pkg.validDays * DAY_MS),
    }),
  );
  await takePackageStock(tx, member.brandId, pkg.id, request.amount);
  const balance =
    points === 0
      ? member.pointBalance
      : (
          await spendPoints(tx, {
            brandId: member.brandId,
            memberId: member.memberId,
            points,
            entryType: 'spend_package',
            sourceType: 'package_purchase',
            sourceId: purchase.transactionId,
            descriptionTh: `ซื้อแพ็กเกจ ${pkg.nameTh}`,
            descriptionEn: `Bought ${pkg.nameEn}`,
            at: now,
          })
        ).balance;
  return { ...purchaseItem({ purchase, pkg }, now), point_balance: balance };
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
  const use = await insertWithFreshCode(() =>
    insertUse(tx, {
      brandId: auth.brandId,
      purchaseId: purchase.id,
      code: storeCode(),
      issuedAt: now,
      expiresAt: codeExpiry(now, PACKAGE_CODE_VALIDITY_MINUTES, purchase.expiresAt),
    }),
  );
  return {
    transaction_id: purchase.transactionId,
    uses_remaining: purchase.usesRemaining,
    remaining_seconds: secondsLeft(use.expiresAt, now),
    ...useItem(use, now),
  };
}

/** Why no use could be taken: the purchase is not the member's, is used up, or expired. */
async function useRefusal(db: Db, auth: MemberAuth, transactionId: string, now: Date) {
  const row = await findPurchase(db, auth, transactionId);
  if (!row) return new AppError('TRANSACTION_NOT_FOUND');
  return new AppError(
    purchaseStatusOf(row.purchase, now) === 'used_up'
      ? 'PACKAGE_USED_UP'
      : 'PACKAGE_PURCHASE_EXPIRED',
  );
}

export async function getPackageHistory(
  db: Db,
  auth: MemberAuth,
  query: PackageHistoryQuery,
): Promise<PackageHistoryResponse['data']> {
  const now = new Date();
  const purchased = bangkokDayRange(query.where.date_from, query.where.date_to);
  const { rows, total } = await listPurchases(db, auth, query, purchased, now);
  return page(
    rows.map((row) => purchaseItem(row, now)),
    total,
    query,
  );
}

export async function getPackageHistoryDetail(
  db: Db,
  auth: MemberAuth,
  transactionId: string,
): Promise<PackageHistoryDetail> {
  const row = await findPurchase(db, auth, transactionId);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  const now = new Date();
  const uses = await listUses(db, auth.brandId, row.purchase.id);
  return {
    ...purchaseItem(row, now),
    desc_th: row.pkg.descTh,
    desc_en: row.pkg.descEn,
    uses: uses.map((use) => useItem(use, now)),
  };
}

type PurchaseRow = NonNullable<Awaited<ReturnType<typeof findPurchase>>>;

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
    purchase,
    pkg,
  }: {
    purchase: PurchaseRow['purchase'];
    pkg: Pick<PackageRow, 'nameTh' | 'nameEn' | 'mainImageUrl'>;
  },
  now: Date,
): PackagePurchase {
  return {
    transaction_id: purchase.transactionId,
    package_id: purchase.packageId,
    name_th: pkg.nameTh,
    name_en: pkg.nameEn,
    main_image_url: pkg.mainImageUrl,
    amount: purchase.amount,
    uses_total: purchase.usesTotal,
    uses_remaining: purchase.usesRemaining,
    point_spent: purchase.pointsSpent,
    purchased_at: purchase.purchasedAt.toISOString(),
    expires_at: isoOrNull(purchase.expiresAt),
    status: purchaseStatusOf(purchase, now),
  };
}

function useItem(
  use: { code: string; issuedAt: Date; expiresAt: Date | null; usedAt: Date | null },
  now: Date,
) {
  return {
    code: use.code,
    issued_at: use.issuedAt.toISOString(),
    expires_at: isoOrNull(use.expiresAt),
    used_at: isoOrNull(use.usedAt),
    status: codeStatus(use, now),
  };
}
