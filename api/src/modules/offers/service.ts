import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SortDirection } from '@crm/contract/filters';
import { windowInOrder, type OfferEditValues, type RedeemRefusal } from '@crm/contract/offers';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import type { UploadedFile } from '../../lib/form-body';
import type { FileStorage } from '../../lib/file-storage';
import { page } from '../../lib/page';
import type { MemberAuth } from '../../plugins/auth';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import { errorWith } from '../auth/errors';
import { normalizeImage, storeBrandImage, WEBP } from '../images/service';
import { effectiveTier, manualTierRuns, type TierFloor } from '../membership/manual-tier';
import { findTiers } from '../membership/service';
import { spendPoints, type SpendInput } from '../points/ledger';
import { bangkokDayRange } from '../points/policy';
import { activeCatalogue, pageOnSale } from './catalogue';
import { insertWithFreshCode } from './codes';
import {
  countTakenByMember,
  listBranchNames,
  findCategory,
  findForMember,
  findInBrand,
  findMemberStanding,
  findTake,
  insertCategory,
  insertOffer,
  insertTake,
  listBrandCategories,
  listCategories,
  listInBrand,
  findMemberPart,
  listTakes,
  lockCategoryIds,
  findForTake,
  setCategoryOrder,
  takeStock,
  updateCategory,
  updateOfferRow,
  type BrandListQuery,
  type CatalogueQuery,
  type ConsoleFilters,
  type KindFilters,
  type OfferInsert,
  type OfferKind,
  type OfferRow,
  type ShownWithTake,
  type TakeInsert,
  type TakeOrderKey,
  type TakeRow,
  type TakeStatus,
} from './repository';
import {
  codeStatus,
  isoOrNull,
  keptForTier,
  memberRemaining,
  missingPoints,
  offerOf,
  refusalOf,
  restock,
  type MemberStanding,
  type Offer,
} from './rules';

/**
 * The rules privileges and packages share, for any kind of offer: what a member sees of the
 * catalogue, taking an offer with points, the history of what they took, and how the brand's
 * team edits them in the console.
 */

export type {
  BrandListQuery,
  CategoryRow,
  ConsoleFilters,
  KindFilters,
  OfferInsert,
  OfferKind,
  OfferRow,
  ShownWithTake,
  TakeRow,
} from './repository';

/** The privilege categories members see, in their order. */
export { listCategories };

/** The brand's categories for the console, and the changes its team makes to them. */
export {
  findCategory,
  insertCategory,
  listBrandCategories,
  lockCategoryIds,
  setCategoryOrder,
  updateCategory,
};

/**
 * The signed-in member's points and tier, a running manual tier raising it as everywhere else; a
 * member removed since sign-in is signed out.
 */
export async function requireStanding(db: Db, auth: MemberAuth): Promise<MemberStanding> {
  const found = await findMemberStanding(db, auth.brandId, auth.memberId);
  if (!found) throw new AppError('UNAUTHORIZED', 'Member not found');
  return heldStanding(db, found);
}

async function heldStanding(db: Db, found: MemberStanding & TierFloor): Promise<MemberStanding> {
  const { manualTierId, manualTierUntil, ...standing } = found;
  const floor = { tierId: standing.tierId, manualTierId, manualTierUntil };
  const now = new Date();
  if (!manualTierRuns(floor, now)) return standing;
  const held = effectiveTier(await findTiers(db, standing.brandId), floor, now);
  return { ...standing, tierId: held?.id ?? standing.tierId };
}

/** What a row of any kind holds for the fields every offer shows. */
type Listed = Offer &
  Pick<
    OfferRow<OfferKind>,
    'mainImageUrl' | 'nameTh' | 'nameEn' | 'descTh' | 'descEn' | 'totalStock'
  > & { isForever?: boolean };

/** A row with the units the member already took of it. */
type Taken<K extends OfferKind> = { offer: OfferRow<K>; used: number };

/**
 * One page of the offers of a kind the member can take now; `item` words each row with the
 * member's standing.
 */
