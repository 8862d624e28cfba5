import type { Db } from '../../db/client';
import { openSecret } from '../../lib/sealed-secret';
import { findLineSettingsRow } from './repository';

/** A brand's LINE channels with their secrets opened; absent parts are undefined. */
export interface LineSettings {
  loginChannelId?: string;
  loginChannelSecret?: string;
  liffId?: string;
  messagingChannelId?: string;
  messagingAccessToken?: string;
  /** How many days before points expire members are told. */
  expiryNoticeDays: number;
}

export const DEFAULT_EXPIRY_NOTICE_DAYS = 30;

const opened = (key: Buffer, stored: string | null) =>
  stored === null ? undefined : openSecret(key, stored);

/** The brand's LINE settings; a secret sealed under another key reads as not set. */
export async function findLineSettings(
  db: Db,
  key: Buffer,
  brandId: number,
): Promise<LineSettings> {
  const row = await findLineSettingsRow(db, brandId);
  if (!row) return { expiryNoticeDays: DEFAULT_EXPIRY_NOTICE_DAYS };
  return {
    loginChannelId: row.loginChannelId ?? undefined,
    loginChannelSecret: opened(key, row.loginChannelSecretEnc),
    liffId: row.liffId ?? undefined,
    messagingChannelId: row.messagingChannelId ?? undefined,
    messagingAccessToken: opened(key, row.messagingAccessTokenEnc),
    expiryNoticeDays: row.expiryNoticeDays,
  };
}
