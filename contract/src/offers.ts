import { z } from 'zod';
import { calendarDay } from './customer';
import { filterValue, filtersRequest } from './filters';

/**
 * What privileges and packages share as offers of the brand's catalogue: the fields a member sees
 * of every offer, its list and history filters, the requests that take one and the store codes.
 */

/** Most units of one privilege or package a member can take in one request. */
export const MAX_ISSUE_AMOUNT = 10;

/** Default and largest page of the history lists (spec 9: history limit 99, page 1). */
export const HISTORY_LIMIT = 99;

/** Timestamps are ISO 8601 in UTC, e.g. 2025-01-31T16:59:59.000Z. */
export const isoDateTime = z.iso.datetime();

/** The id of a privilege or package: a positive PostgreSQL integer. */
export const offerId = z.number().int().positive().max(2_147_483_647);

/** The same id read from a query string. */
export const offerIdQuery = z.coerce.number().int().positive().max(2_147_483_647);

/** Units asked for in one request. */
export const issueAmount = z.number().int().min(1).max(MAX_ISSUE_AMOUNT);

/**
 * Why a member cannot take a privilege or package now; null when they can. Issue answers the
 * same cases with the errors PRIVILEGE_NOT_STARTED, _EXPIRED, _OUT_OF_STOCK, _LIMIT_REACHED and
 * INSUFFICIENT_POINTS (PACKAGE_* for packages).
 */
export const redeemRefusal = z.enum([
  'not_started',
  'expired',
  'out_of_stock',
  'limit_reached',
  'insufficient_points',
]);
export type RedeemRefusal = z.infer<typeof redeemRefusal>;

/** Optional header of Issue, Buy and Use: a retry with the same key replays the first answer. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,128}$/, 'Idempotency-Key: 1 to 128 visible ASCII characters')
    .optional(),
});
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Response header set to 'true' when the answer is a replay of an earlier request. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** Filter keys every offer list takes besides its own. */
export const offerListKeys = {
  /** Name (Thai or English) contains the text. */
  search: filterValue.text,
  point_from: filterValue.int,
  point_to: filterValue.int,
};

/** Ordering and page sizes of every offer list. */
export const offerListPaging = {
  orderKeys: ['sort_order', 'point_need', 'valid_through', 'name_th', 'created_at'],
  defaultLimit: 10,
  maxLimit: 100,
} as const;

/** The first fields of every offer's list item. */
export const offerCardFields = {
  main_image_url: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  desc_th: z.string(),
  desc_en: z.string(),
  /** The member's points balance the other fields were computed with. */
  point_ref: z.number().int(),
  point_need: z.number().int(),
  /** Points the member lacks for one unit; 0 when they have enough. */
  missing_point: z.number().int(),
};

/** When the offer can be taken; valid_through is null when it never ends. */
export const offerWindowFields = {
  valid_from: isoDateTime.nullable(),
  valid_through: isoDateTime.nullable(),
};

/** The last fields of every offer's list item. */
export const offerAvailabilityFields = {
  /** Units left for everyone: null = unlimited, 0 = fully used. */
  remaining_limit: z.number().int().nullable(),
  is_issuable: z.boolean(),
};

/** What a detail tells of the offer's limits and the member's use of it. */
export const offerLimitFields = {
  total_stock: z.number().int().nullable(),
  /** Units one member may take in all; null = no limit. */
  per_member_limit: z.number().int().nullable(),
  /** Units this member has taken. */
  used_count: z.number().int(),
  /** Units this member may still take; null = no limit. */
  member_remaining_limit: z.number().int().nullable(),
};

/** Spec 4 states of a code shown at the store. */
export const issueStatus = z.enum(['active', 'used', 'expired']);
export type IssueStatus = z.infer<typeof issueStatus>;

/** A store code's times and state. */
export const codeStateFields = {
  issued_at: isoDateTime,
  expires_at: isoDateTime.nullable(),
  used_at: isoDateTime.nullable(),
  /** The branch whose counter used the code; null while unused. */
  used_branch_name_th: z.string().nullable(),
  used_branch_name_en: z.string().nullable(),
  status: issueStatus,
};

/**
 * The request of a kind's history list (spec 3 filters; default page 1, limit 99): by status, by
 * offer (`offerKey`, e.g. privilege_id) and by name, and date_from and date_to (yyyy-MM-dd,
 * Bangkok days, both included) bounding when the offer was taken (`takenAtKey`, e.g. issued_at).
 */
export function offerHistoryRequest<
  const Status extends readonly string[],
  OfferKey extends string,
  TakenAtKey extends string,
>(config: { id: string; statuses: Status; offerKey: OfferKey; takenAtKey: TakenAtKey }) {
  const offerFilter = { [config.offerKey]: filterValue.int } as Record<
    OfferKey,
    typeof filterValue.int
  >;
  type OrderKey = TakenAtKey | 'expires_at' | 'point_spent';
  const orderKeys: [OrderKey, ...OrderKey[]] = [config.takenAtKey, 'expires_at', 'point_spent'];
  return filtersRequest({
    id: config.id,
    keys: {
      status: filterValue.oneOf(config.statuses),
      ...offerFilter,
      search: filterValue.text,
      date_from: calendarDay,
      date_to: calendarDay,
    },
    totalKeys: ['status', config.offerKey],
    orderKeys,
    defaultLimit: HISTORY_LIMIT,
    maxLimit: HISTORY_LIMIT,
  });
}

