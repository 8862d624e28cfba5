import { z } from 'zod';
import { envelope } from './envelope';
import { messageKinds } from './message-kinds';

/*
 * A member's message preferences (/api/v1.0/Customer/MessagePreferences): the language LINE and
 * SMS messages reach them in, and the kinds they turned off. Only the kinds the brand sends are
 * listed.
 */

export const messageLanguages = ['th', 'en'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

export const messagePreferences = z.object({
  language: z.enum(messageLanguages),
  kinds: z.array(z.object({ kind: z.enum(messageKinds), is_enabled: z.boolean() })),
});
export type MessagePreferences = z.infer<typeof messagePreferences>;
export const messagePreferencesResponse = envelope(messagePreferences);

export const messagePreferencesRequest = z.object({
  language: z.enum(messageLanguages),
  /** Every kind the member turned off; the rest are on. */
  opted_out: z
    .array(z.enum(messageKinds))
    .max(messageKinds.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Each kind once'),
});
export type MessagePreferencesRequest = z.infer<typeof messagePreferencesRequest>;

/** GET /dev/line-outbox: LINE pushes kept in demo mode, newest first. */
export const lineOutboxQuery = z.object({
  brandRef: z.string().min(1).max(64).optional(),
  to: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type LineOutboxQuery = z.infer<typeof lineOutboxQuery>;

export const lineOutboxItem = z.object({
  to: z.string(),
  text: z.string(),
  retry_key: z.string(),
  created_at: z.string(),
});
export const lineOutboxResponse = envelope(z.array(lineOutboxItem));
export type LineOutboxItem = z.infer<typeof lineOutboxItem>;
