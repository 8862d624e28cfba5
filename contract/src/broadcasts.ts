import { z } from 'zod';
import { envelope, isoDate } from './envelope';
import { keysetPage, keysetQuery } from './keyset-page';
import { messageKinds } from './message-kinds';
import { TEMPLATE_MAX_LENGTH } from './message-templates';

/*
 * Broadcasts (/api/v1.0/console/broadcasts…): one message to a segment of the brand's members,
 * counted before it is sent. Only members reachable on LINE who gave PDPA consent (not withdrawn),
 * are neither blocked nor erased, and have not turned broadcasts off are counted and queued.
 * Delivery (/api/v1.0/console/messages…): what the outbox sent, and what failed, by member code.
 */

const isoDateTime = z.iso.datetime();
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const broadcastSegment = z
  .object({
    tier_id: z.number().int().positive().max(2_147_483_647).optional(),
    /** Bangkok days of the member's last visit, both ends included. */
    visit_from: isoDate.optional(),
    visit_to: isoDate.optional(),
  })
  .refine(
    (segment) => !segment.visit_from || !segment.visit_to || segment.visit_from <= segment.visit_to,
    { message: 'Last visit: the first day on or before the last', path: ['visit_to'] },
  );
export type BroadcastSegment = z.infer<typeof broadcastSegment>;

export const broadcastCountRequest = z.object({ segment: broadcastSegment });
export type BroadcastCountRequest = z.infer<typeof broadcastCountRequest>;
export const broadcastCountResponse = envelope(z.object({ member_count: z.number().int() }));

const text = z.string().trim().min(1).max(TEMPLATE_MAX_LENGTH);

export const broadcastSendRequest = z.object({
  /** Made once per press of Send: the same key again sends nothing more. */
  request_key: z.uuid(),
  segment: broadcastSegment,
  body_th: text,
  body_en: text,
});
export type BroadcastSendRequest = z.infer<typeof broadcastSendRequest>;

export const broadcast = z.object({
  broadcast_id: z.number().int(),
  segment: broadcastSegment,
  body_th: z.string(),
  body_en: z.string(),
  member_count: z.number().int(),
  pending_count: z.number().int(),
  sent_count: z.number().int(),
  failed_count: z.number().int(),
  created_by: z.string().nullable(),
  created_at: isoDateTime,
});
export type Broadcast = z.infer<typeof broadcast>;
export const broadcastResponse = envelope(broadcast);
export const broadcastListResponse = keysetPage(broadcast);
export const broadcastListQuery = keysetQuery;

export const outboxStatuses = ['pending', 'sent', 'failed', 'skipped'] as const;
export const deliveryListQuery = keysetQuery.extend({
  /** Failed by default: what needs the brand's attention. */
  status: z.enum([...outboxStatuses, 'all']).default('failed'),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuery>;

export const deliveryItem = z.object({
  message_id: z.number().int(),
  member_code: z.string(),
  kind: z.enum(messageKinds),
  status: z.enum(outboxStatuses),
  channel: z.enum(['line', 'sms']).nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: isoDateTime,
  sent_at: isoDateTime.nullable(),
});
export type DeliveryItem = z.infer<typeof deliveryItem>;
export const deliveryListResponse = keysetPage(deliveryItem);
export const deliveryItemResponse = envelope(deliveryItem);
export const deliveryParams = z.object({ messageId: id });
