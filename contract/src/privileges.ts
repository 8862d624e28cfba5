import { z } from 'zod';
import { envelope } from './envelope';
import { calendarDay } from './customer';
import { filterValue, filtersRequest, paged } from './filters';

/** 1 = for everyone, 2 = for you (chosen tiers). */
export const privilegeSystemType = { everyone: 1, forYou: 2 } as const;

/**
 * Image group (images.group_type) of a brand's picture for privileges without their own;
 * theme groups use 2 to 4.
 */
export const PRIVILEGE_DEFAULT_IMAGE_GROUP = 10;

/** Most units of one privilege or package a member can take in one request. */
export const MAX_ISSUE_AMOUNT = 10;

/** Default and largest page of the history lists (spec 9: history limit 99, page 1). */
export const HISTORY_LIMIT = 99;

/** Timestamps are ISO 8601 in UTC, e.g. 2025-01-31T16:59:59.000Z. */
export const isoDateTime = z.iso.datetime();

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

/**
 * POST /privilege/List and /Privilege/ForYou/List. Privilege_System_Type defaults to 1 on the
 * list; the for-you list always uses 2. Expired and not yet started privileges are left out.
 */
export const privilegeListRequest = filtersRequest({
  id: 'PrivilegeListRequest',
  keys: {
    category_id: filterValue.int,
    /** Name (Thai or English) contains the text. */
    search: filterValue.text,
    point_from: filterValue.int,
    point_to: filterValue.int,
    Privilege_System_Type: filterValue.oneOf(['1', '2']),
  },
  totalKeys: ['category_id', 'Privilege_System_Type'],
  orderKeys: ['sort_order', 'point_need', 'valid_through', 'name_th', 'created_at'],
  defaultLimit: 10,
  maxLimit: 100,
});
export type PrivilegeListQuery = z.output<typeof privilegeListRequest>;

/** Spec 3, Privilege list item, plus English texts and the points the member still misses. */
export const privilegeListItem = z
  .object({
    privilege_id: z.number().int(),
    category_id: z.number().int().nullable(),
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
    valid_from: isoDateTime.nullable(),
    /** Null when the privilege never ends (is_forever). */
    valid_through: isoDateTime.nullable(),
    is_forever: z.boolean(),
    /** Units left for everyone: null = unlimited, 0 = fully used. */
    remaining_limit: z.number().int().nullable(),
    is_issuable: z.boolean(),
  })
  .meta({ id: 'PrivilegeListItem' });
export type PrivilegeListItem = z.infer<typeof privilegeListItem>;

export const privilegeListResponse = envelope(paged(privilegeListItem));
export type PrivilegeListResponse = z.infer<typeof privilegeListResponse>;