export async function listOffersOnSale<K extends OfferKind, T>(
  db: Db,
  kind: K,
  auth: MemberAuth,
  request: { query: CatalogueQuery; filters: KindFilters[K]; now: Date },
  item: (row: Taken<K>, member: MemberStanding) => T,
) {
  const [catalogue, part] = await Promise.all([
    activeCatalogue(db, kind, auth.brandId),
    findMemberPart(db, kind, auth.brandId, auth.memberId),
  ]);
  if (!part) throw new AppError('UNAUTHORIZED', 'Member not found');
  const member = await heldStanding(db, part.standing);
  const { rows, total } = pageOnSale(catalogue, kind, { ...part, standing: member }, request);
  return page(
    rows.map((row) => item(row, member)),
    total,
    request.query,
  );
}

/** An active offer the member may see, whatever its dates; `notFound` otherwise. */
export async function requireOfferForMember<K extends OfferKind>(
  db: Db,
  kind: K,
  auth: MemberAuth,
  offer: { id: number; notFound: ErrorCode },
): Promise<Taken<K> & { member: MemberStanding }> {
  const member = await requireStanding(db, auth);
  const row = await findForMember(db, kind, member, offer.id);
  if (!row) throw new AppError(offer.notFound);
  return { ...row, member };
}

/** The fields every offer's list item starts and ends with (the contract's offer fields). */
export function offerCard(row: Listed, used: number, member: MemberStanding, now: Date) {
  const offer = offerOf(row);
  const refusal = refusalOf(offer, { now, used, amount: 1, balance: member.pointBalance });
  return {
    main_image_url: row.mainImageUrl,
    name_th: row.nameTh,
    name_en: row.nameEn,
    desc_th: row.descTh,
    desc_en: row.descEn,
    point_ref: member.pointBalance,
    point_need: row.pointNeed,
    missing_point: missingPoints(row.pointNeed, member.pointBalance),
    valid_from: isoOrNull(row.validFrom),
    valid_through: isoOrNull(offer.validThrough),
    remaining_limit: row.remainingStock,
    is_issuable: refusal === null,
  };
}

/** What every offer's detail tells of its limits and the member's use of it. */
export function offerLimits(row: Listed, used: number, member: MemberStanding, now: Date) {
  return {
    total_stock: row.totalStock,
    per_member_limit: row.perMemberLimit,
    used_count: used,
    member_remaining_limit: memberRemaining(row.perMemberLimit, used),
    not_issuable_reason: refusalOf(offerOf(row), {
      now,
      used,
      amount: 1,
      balance: member.pointBalance,
    }),
  };
}

/** How one kind of offer is taken: its refusals, its record and its line in the points history. */
export interface TakeTerms<K extends OfferKind> {
  notFound: ErrorCode;
  refusals: Record<RedeemRefusal, ErrorCode>;
  /** The record of the take; asked again when its random codes were already taken. */
  record(
    offer: OfferRow<K>,
    take: { member: MemberStanding; amount: number; points: number; now: Date },
  ): TakeInsert<K>;
  spend(
    offer: OfferRow<K>,
    take: TakeRow<K>,
  ): Pick<
    SpendInput,
    'entryType' | 'sourceType' | 'sourceId' | 'descriptionTh' | 'descriptionEn' | 'reserve'
  >;
}

/**
 * Takes `amount` units of an offer for the member inside the caller's transaction. The offer row
 * stays locked until commit, so stock and per-member limits hold under concurrent requests; the
 * ledger locks the member and refuses a short balance.
 */
