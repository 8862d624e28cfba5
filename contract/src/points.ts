import { z } from 'zod';
import { POINT_HISTORY_LIMIT } from './list-values';
import { envelope, isoDate, thaiMobile } from './envelope';
import { calendarDay } from './customer';
import { filterValue, filtersRequest, paged } from './filters';
import { SCAN_CODE } from './scan-code-values';

export { POINT_HISTORY_LIMIT } from './list-values';

const isoDateTime = z.iso.datetime({ offset: true });

/** A single-use code printed on a bill (scan-code-values.ts). */
export const scanCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(SCAN_CODE, 'Code: 6 to 32 letters and digits');

/** GET /UniversalScanCode/VerifyCustomer. */
export const verifyCustomerQuery = z.object({
  brandRef: z.string().min(1).max(64),
  customerMobileNo: thaiMobile,
  code: scanCode,
});
export const verifyCustomerResponse = envelope(
  z
    .object({
      /** The member's public code (customer_info of the profile); RedeemQrCode takes it back. */
      customer_id: z.string(),
    })
    .meta({ id: 'VerifyCustomer' }),
);

/** GET /UniversalScanCode/RedeemQrCode (bearer): the customer must be the signed-in member. */
export const redeemQrCodeQuery = z.object({
  customerId: z.string().trim().min(1).max(64),
  qrCode: scanCode,
});
export const redeemQrCodeResponse = envelope(
  z
    .object({ point: z.number().int(), point_balance: z.number().int() })
    .meta({ id: 'RedeemQrCode' }),
);

/** GET /WelcomeCampaign/Issue (bearer): 0 once the welcome points were given or none are on. */
export const welcomeIssueResponse = envelope(
  z.object({ point_earn: z.number().int() }).meta({ id: 'WelcomeIssue' }),
);

/** Kinds of the points history; 'adjust' entries count as earn or spend by their sign. */
export const pointHistoryTypes = ['earn', 'spend', 'expire'] as const;
export type PointHistoryType = (typeof pointHistoryTypes)[number];

/**
 * POST /Customer/History/Point. Filter keys: type (earn, spend, expire; 999 = Total),
 * date_from and date_to (yyyy-MM-dd, Bangkok days, both included). Newest first by default.
 */
export const pointHistoryRequest = filtersRequest({
  id: 'PointHistoryRequest',
  keys: {
    type: filterValue.oneOf(pointHistoryTypes),
    date_from: calendarDay,
    date_to: calendarDay,
  },
  totalKeys: ['type'],
  orderKeys: ['created_at', 'points'],
  defaultLimit: POINT_HISTORY_LIMIT,
  maxLimit: POINT_HISTORY_LIMIT,
});
export type PointHistoryQuery = z.output<typeof pointHistoryRequest>;

export const pointHistoryItem = z
  .object({
    id: z.number().int(),
    type: z.enum(pointHistoryTypes),
    entry_type: z.enum([
      'earn_qr',
      'earn_welcome',
      'earn_staff',
      'spend_privilege',
      'spend_package',
      'expire',
      'adjust',
      'earn_store',
      'void_store',
      'release',
      'earn_import',
    ]),
    /** Signed: positive for earn, negative for spend and expire. */
    points: z.number().int(),
    description_th: z.string(),
    description_en: z.string(),
    /** Bill amount of a QR earn in baht; 0 otherwise. */
    spending_amount: z.number(),
    created_at: isoDateTime,
    /** Last day an earn can be used (yyyy-MM-dd, Bangkok); null for other kinds or no expiry. */
    exp_date: isoDate.nullable(),
  })
  .meta({ id: 'PointHistoryItem' });
export type PointHistoryItem = z.infer<typeof pointHistoryItem>;
export const pointHistoryResponse = envelope(paged(pointHistoryItem));

/** One earn lot that still holds points. */
export const pointLot = z
  .object({
    id: z.number().int(),
    description_th: z.string(),
    description_en: z.string(),
    earned_at: isoDateTime,
    points: z.number().int(),
    remaining: z.number().int(),
    /** Last day the points can be used (yyyy-MM-dd, Bangkok); null when they never expire. */
    exp_date: isoDate.nullable(),
  })
  .meta({ id: 'PointLot' });

/** GET or POST /Customer/History/PointExpire: what is left of each lot and when it expires. */
export const pointExpireResponse = envelope(
  z
    .object({
      total_points: z.number().int(),
      /** Points per expiry day, soonest first; null date = never expires. */
      summary: z.array(z.object({ exp_date: isoDate.nullable(), points: z.number().int() })),
      payload: z.array(pointLot),
    })
    .meta({ id: 'PointExpire' }),
);
export type PointExpire = z.infer<typeof pointExpireResponse>['data'];
