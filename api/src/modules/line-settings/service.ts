import type { FastifyRequest } from 'fastify';
import type {
  LineSettings as LineSettingsView,
  LineSettingsRequest,
} from '@crm/contract/line-settings';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { openSecret, sealSecret } from '../../lib/sealed-secret';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import {
  findLineSettingsRow,
  upsertLineSettingsRow,
  type BrandLineSettingsRow,
  type LineSettingsWrite,
} from './repository';

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

/** What the console shows: ids as they are, secrets only as whether they are set. */
function viewOf(row: BrandLineSettingsRow | undefined): LineSettingsView {
  return {
    login_channel_id: row?.loginChannelId ?? null,
    login_channel_secret_set: (row?.loginChannelSecretEnc ?? null) !== null,
    liff_id: row?.liffId ?? null,
    messaging_channel_id: row?.messagingChannelId ?? null,
    messaging_access_token_set: (row?.messagingAccessTokenEnc ?? null) !== null,
    expiry_notice_days: row?.expiryNoticeDays ?? DEFAULT_EXPIRY_NOTICE_DAYS,
  };
}

export async function lineSettingsView(db: Db, brandId: number): Promise<LineSettingsView> {
  return viewOf(await findLineSettingsRow(db, brandId));
}

/** A secret left out keeps the sealed one, null removes it, a value is sealed anew. */
const sealedOrKept = (key: Buffer, value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : sealSecret(key, value);

/** Sets the brand's LINE channels; the audit entry has the "is set" flags, never a secret. */
export async function updateLineSettings(
  db: Db,
  key: Buffer,
  request: FastifyRequest,
  body: LineSettingsRequest,
): Promise<LineSettingsView> {
  const { brandId } = operatorOf(request);
  const write: LineSettingsWrite = {
    loginChannelId: body.login_channel_id,
    loginChannelSecretEnc: sealedOrKept(key, body.login_channel_secret),
    liffId: body.liff_id,
    messagingChannelId: body.messaging_channel_id,
    messagingAccessTokenEnc: sealedOrKept(key, body.messaging_access_token),
    expiryNoticeDays: body.expiry_notice_days,
  };
  return transaction(db, async (tx) => {
    const before = viewOf(await findLineSettingsRow(tx, brandId));
    const after = viewOf(await upsertLineSettingsRow(tx, brandId, write));
    const replaced = (['login_channel_secret', 'messaging_access_token'] as const).filter(
      (name) => body[name] !== undefined,
    );
    await audit.record(tx, request, {
      action: 'line.settings.update',
      targetType: 'brand',
      targetId: brandId,
      before,
      // withoutSecrets drops the "is set" flags by their names; which secrets changed is kept.
      after: { ...after, replaced },
    });
    return after;
  });
}
