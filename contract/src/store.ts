import { z } from 'zod';
import { envelope } from './envelope';
import { keysetPage, keysetQuery } from './keyset-page';
import { bahtAmount } from './money';
import { branchRef } from './operator-team';

/*
 * The Store API (/api/v1.0/store/…): what the counter app and a brand's POS call at the store.
 * Callers are an operator of the branch (cashier and above, bearer token) or a branch's API key
 * (X-Api-Key). Members are named by their mobile number, their member code, or whatever their
 * QR or barcode holds. Amounts are baht with satang.
 */

/** Largest bill the store can credit, in baht. */
export const MAX_BILL_AMOUNT = 10_000_000;

/** A mobile number, a member code or a scanned member QR/barcode: spaces and dashes are ignored. */
export const memberReference = z.string().trim().min(1).max(100);

export const storeLookupQuery = z.object({ q: memberReference });
export type StoreLookupQuery = z.infer<typeof storeLookupQuery>;

export const storeMember = z.object({
  /** The member code. */
  customer_info: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** All but the last four digits masked: 08x-xxx-5678. */
  mobile_no: z.string(),
  tier_name_th: z.string(),
  tier_name_en: z.string(),
  point: z.number().int(),
});
export type StoreMember = z.infer<typeof storeMember>;
export const storeMemberResponse = envelope(storeMember);

/** The bill number as printed on the receipt. */
export const billNo = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{N} ._/#:-]+$/u, 'Bill number: letters, digits and . _ / # : -');

/** A manager (or owner or admin) of the branch approving, on the cashier's device, an earn over the cashier's limits. */
export const storeApproval = z.object({
  login: z.string().trim().toLowerCase().min(1).max(120),
  password: z.string().min(1).max(200),
});
export type StoreApproval = z.infer<typeof storeApproval>;

export const storeEarnRequest = z.object({
  member: memberReference,
  bill_no: billNo,
  amount: bahtAmount(MAX_BILL_AMOUNT).refine((value) => value > 0, 'More than 0 baht'),
  branch_ref: branchRef,
  /** Only when the earn is over the caller's limits (403 STORE_LIMIT_EXCEEDED says so). */
  approval: storeApproval.optional(),
});
export type StoreEarnRequest = z.infer<typeof storeEarnRequest>;

export const storeEarn = z.object({
  transaction_id: z.string(),
  points_earned: z.number().int(),
  balance: z.number().int(),
});
export type StoreEarn = z.infer<typeof storeEarn>;
export const storeEarnResponse = envelope(storeEarn);

export const storeTransactionParams = z.object({
  transactionId: z
    .string()
    .regex(/^ST-[A-Z0-9]{12}$/, 'Transaction id: ST- and 12 letters or digits'),
});

export const storeVoidRequest = z.object({ reason: z.string().trim().min(1).max(200) });
export type StoreVoidRequest = z.infer<typeof storeVoidRequest>;

export const storeVoid = z.object({
  transaction_id: z.string(),
  points_voided: z.number().int(),
  balance: z.number().int(),
});
export const storeVoidResponse = envelope(storeVoid);

export const storeRedeemRequest = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .transform((code) => code.toUpperCase()),
  branch_ref: branchRef,
});
export type StoreRedeemRequest = z.infer<typeof storeRedeemRequest>;

export const redeemKinds = ['privilege', 'package'] as const;

/** A code as the counter reads it before using it: what it is, whose, and whether it still works. */
export const storeCodeQuery = z.object({
  branch_ref: branchRef,
});
export const storeCodeParams = z.object({ code: storeRedeemRequest.shape.code });
export const codeStates = ['ready', 'used', 'expired'] as const;
export const storeCode = z.object({
  kind: z.enum(redeemKinds),
  code: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  customer_info: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  state: z.enum(codeStates),
  expires_at: z.iso.datetime().nullable(),
  used_at: z.iso.datetime().nullable(),
  /** Where it was used, when it was. */
  used_branch_name_th: z.string().nullable(),
  used_branch_name_en: z.string().nullable(),
});
export type StoreCode = z.infer<typeof storeCode>;
export const storeCodeResponse = envelope(storeCode);
export const storeRedeem = z.object({
  kind: z.enum(redeemKinds),
  name_th: z.string(),
  name_en: z.string(),
  customer_info: z.string(),
  used_at: z.iso.datetime(),
});
export type StoreRedeem = z.infer<typeof storeRedeem>;
export const storeRedeemResponse = envelope(storeRedeem);