export async function takeOffer<K extends OfferKind>(
  tx: Db,
  kind: K,
  auth: MemberAuth,
  request: { offerId: number; amount: number; now: Date },
  terms: TakeTerms<K>,
) {
  const { amount, now } = request;
  // The member's lock, held since the transaction began, keeps their takes and points still; the
  // offer's stock is checked here and taken last, atomically, so a crowd taking one offer queues
  // on its row only for each commit, not for each whole transaction.
  const found = await findForTake(tx, kind, auth, request.offerId);
  if (!found) throw new AppError('UNAUTHORIZED', 'Member not found');
  const member = await heldStanding(tx, found.standing);
  const offer = found.offer;
  // A privilege kept for other tiers is, to this member, no privilege at all.
  if (!offer || ('forTierIds' in offer && !keptForTier(offer.forTierIds, member.tierId))) {
    throw new AppError(terms.notFound);
  }
  // What the member took already matters only under a per-member limit.
  const used =
    offer.perMemberLimit === null ? 0 : await countTakenByMember(tx, kind, member, offer.id);
  const refusal = refusalOf(offerOf(offer), { now, used, amount });
  if (refusal) throw new AppError(terms.refusals[refusal]);

  const points = offer.pointNeed * amount;
  const take = await insertWithFreshCode(() =>
    insertTake(tx, kind, terms.record(offer, { member, amount, points, now })),
  );
  const balance =
    points === 0
      ? member.pointBalance
      : (
          await spendPoints(tx, {
            brandId: member.brandId,
            memberId: member.memberId,
            points,
            ...terms.spend(offer, take),
            at: now,
          })
        ).balance;
  if (!(await takeStock(tx, kind, member.brandId, offer.id, amount))) {
    throw new AppError(terms.refusals.out_of_stock);
  }
  return { offer, take, points, balance };
}

/** A history request as every kind's contract words it, besides its offer filter. */
export interface HistoryRequest<K extends OfferKind> {
  where: { status?: TakeStatus<K>; search?: string; date_from?: string; date_to?: string };
  ordering: { key: string; direction: SortDirection }[];
  page: number;
  limit: number;
}

export type TakeWithOffer<K extends OfferKind> = { take: TakeRow<K>; offer: ShownWithTake<K> };

/**
 * One page of the member's takes of a kind, newest first unless told otherwise. The kind names
 * its offer filter (`offerId`) and its take time (`takenAtKey`, e.g. issued_at) its own way.
 */
export async function listMemberTakes<K extends OfferKind, T>(
  db: Db,
  kind: K,
  auth: MemberAuth,
  request: HistoryRequest<K> & { offerId: number | undefined; takenAtKey: string; now: Date },
  item: (row: TakeWithOffer<K>) => T,
) {
  const { where } = request;
  const ordering = request.ordering.map(({ key, direction }) => ({
    key: key === request.takenAtKey ? 'taken_at' : (key as TakeOrderKey),
    direction,
  }));
  const { rows, total } = await listTakes(
    db,
    kind,
    auth,
    {
      where: {
        status: where.status,
        offerId: request.offerId,
        search: where.search,
        takenAt: bangkokDayRange(where.date_from, where.date_to),
      },
      ordering,
      page: request.page,
      limit: request.limit,
    },
    request.now,
  );
  return page(rows.map(item), total, request);
}

/** One of the member's takes, by its transaction id. */
export async function requireTake<K extends OfferKind>(
  db: Db,
  kind: K,
  auth: MemberAuth,
  transactionId: string,
): Promise<TakeWithOffer<K>> {
  const row = await findTake(db, kind, auth, transactionId);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  return row;
}

/** What every history item shows of the offer taken. */
export function takenOffer(
  take: { amount: number },
  offer: { nameTh: string; nameEn: string; mainImageUrl: string },
) {
  return {
    name_th: offer.nameTh,
    name_en: offer.nameEn,
    main_image_url: offer.mainImageUrl,
    amount: take.amount,
  };
}

/** The brand's branches by id, to name where a code was used. */
export type BranchNames = ReadonlyMap<number, { nameTh: string; nameEn: string }>;

export async function branchNamesOf(db: Db, brandId: number): Promise<BranchNames> {
  const rows = await listBranchNames(db, brandId);
  return new Map(rows.map((row) => [row.id, row]));
}

