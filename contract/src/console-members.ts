import { z } from 'zod';
import { envelope, isoDate } from './envelope';
import { KEYSET_DEFAULT_LIMIT, KEYSET_MAX_LIMIT, keysetPage, keysetQuery } from './keyset-page';

/*
 * The console's Members area (/api/v1.0/console/members…): find any member of the brand, see
 * everything about them, and help them: correct points (above the brand's limit an owner or admin
 * other than the requester approves), give a tier for a while, block, text a consent link, end
 * their sessions. Every write is audited by member id and code, never by personal values.
 */

const isoDateTime = z.iso.datetime();
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const memberSorts = ['joined', 'last_visit', 'points', 'name'] as const;
export const memberSort = z.enum(memberSorts);
export type MemberSort = z.infer<typeof memberSort>;

export const consentStates = ['given', 'withdrawn', 'none'] as const;
export const consentState = z.enum(consentStates);
export type ConsentState = z.infer<typeof consentState>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const memberListQuery = z.object({
  /** A mobile number or its beginning (0812…, 812…, +66812…), a member code, a name fragment or a LINE id. */
  q: z.string().trim().max(100).optional(),
  tier_id: id.optional(),
  consent: consentState.optional(),
  blocked: flag.optional(),
  /** Bangkok days, both ends included. */
  joined_from: isoDate.optional(),
  joined_to: isoDate.optional(),
  visit_from: isoDate.optional(),
  visit_to: isoDate.optional(),
  /** joined and last_visit and points list the newest or highest first; name from ก and A. */
  sort: memberSort.default('joined'),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/, 'Cursor: next_cursor of the previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(KEYSET_MAX_LIMIT).default(KEYSET_DEFAULT_LIMIT),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;
/** What the console sends: every field a string or left out. */
export type MemberListParams = Partial<Record<keyof MemberListQuery, string>>;

export const tierRef = z.object({
  tier_id: z.number().int(),
  name_th: z.string(),
  name_en: z.string(),
});
export type TierRef = z.infer<typeof tierRef>;

export const memberListItem = z.object({
  member_id: z.number().int(),
  member_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile_no: z.string().nullable(),
  tier: tierRef.nullable(),
  points: z.number().int(),
  consent: consentState,
  is_blocked: z.boolean(),
  joined_at: isoDateTime,
  last_visit_at: isoDateTime.nullable(),
});
export type MemberListItem = z.infer<typeof memberListItem>;
export const memberListResponse = keysetPage(memberListItem);

export const memberParams = z.object({ memberId: id });
export const memberSessionParams = memberParams.extend({ sessionId: z.uuid() });
export const adjustmentParams = z.object({ adjustmentId: id });

const reason = z.string().trim().min(3).max(300);

export const adjustmentStatus = z.enum(['pending', 'applied', 'rejected']);
export const pointAdjustment = z.object({
  adjustment_id: z.number().int(),
  member_id: z.number().int(),
  member_code: z.string(),
  points: z.number().int(),
  reason: z.string(),
  status: adjustmentStatus,
  requested_by: z.string(),
  requested_by_operator_id: z.number().int(),
  decided_by: z.string().nullable(),
  decided_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type PointAdjustment = z.infer<typeof pointAdjustment>;
export const pointAdjustmentResponse = envelope(pointAdjustment);
export const pointAdjustmentListResponse = keysetPage(pointAdjustment);
export const adjustmentListQuery = keysetQuery.extend({
  status: adjustmentStatus.default('pending'),
});

/** The largest adjustment there is: beyond it something else went wrong. */
export const MAX_ADJUSTMENT = 10_000_000;
export const adjustmentRequest = z.object({
  points: z
    .number()
    .int()
    .min(-MAX_ADJUSTMENT)
    .max(MAX_ADJUSTMENT)
    .refine((value) => value !== 0, 'Points: more or less than 0'),
  reason,
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequest>;
export const adjustmentDecisionRequest = z.object({ note: z.string().trim().max(300).optional() });

export const memberSettings = z.object({
  /** Adjustments larger than this (either sign) wait for an owner's or admin's approval. */
  adjustment_limit: z.number().int().min(0).max(MAX_ADJUSTMENT),
});
export type MemberSettings = z.infer<typeof memberSettings>;
export const memberSettingsResponse = envelope(memberSettings);

export const manualTierRequest = z.object({
  /** Null takes the manual tier away. */
  tier_id: z.number().int().positive().nullable(),
  /** The last Bangkok day the tier holds. */
  until: isoDate.nullable(),
  reason,
});
export type ManualTierRequest = z.infer<typeof manualTierRequest>;

export const reasonRequest = z.object({ reason });
export type ReasonRequest = z.infer<typeof reasonRequest>;

export const consentSmsResponse = envelope(
  z.object({ sent: z.literal(true), expires_at: isoDateTime }),
);
export const memberDone = envelope(z.object({ done: z.literal(true) }));

const codeStatus = z.enum(['held', 'used', 'released']);

export const memberDetail = z.object({
  member_id: z.number().int(),
  member_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile_no: z.string().nullable(),
  email: z.string(),
  line_user_id: z.string().nullable(),
  birthdate: isoDate.nullable(),
  gender: z.string(),
  image_url: z.string(),
  joined_at: isoDateTime,
  last_visit_at: isoDateTime.nullable(),
  registration_step: z.string(),
  consent: consentState,
  is_blocked: z.boolean(),
  /** When the member's personal data was erased (a PDPA request); null while it is held. */
  erased_at: isoDateTime.nullable(),
  address: z
    .object({
      detail: z.string(),
      sub_district: z.string(),
      district: z.string(),
      province: z.string(),
      postal: z.string(),
    })
    .nullable(),
  custom_fields: z.array(
    z.object({ label_th: z.string(), label_en: z.string(), value: z.unknown() }),
  ),
  tier: z.object({
    /** What the member sees: the higher of the computed tier and a manual one still running. */
    current: tierRef.nullable(),
    computed: tierRef.nullable(),
    manual: tierRef.nullable(),
    manual_until: isoDate.nullable(),
    expires_at: isoDateTime.nullable(),
    progress: z.number().int(),
    is_last_tier: z.boolean(),
  }),
  points: z.object({
    balance: z.number().int(),
    /** Held for codes the store has yet to use. */
    reserved: z.number().int(),
    lots: z.array(
      z.object({
        entry_id: z.number().int(),
        remaining: z.number().int(),
        earned_at: isoDateTime,
        expires_at: isoDateTime.nullable(),
      }),
    ),
  }),
  codes: z.array(
    z.object({
      kind: z.enum(['privilege', 'package']),
      name_th: z.string(),
      name_en: z.string(),
      code: z.string(),
      points: z.number().int(),
      status: codeStatus,
      issued_at: isoDateTime,
      expires_at: isoDateTime.nullable(),
      used_at: isoDateTime.nullable(),
      branch_th: z.string().nullable(),
      branch_en: z.string().nullable(),
    }),
  ),
  packages: z.array(
    z.object({
      purchase_id: z.number().int(),
      name_th: z.string(),
      name_en: z.string(),
      uses_total: z.number().int(),
      uses_remaining: z.number().int(),
      purchased_at: isoDateTime,
      expires_at: isoDateTime.nullable(),
    }),
  ),
  consents: z.array(
    z.object({
      at: isoDateTime,
      /** 1 consent, 2 not consent, 4 withdraw, 6 read. */
      action: z.number().int(),
      channel: z.string(),
      policy_version: z.number().int(),
    }),
  ),
  sessions: z.array(
    z.object({
      session_id: z.uuid(),
      created_at: isoDateTime,
      expires_at: isoDateTime,
      revoked_at: isoDateTime.nullable(),
      user_agent: z.string(),
      ip: z.string(),
    }),
  ),
  adjustments: z.array(pointAdjustment),
});
export type MemberDetail = z.infer<typeof memberDetail>;
export const memberDetailResponse = envelope(memberDetail);

export const ledgerEntry = z.object({
  entry_id: z.number().int(),
  at: isoDateTime,
  kind: z.string(),
  points: z.number().int(),
  description_th: z.string(),
  description_en: z.string(),
  expires_at: isoDateTime.nullable(),
  /** Where it came from, as far as the entry's source tells. */
  source: z.object({
    type: z.string(),
    branch_th: z.string().nullable(),
    branch_en: z.string().nullable(),
    bill_no: z.string().nullable(),
    operator: z.string().nullable(),
    api_key: z.string().nullable(),
    campaign_th: z.string().nullable(),
    campaign_en: z.string().nullable(),
    reason: z.string().nullable(),
  }),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export const ledgerPageResponse = keysetPage(ledgerEntry);
export const memberPageQuery = keysetQuery;

export const memberAuditEntry = z.object({
  id: z.string(),
  at: isoDateTime,
  operator_login: z.string().nullable(),
  role: z.string(),
  action: z.string(),
  after: z.unknown(),
});
export type MemberAuditEntry = z.infer<typeof memberAuditEntry>;
export const memberAuditPageResponse = keysetPage(memberAuditEntry);
