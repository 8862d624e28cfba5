import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { marketingKinds, messageKinds, type MessageKind } from '@crm/contract/message-kinds';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { findBrandById } from '../brands/service';
import { findLineSettings, type LineSettings } from '../line-settings/service';
import { findTemplate, renderTemplate, type Template } from '../message-templates/service';
import { findActiveBrandIds } from '../points/service';
import type { SmsSender } from '../sms/sender';
import { linePushBody, pushToLine, type PushOutcome } from './line-push';
import {
  claimDueMessages,
  deferDueMessages,
  findBroadcastTexts,
  findOptOuts,
  findRecipients,
  insertLineMessage,
  markOutcome,
  type OutboxRow,
} from './repository';

/*
 * The outbox worker runs in every API process. Each pass claims a brand's due messages a small
 * batch at a time (FOR UPDATE SKIP LOCKED, then leased), so two processes never hold one row;
 * sends each by LINE push or SMS; and records what happened: sent, skipped with the reason,
 * failed with the error, or pending again after a backoff.
 */

/** Messages claimed at once: a batch's sends must finish well within the lease. */
const BATCH = 10;
/** Batches per brand per pass, so one brand's flood does not hold up the others for long. */
const BATCHES_PER_PASS = 20;
const LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 6;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

export interface WorkerDeps {
  db: Db;
  config: Pick<Config, 'NODE_ENV' | 'LINE_MESSAGING_API_URL'>;
  channelSecretKey: Buffer;
  sms: SmsSender;
  log?: FastifyBaseLogger;
}

export interface DeliveryOptions {
  now?: Date;
  fetch?: typeof fetch;
  /** A number in [0, 1) for the backoff's jitter. */
  random?: () => number;
}

export interface DeliveryResult {
  sent: number;
  skipped: number;
  failed: number;
  retrying: number;
}

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** 22:00 to 08:00 in Bangkok (UTC+7, no daylight saving). */
export function inQuietHours(at: Date): boolean {
  const hour = (at.getUTCHours() + 7) % 24;
  return hour >= 22 || hour < 8;
}

/** The next 08:00 in Bangkok after `at`. */
export function quietHoursEnd(at: Date): Date {
  const local = new Date(at.getTime() + BANGKOK_OFFSET_MS);
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 8);
  const next = local.getUTCHours() >= 8 ? end + 86_400_000 : end;
  return new Date(next - BANGKOK_OFFSET_MS);
}

/** The wait before attempt `attempts + 1`: doubling from 30 s up to an hour, half of it random. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const formats = {
  th: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }),
  en: new Intl.DateTimeFormat('en-GB-u-ca-buddhist', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }),
};
const numbers = { th: new Intl.NumberFormat('th-TH'), en: new Intl.NumberFormat('en-US') };

type Language = 'th' | 'en';

/**
 * The queued values in the member's language: `fooTh`/`fooEn` become `foo`, a `date` is worded
 * with the Buddhist year in Bangkok time, numbers get their separators.
 */