/** A store code's times and state at `now`, and the branch that used it. */
export function codeState(
  code: {
    issuedAt: Date;
    expiresAt: Date | null;
    usedAt: Date | null;
    usedBranchId: number | null;
  },
  now: Date,
  branches: BranchNames,
) {
  const branch = code.usedBranchId === null ? undefined : branches.get(code.usedBranchId);
  return {
    issued_at: code.issuedAt.toISOString(),
    expires_at: isoOrNull(code.expiresAt),
    used_at: isoOrNull(code.usedAt),
    used_branch_name_th: branch?.nameTh ?? null,
    used_branch_name_en: branch?.nameEn ?? null,
    status: codeStatus(code, now),
  };
}

// The console: every offer of the brand, and the team's changes, for any kind.

/** How the console edits one kind of offer: its error, its name in the audit log, its view. */
export interface OfferConsoleTerms<K extends OfferKind, V> {
  kind: K;
  notFound: ErrorCode;
  /** The audit log's target type, and the middle of its actions (catalogue.privilege.create). */
  target: string;
  /** Image group of the kind's pictures. */
  imageGroup: number;
  view(offer: OfferRow<K>, issued: number): V;
  /** Checks what the change names of the brand (a category, tiers) inside its transaction. */
  check(tx: Db, brandId: number, values: Partial<OfferInsert<K>>): Promise<void>;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The columns of a change without those it leaves as they are (undefined). */
export function sentColumns<T extends object>(columns: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** The columns of the fields sent; the stock's columns are the kernel's to set (see restock). */
export function offerColumns(edit: Partial<OfferEditValues>) {
  return sentColumns({
    nameTh: edit.name_th,
    nameEn: edit.name_en,
    descTh: edit.desc_th,
    descEn: edit.desc_en,
    pointNeed: edit.point_need,
    validFrom: edit.valid_from === undefined ? undefined : dateOrNull(edit.valid_from),
    validThrough: edit.valid_through === undefined ? undefined : dateOrNull(edit.valid_through),
    totalStock: edit.total_stock,
    perMemberLimit: edit.per_member_limit,
    isActive: edit.is_active,
    sortOrder: edit.sort_order,
  });
}

/** What the console shows of every offer (the contract's offerConsoleFields). */
export function offerConsoleView(offer: OfferRow<OfferKind>, issued: number) {
  return {
    main_image_url: offer.mainImageUrl,
    name_th: offer.nameTh,
    name_en: offer.nameEn,
    desc_th: offer.descTh,
    desc_en: offer.descEn,
    point_need: offer.pointNeed,
    valid_from: isoOrNull(offer.validFrom),
    valid_through: isoOrNull(offer.validThrough),
    total_stock: offer.totalStock,
    remaining_stock: offer.remainingStock,
    issued,
    per_member_limit: offer.perMemberLimit,
    is_active: offer.isActive,
    sort_order: offer.sortOrder,
    created_at: offer.createdAt.toISOString(),
  };
}

/** One page of the brand's offers of a kind, in the members' order. */
export async function listBrandOffers<K extends OfferKind, V>(
  db: Db,
  terms: OfferConsoleTerms<K, V>,
  brandId: number,
  query: BrandListQuery,
  filters: ConsoleFilters[K],
) {
  const { rows, total } = await listInBrand(db, terms.kind, brandId, query, filters);
  return page(
    rows.map((row) => terms.view(row.offer, row.issued)),
    total,
    query,
  );
}

/** An offer of the brand in any state; the kind's not-found error otherwise. */
export async function requireBrandOffer<K extends OfferKind, V>(
  db: Db,
  terms: OfferConsoleTerms<K, V>,
  brandId: number,
  offerId: number,
): Promise<V> {
  const row = await findInBrand(db, terms.kind, brandId, offerId);
  if (!row) throw new AppError(terms.notFound);
  return terms.view(row.offer, row.issued);
}

/** Adds an offer with its whole stock left, as the operator of `request`, in the audit log. */
export function createOffer<K extends OfferKind, V>(
  db: Db,
  request: FastifyRequest,
  terms: OfferConsoleTerms<K, V>,
  values: Omit<OfferInsert<K>, 'brandId'>,
): Promise<V> {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    await terms.check(tx, brandId, values as Partial<OfferInsert<K>>);
    const offerId = await insertOffer(tx, terms.kind, {
      ...values,
      brandId,
      remainingStock: values.totalStock ?? null,
    });
    const after = await requireBrandOffer(tx, terms, brandId, offerId);
    await audit.record(tx, request, {
      action: `catalogue.${terms.target}.create`,
      targetType: terms.target,
      targetId: offerId,
      after,
    });
    return after;
  });
}

