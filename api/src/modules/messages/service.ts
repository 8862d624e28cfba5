import type { MessageKind } from '@crm/contract/message-kinds';
import type {
  LineOutboxItem,
  MessagePreferences,
  MessagePreferencesRequest,
} from '@crm/contract/messages';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import type { MemberAuth } from '../../plugins/auth';
import { listTemplates } from '../message-templates/service';
import {
  deleteMemberMessages,
  findMemberLanguage,
  findMemberOptOuts,
  insertCodeExpiringNotices,
  insertCodeReturnedMessage,
  insertExpiryNotices,
  insertOutboxRows,
  insertPolicyMessages,
  insertTierMoveMessages,
  listLineMessages,
  replaceMemberPreferences,
} from './repository';

/*
 * The outbox: what happened to a member is written as a message row in the same transaction as
 * the event itself, one insert and nothing read, so a hot path pays one statement and a rolled
 * back event tells nobody. The worker (worker.ts) decides later whether, how and in which words
 * it goes. A dedupe key per event keeps a repeated event from queueing twice.
 */

/**
 * Values the template fills in. Names come in both languages (`privilegeTh`, `privilegeEn` for
 * {{privilege}}); `date` is an ISO instant, worded in the member's language when sent.
 */
export type MessageParams = Record<string, string | number | null>;

export interface QueuedMessage {
  brandId: number;
  memberId: number;
  kind: MessageKind;
  /** Names the event: one message per brand and key, whatever retries or repeats. */
  dedupeKey: string;
  params?: MessageParams;
  /** What the member just did (an earn at the counter): told at once, even in quiet hours. */
  isMemberAction?: boolean;
}

const rowOf = (message: QueuedMessage) => ({
  brandId: message.brandId,
  memberId: message.memberId,
  kind: message.kind,
  dedupeKey: message.dedupeKey,
  params: message.params ?? {},
  isMemberAction: message.isMemberAction ?? false,
});

/** Queues a message inside the caller's transaction: one statement. */
export async function queueMessage(tx: Db, message: QueuedMessage): Promise<void> {
  await insertOutboxRows(tx, [rowOf(message)]);
}

/** Queues many messages in one statement. */
export async function queueMessages(tx: Db, messages: QueuedMessage[]): Promise<void> {
  await insertOutboxRows(tx, messages.map(rowOf));
}

/**
 * Tells the members of the tier moves this transaction made (the tier_moves trigger records
 * them): one statement, one message per member for their last move.
 */
export async function queueTierMoves(tx: Db, brandId: number, memberIds: number[]) {
  await insertTierMoveMessages(tx, brandId, memberIds);
}

/** Tells the member a privilege code expired unused and its points came back: one statement. */
export async function queueCodeReturned(tx: Db, brandId: number, issueId: number, balance: number) {
  await insertCodeReturnedMessage(tx, brandId, issueId, balance);
}

/**
 * Tells members whose points expire within `days` (the brand's notice days): one message per
 * member and day of expiry, however often it runs. Answers how many it queued.
 */
export function queueExpiryNotices(db: Db, brandId: number, now: Date, days: number) {
  return insertExpiryNotices(db, brandId, now, days);
}

/** Reminders come a day before a privilege code expires, for codes meant to last over two days. */
const CODE_REMINDER_BEFORE_MS = 24 * 3_600_000;
const CODE_REMINDER_MIN_LIFE_MS = 48 * 3_600_000;

/** Reminds members of privilege codes expiring within a day, once a code. */
export function queueCodeReminders(db: Db, brandId: number, now: Date) {
  return insertCodeExpiringNotices(
    db,
    brandId,
    now,
    CODE_REMINDER_BEFORE_MS,
    CODE_REMINDER_MIN_LIFE_MS,
  );
}

/**
 * Asks every member who consented to the brand's policy to read version `version`: call it in
 * the publishing transaction before their consent is cleared.
 */
export async function queuePolicyUpdate(tx: Db, brandId: number, version: number) {
  await insertPolicyMessages(tx, brandId, version);
}

/** The member's language and, for every kind the brand sends, whether they receive it. */
export async function getMessagePreferences(db: Db, auth: MemberAuth): Promise<MessagePreferences> {
  const [language, optedOut, templates] = await Promise.all([
    findMemberLanguage(db, auth.brandId, auth.memberId),
    findMemberOptOuts(db, auth.brandId, auth.memberId),
    listTemplates(db, auth.brandId),
  ]);
  if (!language) throw new AppError('UNAUTHORIZED', 'Member not found');
  const off = new Set(optedOut);
  return {
    language,
    kinds: templates
      .filter((template) => template.isEnabled)
      .map((template) => ({ kind: template.kind, is_enabled: !off.has(template.kind) })),
  };
}

export async function setMessagePreferences(
  db: Db,
  auth: MemberAuth,
  body: MessagePreferencesRequest,
): Promise<MessagePreferences> {
  await transaction(db, (tx) =>
    replaceMemberPreferences(tx, auth.brandId, auth.memberId, {
      language: body.language,
      optedOut: body.opted_out,
    }),
  );
  return getMessagePreferences(db, auth);
}

/** The text of a push's text messages, one per line. */
function textOf(messages: unknown): string {
  if (!Array.isArray(messages)) return '';
  return messages
    .map((message: unknown) =>
      message && typeof message === 'object' && 'text' in message ? String(message.text) : '',
    )
    .join('\n');
}

/** Pushes kept in demo mode, newest first, for the development outbox. */
export async function listDevelopmentPushes(
  db: Db,
  filter: { brandId?: number; to?: string; limit: number },
): Promise<LineOutboxItem[]> {
  const rows = await listLineMessages(db, filter);
  return rows.map((row) => ({
    to: row.toUserId,
    text: textOf(row.messages),
    retry_key: row.retryKey,
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * Erasure (PDPA s.33), in the erasing transaction: the member's messages, queued or sent, their
 * opt-outs, and the development outbox's pushes to them or naming them.
 */
export async function eraseMemberMessages(
  tx: Db,
  brandId: number,
  memberId: number,
  reach: { lineUserId: string | null; values: string[] },
) {
  await deleteMemberMessages(tx, brandId, memberId, reach);
}
