import { z } from 'zod';
import { envelope } from './envelope';

/*
 * The brand's team: operators sign in to the console (and the counter) with a login and a
 * password, plus a TOTP code for owners and admins who turned it on. Operator tokens are a
 * different audience from member tokens: each is refused on the other's routes.
 */

export const operatorRoles = ['owner', 'admin', 'manager', 'cashier'] as const;
export const operatorRole = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRole>;

/**
 * What an operator may do. Which role holds which is data (the role_permissions table, shown by
 * GET /operator/me), checked by the server on every operator route; this is the vocabulary.
 */
export const operatorPermissions = [
  /** See every brand setting in the console: look, catalogue, tiers, earning, privacy, forms. */
  'settings.read',
  'brand.look.edit',
  'catalogue.edit',
  'tiers.edit',
  /** Earn rule, welcome campaign, bill-code batches. */
  'earning.edit',
  'privacy.edit',
  'forms.edit',
  /** Operators and branches: create, change, disable, reset a password. */
  'team.manage',
  'branches.read',
  'audit.read',
  /** List and end any operator's sessions (everyone may end their own). */
  'sessions.revoke',
  /** Turn on a TOTP second factor. */
  'account.totp',
  /** Find one member by phone or member code, at the counter. */
  'members.lookup',
  'members.read',
  'members.edit',
  'members.points.adjust',
  'members.export',
  /** Anonymise a member's personal data for good (PDPA s.33). */
  'members.erase',
  /** Bring members over from a CSV of the brand's old system. */
  'members.import',
  'reports.read',
  /** Give points and redeem at the counter, at the operator's own branches. */
  'store.earn',
  'store.redeem',
  /** Store API keys of branches. */
  'store.keys.manage',
  /** LINE channels, message templates, broadcasts to members and retrying failed messages. */
  'messages.manage',
] as const;
export const operatorPermission = z.enum(operatorPermissions);
export type OperatorPermission = z.infer<typeof operatorPermission>;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const TOTP_LENGTH = 6;
export const RECOVERY_CODE_COUNT = 10;

/** Logins are one namespace across brands (sign-in names no brand), kept in lower case. */
export const operatorLogin = z
  .string()
  .trim()
  .min(3)
  .max(64)
  .regex(/^[A-Za-z0-9._@-]+$/, 'Login: letters, digits and . _ @ -')
  .toLowerCase();

export const password = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** A new password: long enough; the API also refuses common passwords (PASSWORD_TOO_COMMON). */
export const newPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** An authenticator's 6-digit code. */
export const totpCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_LENGTH}}$`), `Code: ${TOTP_LENGTH} digits`);

/** An authenticator's code, or one of the recovery codes (xxxxx-xxxxx). */
export const secondFactorCode = z.string().trim().min(6).max(32);

export const operatorLoginRequest = z.object({
  login: operatorLogin,
  password,
  /** The authenticator's code, or a recovery code, when the operator has TOTP on. */
  totp: secondFactorCode.optional(),
});
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequest>;

export const operatorBranch = z.object({
  branch_ref: z.string(),
  name_th: z.string(),
  name_en: z.string(),
});
export type OperatorBranch = z.infer<typeof operatorBranch>;

export const signedInOperator = z.object({
  role: operatorRole,
  brand_ref: z.string(),
  /** The branches the operator works at; owners and admins work for the whole brand. */
  branches: z.array(operatorBranch),
  /**
   * A one-time password (a new owner, a reset): until it is changed every operator route but
   * me, logout, sessions and password answers 403 OPERATOR_PASSWORD_CHANGE_REQUIRED.
   */
  must_change_password: z.boolean(),
});
export type SignedInOperator = z.infer<typeof signedInOperator>;

export const operatorLoginResponse = envelope(
  z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().positive(),
    operator: signedInOperator,
  }),
);
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponse>;

const isoDateTime = z.iso.datetime();

/** GET /operator/me: who is signed in and what they may do. */
export const operatorMe = signedInOperator.extend({
  operator_id: z.number().int(),
  login: z.string(),
  name: z.string(),
  brand_name_th: z.string(),
  brand_name_en: z.string(),
  permissions: z.array(operatorPermission),
  totp_enabled: z.boolean(),
  /** Owners and admins are asked to turn TOTP on; signing in without it still works. */
  totp_recommended: z.boolean(),
  password_changed_at: isoDateTime.nullable(),
});
export type OperatorMe = z.infer<typeof operatorMe>;
export const operatorMeResponse = envelope(operatorMe);

export const passwordChangeRequest = z.object({
  current_password: password,
  new_password: newPassword,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

/** What an operator action that returns nothing else answers. */
export const operatorDone = envelope(z.object({ done: z.literal(true) }));

export const operatorSession = z.object({
  session_id: z.uuid(),
  operator_id: z.number().int(),
  login: z.string(),
  created_at: isoDateTime,
  last_seen_at: isoDateTime,
  expires_at: isoDateTime,
  user_agent: z.string(),
  address: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type OperatorSession = z.infer<typeof operatorSession>;

/** GET /operator/sessions: one's own live sessions, or (sessions.revoke) another operator's. */
export const operatorSessionsQuery = z.object({
  operator_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const operatorSessionsResponse = envelope(z.array(operatorSession));
export const sessionParams = z.object({ sessionId: z.uuid() });

/** POST /operator/totp/enrol: a new secret to scan; TOTP is on once a code from it is confirmed. */
export const totpEnrolResponse = envelope(
  z.object({
    secret: z.string(),
    /** otpauth://totp/… for a QR code. */
    otpauth_uri: z.string(),
  }),
);

export const totpConfirmRequest = z.object({ code: totpCode });
/** Shown once: each recovery code signs in once in place of the authenticator's code. */
export const recoveryCodesResponse = envelope(
  z.object({ recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT) }),
);
/** Turning TOTP off, or making new recovery codes, takes a current code (or a recovery code). */
export const totpCodeRequest = z.object({ code: secondFactorCode });