export function localParams(
  params: unknown,
  language: Language,
  brand: { nameTh: string; nameEn: string },
): Record<string, string> {
  const out: Record<string, string> = { brand: language === 'th' ? brand.nameTh : brand.nameEn };
  if (!params || typeof params !== 'object') return out;
  const suffix = language === 'th' ? 'Th' : 'En';
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    // Only plain values fill a template; anything else is left out.
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const localised = /^(.+)(Th|En)$/.exec(key);
    if (localised) {
      if (localised[2] === suffix) out[localised[1]!] = String(value);
      continue;
    }
    if (key === 'date' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
      out.date = formats[language].format(new Date(value));
    } else if (typeof value === 'number') {
      out[key] = numbers[language].format(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

type Recipient = Awaited<ReturnType<typeof findRecipients>>[number];
type Outcome =
  | { status: 'sent'; channel: 'line' | 'sms' }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; error: string }
  | { status: 'retry'; error: string };

/** What one pass knows of a brand: read once, used for every message of the pass. */
interface BrandContext {
  brandId: number;
  brand: { nameTh: string; nameEn: string };
  line: LineSettings;
  templates: Map<MessageKind, Template>;
}

const isKind = (kind: string): kind is MessageKind =>
  (messageKinds as readonly string[]).includes(kind);

/** Sends every message due by `now` (in quiet hours, only members' own actions). */
export async function deliverDueMessages(
  deps: WorkerDeps,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  const result: DeliveryResult = { sent: 0, skipped: 0, failed: 0, retrying: 0 };
  const quiet = inQuietHours(now);
  for (const brandId of await findActiveBrandIds(deps.db)) {
    if (quiet) await deferDueMessages(deps.db, brandId, now, quietHoursEnd(now));
    let context: BrandContext | undefined;
    for (let batch = 0; batch < BATCHES_PER_PASS; batch += 1) {
      const claimed = await claimDueMessages(deps.db, brandId, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: BATCH,
        memberActionsOnly: quiet,
      });
      if (claimed.length === 0) break;
      context ??= await brandContext(deps, brandId);
      await deliverBatch(deps, context, claimed, now, options, result);
      if (claimed.length < BATCH) break;
    }
  }
  return result;
}

async function brandContext(deps: WorkerDeps, brandId: number): Promise<BrandContext> {
  const brand = await findBrandById(deps.db, brandId);
  return {
    brandId,
    brand: { nameTh: brand?.nameTh ?? '', nameEn: brand?.nameEn ?? '' },
    line: await findLineSettings(deps.db, deps.channelSecretKey, brandId),
    templates: new Map(),
  };
}

async function deliverBatch(
  deps: WorkerDeps,
  context: BrandContext,
  rows: OutboxRow[],
  now: Date,
  options: DeliveryOptions,
  result: DeliveryResult,
) {
  const { db } = deps;
  const { brandId } = context;
  const memberIds = [...new Set(rows.map((row) => row.memberId))];
  const recipients = new Map(
    (await findRecipients(db, brandId, memberIds)).map((member) => [member.id, member]),
  );
  const optOuts = new Set(
    (await findOptOuts(db, brandId, memberIds)).map((o) => `${o.memberId}:${o.kind}`),
  );
  const broadcastIds = rows.flatMap((row) => (row.broadcastId === null ? [] : [row.broadcastId]));
  const broadcasts = new Map(
    (await findBroadcastTexts(db, brandId, [...new Set(broadcastIds)])).map((b) => [b.id, b]),
  );
  for (const row of rows) {
    let outcome: Outcome;
    try {
      outcome = await deliverOne(deps, context, row, {
        member: recipients.get(row.memberId),
        optedOut: optOuts.has(`${row.memberId}:${row.kind}`),
        broadcast: row.broadcastId === null ? undefined : broadcasts.get(row.broadcastId),
        fetch: options.fetch,
      });
    } catch (error) {
      deps.log?.error({ err: error, messageId: row.id }, 'message delivery failed');
      outcome = { status: 'retry', error: (error as Error).message };
    }
    await record(db, brandId, row, outcome, now, options.random);
    if (outcome.status === 'sent') result.sent += 1;
    else if (outcome.status === 'skipped') result.skipped += 1;
    else if (outcome.status === 'failed' || row.attempts >= MAX_ATTEMPTS) result.failed += 1;
    else result.retrying += 1;
  }
}

async function record(
  db: Db,
  brandId: number,
  row: OutboxRow,
  outcome: Outcome,
  now: Date,
  random?: () => number,
) {
  switch (outcome.status) {
    case 'sent':
      return markOutcome(db, brandId, row.id, {
        status: 'sent',
        channel: outcome.channel,
        sentAt: now,
        lastError: null,
      });
    case 'skipped':
      return markOutcome(db, brandId, row.id, { status: 'skipped', lastError: outcome.reason });
    case 'failed':
      return markOutcome(db, brandId, row.id, { status: 'failed', lastError: outcome.error });
    case 'retry':
      if (row.attempts >= MAX_ATTEMPTS) {
        return markOutcome(db, brandId, row.id, { status: 'failed', lastError: outcome.error });
      }
      return markOutcome(db, brandId, row.id, {
        lastError: outcome.error,
        nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts, random)),
      });
  }
}

