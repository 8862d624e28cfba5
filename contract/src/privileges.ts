import { z } from 'zod';
import { envelope } from './envelope';
import { filterValue, filtersRequest, paged } from './filters';
import {
  codeStateFields,
  isoDateTime,
  issueAmount,
  issueStatus,
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
  transactionId,
} from './offers';

export { privilegeSystemType } from './list-values';

/**
 * Image group (images.group_type) of a brand's picture for privileges without their own;
 * theme groups use 2 to 4.
 */
export const PRIVILEGE_DEFAULT_IMAGE_GROUP = 10;

/**
 * POST /privilege/List and /Privilege/ForYou/List. Privilege_System_Type defaults to 1 on the
 * list; the for-you list always uses 2. Expired and not yet started privileges are left out.
 */
export const privilegeListRequest = filtersRequest({
  id: 'PrivilegeListRequest',
  keys: {
    category_id: filterValue.int,
    ...offerListKeys,
    Privilege_System_Type: filterValue.oneOf(['1', '2']),
  },
  totalKeys: ['category_id', 'Privilege_System_Type'],
  ...offerListPaging,
});
export type PrivilegeListQuery = z.output<typeof privilegeListRequest>;

/** Spec 3, Privilege list item, plus English texts and the points the member still misses. */
export const privilegeListItem = z
  .object({
    privilege_id: z.number().int(),
    category_id: z.number().int().nullable(),
    ...offerCardFields,
    ...offerWindowFields,
    is_forever: z.boolean(),
    ...offerAvailabilityFields,
  })
  .meta({ id: 'PrivilegeListItem' });
export type PrivilegeListItem = z.infer<typeof privilegeListItem>;

export const privilegeListResponse = envelope(paged(privilegeListItem));
export type PrivilegeListResponse = z.infer<typeof privilegeListResponse>;

/**
 * A privilege of the list as every member of a tier sees it alike, before one member's points are
 * known: the list item without the fields of their standing.
 */
export type PrivilegePreviewItem = Omit<
  PrivilegeListItem,
  'point_ref' | 'missing_point' | 'is_issuable'
>;

/** The first cards of the privilege list sent with a drawn page (PAGE_PRIVILEGES_ELEMENT_ID). */
export interface PagePrivileges {
  brandRef: string;
  items: PrivilegePreviewItem[];
}

export const privilegeDetailQuery = z.object({ privilegeId: offerIdQuery });

export const privilegeDetail = privilegeListItem
  .extend({
    system_type: z.number().int(),
    condition_th: z.string(),
    ...offerLimitFields,
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
    Privilege_Id: offerId,
    Amount: issueAmount.default(1),
    /** 1 = redeem with points, the only kind a member starts. */
    Type: z.literal(1).default(1),
  })
  .meta({ id: 'IssuePrivilegeRequest' });
export type IssuePrivilegeBody = z.input<typeof issuePrivilegeBody>;

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

/** POST /Customer/History/Privilege: the member's issues, by issue time. */
export const privilegeHistoryRequest = offerHistoryRequest({
  id: 'PrivilegeHistoryRequest',
  statuses: issueStatus.options,
  offerKey: 'privilege_id',
  takenAtKey: 'issued_at',
});
export type PrivilegeHistoryQuery = z.output<typeof privilegeHistoryRequest>;

export const privilegeHistoryItem = z
  .object({
    transaction_id: z.string(),
    privilege_id: z.number().int(),
    ...takenOfferFields,
    point_spent: z.number().int(),
    ...codeStateFields,
  })
  .meta({ id: 'PrivilegeHistoryItem' });
export type PrivilegeHistoryItem = z.infer<typeof privilegeHistoryItem>;
export const privilegeHistoryResponse = envelope(paged(privilegeHistoryItem));
export type PrivilegeHistoryResponse = z.infer<typeof privilegeHistoryResponse>;

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
    Amount: issueAmount.optional(),
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
