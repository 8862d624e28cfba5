import { z } from 'zod';
import { envelope } from './envelope';

/*
 * A member's privacy requests (PDPA sections 30 to 33): a copy of everything the brand holds of
 * them (export, a zip), asked by the member in the app or by the owner in the console, and the
 * erasure of their personal data, done by the owner. Both are recorded in the audit log without
 * any personal value.
 */

export const consoleMemberParams = z.object({
  memberId: z.coerce.number().int().positive().max(2_147_483_647),
});
export type ConsoleMemberParams = z.infer<typeof consoleMemberParams>;

/** The zip's bytes (application/zip), sent as an attachment. */
export const memberExportZip = z.string().meta({ format: 'binary' });

/** The files of an export, each part of the member's data as CSV beside the one JSON. */
export const MEMBER_EXPORT_FILES = {
  readme: 'README.txt',
  json: 'member.json',
  profile: 'profile.csv',
  addresses: 'addresses.csv',
  customFields: 'custom-fields.csv',
  consents: 'consents.csv',
  ledger: 'points-ledger.csv',
  lots: 'points-lots.csv',
  privilegeCodes: 'privilege-codes.csv',
  packages: 'packages.csv',
  packageCodes: 'package-codes.csv',
  sessions: 'sessions.csv',
  messagePreferences: 'message-preferences.csv',
  messages: 'messages.csv',
} as const;

/** POST /Customer/DataExport: a short-lived link that downloads the member's zip without a header. */
export const memberExportLink = z.object({
  /** Relative to the API origin; works once opened in any browser, LINE's included, until it expires. */
  download_url: z.string(),
  expires_at: z.iso.datetime(),
});
export type MemberExportLink = z.infer<typeof memberExportLink>;
export const memberExportLinkResponse = envelope(memberExportLink);

/** GET /Customer/DataExport?token=…: the link's signed token (a path segment would be too long). */
export const memberExportTokenQuery = z.object({ token: z.string().min(1).max(2000) });

export const ERASE_REASON_MAX = 500;

/** The owner types the member's code to confirm, and says why (the reason is audited). */
export const memberEraseRequest = z.object({
  confirm_member_code: z.string().trim().min(1).max(64),
  reason: z.string().trim().min(3).max(ERASE_REASON_MAX),
});
export type MemberEraseRequest = z.infer<typeof memberEraseRequest>;

export const memberErasure = z.object({
  member_id: z.number().int(),
  member_code: z.string(),
  erased_at: z.iso.datetime(),
  /** True when the member had been erased before: nothing changed this time. */
  already_erased: z.boolean(),
});
export type MemberErasure = z.infer<typeof memberErasure>;
export const memberErasureResponse = envelope(memberErasure);