/** What every history item shows of the offer taken. */
export const takenOfferFields = {
  name_th: z.string(),
  name_en: z.string(),
  main_image_url: z.string(),
  amount: z.number().int(),
};

export const transactionId = z.string().trim().min(1).max(64);

/** Names one of the member's privilege issues or package purchases. */
export const transactionBody = z
  .object({ Transaction_Id: transactionId })
  .meta({ id: 'TransactionRequest' });

/*
 * The console's side of every offer: what the brand's team sets and reads of a privilege or a
 * package. Messages that are error codes (OFFER_POINTS_INVALID ...) are answered by the API with
 * that error's Thai and English text, and shown by the console from its own locale files.
 */

export const OFFER_MAX_POINTS = 1_000_000;
export const OFFER_MAX_STOCK = 1_000_000;
export const OFFER_MAX_PER_MEMBER = 1_000;
export const CATALOGUE_MAX_SORT_ORDER = 100_000;

/** A Thai name is required; an English one left empty shows the Thai one to members. */
export const catalogueNameTh = z
  .string({ error: 'CATALOGUE_NAME_REQUIRED' })
  .trim()
  .min(1, 'CATALOGUE_NAME_REQUIRED')
  .max(120);
export const catalogueNameEn = z.string().trim().max(120);
const offerText = z.string().trim().max(2_000);

/** A moment of a sale: years a catalogue can mean, which every database stores. */
const offerDate = z.iso.datetime('OFFER_DATE_INVALID').refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 2200;
}, 'OFFER_DATE_INVALID');

const wholeNumber = (code: string, min: number, max: number) =>
  z.number({ error: code }).int(code).min(min, code).max(max, code);

/** Fields every offer is edited with; each kind adds its own. */
export const offerEditFields = {
  name_th: catalogueNameTh,
  name_en: catalogueNameEn,
  desc_th: offerText,
  desc_en: offerText,
  point_need: wholeNumber('OFFER_POINTS_INVALID', 0, OFFER_MAX_POINTS),
  /** Null: on sale at once. */
  valid_from: offerDate.nullable(),
  /** Null: never ends. */
  valid_through: offerDate.nullable(),
  /** Units for everyone; null = unlimited. */
  total_stock: wholeNumber('OFFER_STOCK_INVALID', 0, OFFER_MAX_STOCK).nullable(),
  /** Units one member may take in all; null = no limit. */
  per_member_limit: wholeNumber('OFFER_LIMIT_INVALID', 1, OFFER_MAX_PER_MEMBER).nullable(),
  is_active: z.boolean(),
  /** Lower first, in the member app's lists. */
  sort_order: z.number().int().min(0).max(CATALOGUE_MAX_SORT_ORDER),
};

export type OfferEditValues = z.output<z.ZodObject<typeof offerEditFields>>;
export type OfferEditInput = z.input<z.ZodObject<typeof offerEditFields>>;

/** When the offer is on sale. */
export interface OfferWindow {
  valid_from: string | null;
  valid_through: string | null;
}

/** The sale must end after it starts: the console checks it as the API does. */
export function windowInOrder({ valid_from, valid_through }: OfferWindow): boolean {
  return !valid_from || !valid_through || Date.parse(valid_through) > Date.parse(valid_from);
}

/**
 * The create request of a kind: its fields whole, the sale window in order. Its update is the
 * same fields, each optional; the API checks the window again with what is stored.
 */
export function offerCreateRequest<S extends z.ZodRawShape & typeof offerEditFields>(shape: S) {
  return z.object(shape).superRefine((offer, ctx) => {
    if (!windowInOrder(offer as OfferWindow)) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_through'],
        message: 'OFFER_DATES_OUT_OF_ORDER',
      });
    }
  });
}

/** What the console reads of every offer. */
export const offerConsoleFields = {
  main_image_url: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  desc_th: z.string(),
  desc_en: z.string(),
  point_need: z.number().int(),
  valid_from: isoDateTime.nullable(),
  valid_through: isoDateTime.nullable(),
  total_stock: z.number().int().nullable(),
  /** Units left for everyone; null = unlimited. */
  remaining_stock: z.number().int().nullable(),
  /** Units members have taken: the stock can never be set below it. */
  issued: z.number().int(),
  per_member_limit: z.number().int().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  created_at: isoDateTime,
};

/** How an offer stands for members now, as the console's badges show it. */
export const offerStatuses = ['on_sale', 'scheduled', 'ended', 'sold_out', 'inactive'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export function offerStatusOf(
  offer: OfferWindow & { is_active: boolean; remaining_stock: number | null },
  now: Date,
): OfferStatus {
  if (!offer.is_active) return 'inactive';
  if (offer.valid_through && Date.parse(offer.valid_through) <= now.getTime()) return 'ended';
  if (offer.valid_from && Date.parse(offer.valid_from) > now.getTime()) return 'scheduled';
  if (offer.remaining_stock === 0) return 'sold_out';
  return 'on_sale';
}

export const CONSOLE_PAGE_SIZES = [10, 20, 50] as const;

/** A console list of offers, paged on the server: by name, on or off, and the kind's own filters. */
export function offerConsoleListQuery<S extends z.ZodRawShape>(extra: S) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** Thai or English name contains the text. */
    search: z.string().trim().max(100).optional(),
    active: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    ...extra,
  });
}