export const privilegeDetailQuery = z.object({
  privilegeId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const privilegeDetail = privilegeListItem
  .extend({
    system_type: z.number().int(),
    condition_th: z.string(),
    total_stock: z.number().int().nullable(),
    /** Units one member may take in all; null = no limit. */
    per_member_limit: z.number().int().nullable(),
    /** Units this member has taken. */
    used_count: z.number().int(),
    /** Units this member may still take; null = no limit. */
    member_remaining_limit: z.number().int().nullable(),
    code_validity_minutes: z.number().int(),
    not_issuable_reason: redeemRefusal.nullable(),
  })
  .meta({ id: 'PrivilegeDetail' });
export type PrivilegeDetail = z.infer<typeof privilegeDetail>;
export const privilegeDetailResponse = envelope(privilegeDetail);

export const privilegeCategory = z
  .object({ category_id: z.number().int(), name_th: z.string(), name_en: z.string() })
  .meta({ id: 'PrivilegeCategory' });
export type PrivilegeCategory = z.infer<typeof privilegeCategory>;

/** Categories are empty when the brand's Privilege_Page.is_catagory_active is not 'true'. */
export const privilegeCategoryResponse = envelope(
  z.object({ is_catagory_active: z.boolean(), payload: z.array(privilegeCategory) }),
);
export type PrivilegeCategoryResponse = z.infer<typeof privilegeCategoryResponse>;

/** 'url': file_image is an image URL; 'base64': the bytes of a `content_type` image. */
export const defaultImage = z
  .object({
    type: z.enum(['url', 'base64']),
    file_image: z.string(),
    content_type: z.string(),
  })
  .meta({ id: 'DefaultPrivilegeImage' });
export const defaultImageResponse = envelope(defaultImage);
export type DefaultImage = z.infer<typeof defaultImage>;

export const issuePrivilegeBody = z
  .object({
    Privilege_Id: z.number().int().positive().max(2_147_483_647),
    Amount: z.number().int().min(1).max(MAX_ISSUE_AMOUNT).default(1),
    /** 1 = redeem with points, the only kind a member starts. */
    Type: z.literal(1).default(1),
  })
  .meta({ id: 'IssuePrivilegeRequest' });
export type IssuePrivilegeBody = z.input<typeof issuePrivilegeBody>;

/** Spec 4 states of an issued code. */
export const issueStatus = z.enum(['active', 'used', 'expired']);
export type IssueStatus = z.infer<typeof issueStatus>;

export const issuedPrivilege = z
  .object({
    transaction_id: z.string(),
    privilege_id: z.number().int(),
    /** What the store scans or types: the web shows it as QR code, CODE128 or text. */
    code: z.string(),
    amount: z.number().int(),
    point_spent: z.number().int(),
    /** The member's balance after the spend. */
    point_balance: z.number().int(),
    issued_at: isoDateTime,
    expires_at: isoDateTime.nullable(),
  })
  .meta({ id: 'IssuedPrivilege' });
export type IssuedPrivilege = z.infer<typeof issuedPrivilege>;
export const issuePrivilegeResponse = envelope(issuedPrivilege);

/**
 * POST /Customer/History/Privilege; default page 1, limit 99. date_from and date_to (yyyy-MM-dd,
 * Bangkok days, both included) bound issued_at.
 */
export const privilegeHistoryRequest = filtersRequest({
  id: 'PrivilegeHistoryRequest',
  keys: {
    status: filterValue.oneOf(issueStatus.options),
    privilege_id: filterValue.int,
    search: filterValue.text,
    date_from: calendarDay,
    date_to: calendarDay,
  },
  totalKeys: ['status', 'privilege_id'],
  orderKeys: ['issued_at', 'expires_at', 'point_spent'],
  defaultLimit: HISTORY_LIMIT,
  maxLimit: HISTORY_LIMIT,
});
export type PrivilegeHistoryQuery = z.output<typeof privilegeHistoryRequest>;

export const privilegeHistoryItem = z
  .object({
    transaction_id: z.string(),
    privilege_id: z.number().int(),
    name_th: z.string(),
    name_en: z.string(),
    main_image_url: z.string(),
    amount: z.number().int(),
    point_spent: z.number().int(),
    issued_at: isoDateTime,
    expires_at: isoDateTime.nullable(),
    used_at: isoDateTime.nullable(),
    status: issueStatus,
  })
  .meta({ id: 'PrivilegeHistoryItem' });
export type PrivilegeHistoryItem = z.infer<typeof privilegeHistoryItem>;
export const privilegeHistoryResponse = envelope(paged(privilegeHistoryItem));
export type PrivilegeHistoryResponse = z.infer<typeof privilegeHistoryResponse>;

const transactionId = z.string().trim().min(1).max(64);

/** Names one of the member's privilege issues or package purchases. */
export const transactionBody = z
  .object({ Transaction_Id: transactionId })
  .meta({ id: 'TransactionRequest' });

export const privilegeHistoryDetail = privilegeHistoryItem
  .extend({
    desc_th: z.string(),
    desc_en: z.string(),
    condition_th: z.string(),
  })
  .meta({ id: 'PrivilegeHistoryDetail' });
export type PrivilegeHistoryDetail = z.infer<typeof privilegeHistoryDetail>;
export const privilegeHistoryDetailResponse = envelope(privilegeHistoryDetail);

/** Amount, when sent, must not exceed the units of the transaction. */
export const issueCodeBody = z
  .object({
    Transaction_Id: transactionId,
    Amount: z.number().int().min(1).max(MAX_ISSUE_AMOUNT).optional(),
  })
  .meta({ id: 'IssueCodeRequest' });

export const issueCode = z
  .object({
    transaction_id: z.string(),
    code: z.string(),
    amount: z.number().int(),
    issued_at: isoDateTime,
    expires_at: isoDateTime.nullable(),
    /** Seconds the code can still be shown; null when it never expires, 0 once expired. */
    remaining_seconds: z.number().int().nullable(),
    status: issueStatus,
  })
  .meta({ id: 'IssueCode' });
export type IssueCode = z.infer<typeof issueCode>;
export const issueCodeResponse = envelope(issueCode);
