import type { FastifyRequest } from 'fastify';
import type {
  Broadcast,
  BroadcastSegment,
  BroadcastSendRequest,
  DeliveryItem,
  DeliveryListQuery,
} from '@crm/contract/broadcasts';
import type { MessageKind } from '@crm/contract/message-kinds';
import type { KeysetQuery } from '@crm/contract/keyset-page';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { cursorId, keysetPageOf } from '../../lib/keyset';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import { memberFilterConditions } from '../member-segments/service';
import {
  addQueued,
  countReachable,
  findBroadcastByKey,
  findBroadcastText,
  insertBroadcast,
  listBroadcastRows,
  listOutboxRows,
  memberIdBounds,
  queueRange,
  requeueFailed,
  type BroadcastListRow,
  type BroadcastRow,
  type OutboxListRow,
} from './repository';

/*
 * Broadcasts: one text to a segment of members, queued in the outbox as one row per member
 * (kind 'broadcast', params empty: the sender reads the text once per broadcast with
 * findBroadcastText). Queueing is INSERT … SELECT over ranges of member ids, each range its own
 * transaction, so a million-member brand never holds one long transaction; the dedupe key
 * broadcast:<id>:<member> lets a send interrupted half-way resume with the same request key.
 */

/** Member ids per INSERT … SELECT: tens of thousands of rows, a second or so each. */
const QUEUE_RANGE = 20_000;

const segmentOf = (brandId: number, segment: BroadcastSegment, now: Date) =>
  memberFilterConditions(brandId, { ...segment, consent: 'given', blocked: false }, now);

/** How many members a broadcast to the segment would reach now. */
export async function countSegment(
  db: Db,
  brandId: number,
  segment: BroadcastSegment,
  now = new Date(),
): Promise<number> {
  return countReachable(db, segmentOf(brandId, segment, now));
}

/** A broadcast's Thai and English text, for the sender to put in each member's message. */
export async function broadcastText(
  db: Db,
  brandId: number,
  broadcastId: number,
): Promise<{ bodyTh: string; bodyEn: string } | undefined> {
  return findBroadcastText(db, brandId, broadcastId);
}

/**
 * Queues the broadcast to every reachable member of the segment. The request key makes a second
 * press (or a retry after a lost answer) return the first broadcast, finishing its queueing if it
 * was cut short.
 */
export async function sendBroadcast(
  db: Db,
  request: FastifyRequest,
  body: BroadcastSendRequest,
  now = new Date(),
): Promise<Broadcast> {
  const { brandId, operatorId } = operatorOf(request);
  const segment = segmentOf(brandId, body.segment, now);
  const created = await transaction(db, async (tx) => {
    const memberCount = await countReachable(tx, segment);
    if (memberCount === 0) throw new AppError('BROADCAST_NO_MEMBERS');
    const row = await insertBroadcast(tx, {
      brandId,
      segment: body.segment,
      bodyTh: body.body_th,
      bodyEn: body.body_en,
      memberCount,
      createdByOperatorId: operatorId,
      requestKey: body.request_key,
    });
    if (row) {
      await audit.record(tx, request, {
        action: 'messages.broadcast.send',
        targetType: 'message_broadcast',
        targetId: row.id,
        after: { segment: body.segment, body_th: body.body_th, body_en: body.body_en, memberCount },
      });
    }
    return row;
  });
  const broadcast = created ?? (await findBroadcastByKey(db, brandId, body.request_key));
  if (!broadcast) throw new AppError('CONFLICT');
  if (broadcast.queuedAt === null)
    await queueAll(
      db,
      broadcast,
      segmentOf(brandId, broadcast.segment as BroadcastSegment, broadcast.createdAt),
    );
  return (await broadcastById(db, brandId, broadcast.id))!;
}

async function queueAll(
  db: Db,
  broadcast: BroadcastRow,
  segment: ReturnType<typeof segmentOf>,
): Promise<void> {
  const { first, last } = await memberIdBounds(db, broadcast.brandId);
  if (first === null || last === null) {
    await transaction(db, (tx) => addQueued(tx, broadcast.brandId, broadcast.id, 0, true));
    return;
  }
  for (let from = first; from <= last; from += QUEUE_RANGE) {
    const to = Math.min(from + QUEUE_RANGE - 1, last);
    await transaction(db, async (tx) => {
      const added = await queueRange(tx, broadcast, segment, from, to);
      await addQueued(tx, broadcast.brandId, broadcast.id, added, to === last);
    });
  }
}

function broadcastView(row: BroadcastListRow): Broadcast {
  return {
    broadcast_id: row.broadcast.id,
    segment: row.broadcast.segment as BroadcastSegment,
    body_th: row.broadcast.bodyTh,
    body_en: row.broadcast.bodyEn,
    member_count: row.broadcast.memberCount,
    pending_count: row.pending,
    sent_count: row.sent,
    failed_count: row.failed,
    created_by: row.login,
    created_at: row.broadcast.createdAt.toISOString(),
  };
}

async function broadcastById(db: Db, brandId: number, broadcastId: number) {
  const [row] = await listBroadcastRows(db, brandId, broadcastId + 1, 1);
  return row?.broadcast.id === broadcastId ? broadcastView(row) : undefined;
}

export async function listBroadcasts(db: Db, brandId: number, query: KeysetQuery) {
  const rows = await listBroadcastRows(db, brandId, cursorId(query.cursor), query.limit + 1);
  return keysetPageOf(
    rows.map((row) => ({ ...row, id: row.broadcast.id })),
    query.limit,
    broadcastView,
  );
}

function deliveryView(row: OutboxListRow): DeliveryItem {
  return {
    message_id: row.id,
    member_code: row.memberCode,
    kind: row.kind as MessageKind,
    status: row.status,
    channel: row.channel,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** The brand's messages, newest first: the failed ones by default. */
export async function listDeliveries(db: Db, brandId: number, query: DeliveryListQuery) {
  const rows = await listOutboxRows(
    db,
    brandId,
    {
      status: query.status === 'all' ? undefined : query.status,
      beforeId: cursorId(query.cursor),
    },
    query.limit + 1,
  );
  return keysetPageOf(rows, query.limit, deliveryView);
}

/** Puts a failed message back in the queue, to be sent at once; audited by member code. */
export async function retryDelivery(
  db: Db,
  request: FastifyRequest,
  messageId: number,
): Promise<DeliveryItem> {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    const [before] = await listOutboxRows(tx, brandId, { messageId }, 1);
    if (!before) throw new AppError('MESSAGE_NOT_FOUND');
    if (!(await requeueFailed(tx, brandId, messageId))) throw new AppError('MESSAGE_NOT_FAILED');
    const [after] = await listOutboxRows(tx, brandId, { messageId }, 1);
    await audit.record(tx, request, {
      action: 'messages.delivery.retry',
      targetType: 'message_outbox',
      targetId: messageId,
      before: deliveryView(before),
      after: deliveryView(after!),
    });
    return deliveryView(after!);
  });
}