/**
 * Changes the fields sent, the offer locked so no member takes of it meanwhile. The sale window
 * must stay in order with what is stored; a new stock total keeps what was issued taken and may
 * not be less than it.
 */
export function updateOffer<K extends OfferKind, V>(
  db: Db,
  request: FastifyRequest,
  terms: OfferConsoleTerms<K, V>,
  offerId: number,
  values: Partial<OfferInsert<K>>,
): Promise<V> {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    const row = await findInBrand(tx, terms.kind, brandId, offerId, { forUpdate: true });
    if (!row) throw new AppError(terms.notFound);
    const { offer, issued } = row;
    const window = {
      valid_from: isoOrNull(values.validFrom === undefined ? offer.validFrom : values.validFrom),
      valid_through: isoOrNull(
        values.validThrough === undefined ? offer.validThrough : values.validThrough,
      ),
    };
    if (!windowInOrder(window)) throw new AppError('OFFER_DATES_OUT_OF_ORDER');
    await terms.check(tx, brandId, values);

    const changes: Partial<OfferInsert<K>> = { ...values };
    if (values.totalStock !== undefined && values.totalStock !== offer.totalStock) {
      const stock = restock(values.totalStock, issued);
      if (!stock) throw errorWith('OFFER_STOCK_BELOW_ISSUED', { issued });
      Object.assign(changes, stock);
    }
    const before = terms.view(offer, issued);
    await updateOfferRow(tx, terms.kind, brandId, offerId, changes);
    const after = await requireBrandOffer(tx, terms, brandId, offerId);
    await audit.record(tx, request, {
      action: `catalogue.${terms.target}.update`,
      targetType: terms.target,
      targetId: offerId,
      before,
      after,
    });
    return after;
  });
}

/** Offer pictures fit inside this box; members see them as cards and on the detail page. */
const OFFER_IMAGE_BOX = { width: 1200, height: 1200 };

/**
 * Gives the offer a new picture, checked and re-encoded before any transaction opens (an offer of
 * another brand is not found whatever was sent). It takes a key of its own: members who loaded
 * the old one within the hour keep seeing it until they reload.
 */
export async function replaceOfferImage<K extends OfferKind, V>(
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  terms: OfferConsoleTerms<K, V>,
  offerId: number,
  upload: UploadedFile | undefined,
): Promise<V> {
  const { brandId, brandRef } = operatorOf(request);
  await requireBrandOffer(db, terms, brandId, offerId);
  if (!upload) throw new AppError('IMAGE_REQUIRED');
  const bytes = await normalizeImage(upload.bytes, OFFER_IMAGE_BOX);
  return transaction(db, async (tx) => {
    const row = await findInBrand(tx, terms.kind, brandId, offerId, { forUpdate: true });
    if (!row) throw new AppError(terms.notFound);
    const stored = await storeBrandImage(
      tx,
      storage,
      { id: brandId, ref: brandRef },
      {
        key: `${terms.target}/${offerId}-${randomUUID()}.webp`,
        name: upload.filename.slice(0, 200) || terms.target,
        bytes,
        contentType: WEBP,
        groupType: terms.imageGroup,
      },
    );
    const before = terms.view(row.offer, row.issued);
    await updateOfferRow(tx, terms.kind, brandId, offerId, {
      mainImageUrl: stored.url,
    } as Partial<OfferInsert<K>>);
    const after = await requireBrandOffer(tx, terms, brandId, offerId);
    await audit.record(tx, request, {
      action: `catalogue.${terms.target}.image`,
      targetType: terms.target,
      targetId: offerId,
      before,
      after,
    });
    return after;
  });
}

export { findMembersWithDueCodes } from './repository';
export { releaseDueCodes } from './release';