async function templateOf(db: Db, context: BrandContext, kind: MessageKind) {
  let template = context.templates.get(kind);
  if (!template) {
    template = await findTemplate(db, context.brandId, kind);
    context.templates.set(kind, template);
  }
  return template;
}

async function deliverOne(
  deps: WorkerDeps,
  context: BrandContext,
  row: OutboxRow,
  about: {
    member: Recipient | undefined;
    optedOut: boolean;
    broadcast: { bodyTh: string; bodyEn: string } | undefined;
    fetch?: typeof fetch;
  },
): Promise<Outcome> {
  const { member } = about;
  if (!isKind(row.kind)) return { status: 'failed', error: `unknown kind ${row.kind}` };
  if (!member || member.erasedAt) return { status: 'skipped', reason: 'member erased' };
  if (member.isBlocked) return { status: 'skipped', reason: 'member blocked' };
  if (about.optedOut) return { status: 'skipped', reason: 'member turned this kind off' };
  if (marketingKinds.includes(row.kind) && (!member.isConsentPdpa || member.isWithdrawPdpa)) {
    return { status: 'skipped', reason: 'no marketing consent' };
  }
  const template = await templateOf(deps.db, context, row.kind);
  if (!template.isEnabled) return { status: 'skipped', reason: 'template turned off' };

  const language = member.language;
  const params = localParams(row.params, language, context.brand);
  if (about.broadcast) {
    params.text = language === 'th' ? about.broadcast.bodyTh : about.broadcast.bodyEn;
  }
  const text = renderTemplate(language === 'th' ? template.bodyTh : template.bodyEn, params);

  const token = context.line.messagingAccessToken;
  const demo = !token && deps.config.NODE_ENV !== 'production';
  if (member.lineUserId && (token || demo)) {
    const pushed: PushOutcome = token
      ? await pushToLine(
          {
            baseUrl: deps.config.LINE_MESSAGING_API_URL,
            accessToken: token,
            to: member.lineUserId,
            text,
            retryKey: row.retryKey,
          },
          about.fetch,
        )
      : await keepInDevelopmentOutbox(deps.db, context.brandId, member.lineUserId, text, row);
    if (pushed.result === 'sent') return { status: 'sent', channel: 'line' };
    return pushed.result === 'retry'
      ? { status: 'retry', error: pushed.error }
      : { status: 'failed', error: pushed.error };
  }
  if (template.isImportant && member.mobileNo) {
    try {
      await deps.sms.send({ brandId: context.brandId, to: member.mobileNo, text });
      return { status: 'sent', channel: 'sms' };
    } catch (error) {
      return { status: 'retry', error: `SMS: ${(error as Error).message}` };
    }
  }
  return {
    status: 'skipped',
    reason: member.lineUserId
      ? 'the brand has no LINE messaging channel and the kind is not sent by SMS'
      : 'member has no LINE and the kind is not sent by SMS',
  };
}

async function keepInDevelopmentOutbox(
  db: Db,
  brandId: number,
  to: string,
  text: string,
  row: OutboxRow,
): Promise<PushOutcome> {
  await insertLineMessage(db, {
    brandId,
    toUserId: to,
    messages: linePushBody(to, text).messages,
    retryKey: row.retryKey,
  });
  return { result: 'sent' };
}

/** Sends due messages every `intervalMs` in this process until the app closes. */
export function scheduleMessageDelivery(app: FastifyInstance, intervalMs = 5_000): void {
  let running: Promise<void> | undefined;
  const deps: WorkerDeps = {
    db: app.db,
    config: app.config,
    channelSecretKey: app.channelSecretKey,
    sms: app.sms,
    log: app.log,
  };
  const tick = () => {
    if (running) return;
    running = deliverDueMessages(deps)
      .then((result) => {
        if (result.sent + result.failed > 0) app.log.info({ messages: result }, 'messages sent');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'message delivery failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