// ---- The cashier's shift ------------------------------------------------------------------

export const shiftQuery = z.object({ branch_ref: branchRef });

export const shiftEntryKinds = ['earn', 'redeem'] as const;
export const shiftEntry = z.object({
  kind: z.enum(shiftEntryKinds),
  /** The earn's transaction id; for a redeem, the code. */
  reference: z.string(),
  at: z.iso.datetime(),
  customer_info: z.string(),
  /** Earns: the bill and its points; redeems: what was used. */
  bill_no: z.string().nullable(),
  amount: z.number().nullable(),
  points: z.number().int().nullable(),
  name_th: z.string().nullable(),
  name_en: z.string().nullable(),
  voided_at: z.iso.datetime().nullable(),
  void_reason: z.string().nullable(),
});
export type ShiftEntry = z.infer<typeof shiftEntry>;

export const shift = z.object({
  branch_ref: z.string(),
  /** The Bangkok day, yyyy-MM-dd. */
  day: z.string(),
  entries: z.array(shiftEntry),
  totals: z.object({
    earns: z.number().int(),
    amount: z.number(),
    points: z.number().int(),
    voids: z.number().int(),
    redeems: z.number().int(),
  }),
});
export type Shift = z.infer<typeof shift>;
export const shiftResponse = envelope(shift);

// ---- Branch API keys (console, store.keys.manage) -----------------------------------------

export const apiKeyCreateRequest = z.object({
  branch_ref: branchRef,
  name: z.string().trim().min(1).max(80),
});
export type ApiKeyCreateRequest = z.infer<typeof apiKeyCreateRequest>;

export const apiKey = z.object({
  key_id: z.number().int(),
  branch_ref: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; the key itself is shown once. */
  prefix: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;
export const apiKeyListQuery = keysetQuery;
export const apiKeyListResponse = keysetPage(apiKey);
export const apiKeyCreatedResponse = envelope(apiKey.extend({ key: z.string() }));
export const apiKeyResponse = envelope(apiKey);
export const apiKeyParams = z.object({ keyId: z.coerce.number().int().min(1).max(2_147_483_647) });

// ---- The brand's counter rules (console, earning.edit) ------------------------------------

export const MAX_VOID_WINDOW_HOURS = 24 * 30;

/** Roles whose earns the brand may limit; owners and admins are not limited. */
export const limitedRoles = ['cashier', 'manager'] as const;
export type LimitedRole = (typeof limitedRoles)[number];

/** An earn's limits for a role, in baht; null for no limit. */
export const earnLimit = z.object({
  /** The largest bill one earn may credit. */
  max_bill: bahtAmount(MAX_BILL_AMOUNT).nullable(),
  /** The most one operator may credit in a Bangkok day, bills added up. */
  daily_total: bahtAmount(MAX_BILL_AMOUNT * 10).nullable(),
});
export type EarnLimit = z.infer<typeof earnLimit>;

export const storeSettingsRequest = z.object({
  /** How long after an earn a cashier may void it; managers and above may later. */
  void_window_hours: z.number().int().min(1).max(MAX_VOID_WINDOW_HOURS),
  /** Above them a manager approves on the same device, or the earn is refused. */
  earn_limits: z.object({ cashier: earnLimit, manager: earnLimit }),
  /**
   * A void of points the member already spent takes the balance below zero (later earns pay it
   * back) instead of being refused.
   */
  allow_negative_balance: z.boolean().default(false),
});
export type StoreSettingsRequest = z.infer<typeof storeSettingsRequest>;
export const storeSettings = storeSettingsRequest.extend({
  updated_at: z.iso.datetime().nullable(),
});
export type StoreSettings = z.infer<typeof storeSettings>;
export const storeSettingsResponse = envelope(storeSettings);
