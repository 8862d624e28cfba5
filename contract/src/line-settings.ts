import { z } from 'zod';
import { envelope } from './envelope';

/*
 * A brand's LINE channels (/api/v1.0/console/line-settings): the LINE Login channel members sign
 * in with, the LIFF app the member app opens as inside LINE, and the Messaging API channel that
 * pushes messages. Secrets are written, never read back: the answer says whether each is set.
 */

export const EXPIRY_NOTICE_MIN_DAYS = 1;
export const EXPIRY_NOTICE_MAX_DAYS = 90;

/** LINE shows channel ids as 10 digits. */
const channelId = z
  .string()
  .trim()
  .regex(/^\d{10}$/, 'Channel ID: the 10 digits shown in the LINE Developers console');

/** A LIFF id: the Login channel's id, a dash and the app's letters or digits (8 at LINE). */
const liffId = z
  .string()
  .trim()
  .regex(
    /^\d{10}-[A-Za-z0-9]{4,32}$/,
    'LIFF ID: as shown in the LINE Developers console, 1234567890-AbCdEfGh',
  );

const channelSecret = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{32}$/, 'Channel secret: 32 letters a–f and digits');

const accessToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9+/=._-]{20,1000}$/, 'Access token: the long-lived token, without spaces');

export const lineSettings = z.object({
  login_channel_id: z.string().nullable(),
  login_channel_secret_set: z.boolean(),
  liff_id: z.string().nullable(),
  messaging_channel_id: z.string().nullable(),
  messaging_access_token_set: z.boolean(),
  /** Members are told this many days before their points expire. */
  expiry_notice_days: z.number().int(),
});
export type LineSettings = z.infer<typeof lineSettings>;
export const lineSettingsResponse = envelope(lineSettings);

/** A secret left out keeps the stored one; null removes it. */
export const lineSettingsRequest = z.object({
  login_channel_id: channelId.nullable(),
  login_channel_secret: channelSecret.nullable().optional(),
  liff_id: liffId.nullable(),
  messaging_channel_id: channelId.nullable(),
  messaging_access_token: accessToken.nullable().optional(),
  expiry_notice_days: z.number().int().min(EXPIRY_NOTICE_MIN_DAYS).max(EXPIRY_NOTICE_MAX_DAYS),
});
export type LineSettingsRequest = z.infer<typeof lineSettingsRequest>;
