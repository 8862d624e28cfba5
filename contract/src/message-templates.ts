import { z } from 'zod';
import { envelope } from './envelope';
import { messageKinds, type MessageKind } from './message-kinds';

/*
 * What each kind of message says (/api/v1.0/console/message-templates…). A template is plain text
 * (LINE text messages and SMS show no markup) with {{placeholders}} the sender fills in; an
 * unknown or missing placeholder is left empty.
 */

/**
 * The placeholders each kind is sent with. {{brand}} is the brand's name in the member's
 * language; {{date}} is already formatted for the member's language (Buddhist year in Thai).
 * A broadcast's template is {{text}}: the broadcast's own Thai or English text.
 */
export const templatePlaceholders = {
  points_earned: ['brand', 'points', 'balance'],
  points_voided: ['brand', 'points', 'balance'],
  privilege_used: ['brand', 'privilege', 'date'],
  package_used: ['brand', 'package', 'remaining', 'date'],
  code_expiring: ['brand', 'privilege', 'points', 'date'],
  code_returned: ['brand', 'privilege', 'points', 'balance'],
  points_expiring: ['brand', 'points', 'days', 'date'],
  tier_up: ['brand', 'tier'],
  tier_down: ['brand', 'tier'],
  policy_updated: ['brand'],
  broadcast: ['brand', 'text'],
} as const satisfies Record<MessageKind, readonly string[]>;

/** The kinds whose text the brand edits; a broadcast's text is written with each broadcast. */
export const templateKinds = messageKinds.filter(
  (kind): kind is Exclude<MessageKind, 'broadcast'> => kind !== 'broadcast',
);
export type TemplateKind = (typeof templateKinds)[number];

/** LINE allows 5,000 characters in a text message; a member reads far fewer. */
export const TEMPLATE_MAX_LENGTH = 1000;

export const templateKindParams = z.object({ kind: z.enum(templateKinds) });

const body = z.string().trim().min(1).max(TEMPLATE_MAX_LENGTH);

export const messageTemplate = z.object({
  kind: z.enum(messageKinds),
  is_enabled: z.boolean(),
  /** Sent by SMS to members who have not added the brand's LINE account. */
  is_important: z.boolean(),
  body_th: z.string(),
  body_en: z.string(),
  /** False while the brand uses the built-in text. */
  is_custom: z.boolean(),
  placeholders: z.array(z.string()),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;
export const messageTemplateResponse = envelope(messageTemplate);
export const messageTemplateListResponse = envelope(z.object({ items: z.array(messageTemplate) }));

export const messageTemplateRequest = z.object({
  is_enabled: z.boolean(),
  is_important: z.boolean(),
  body_th: body,
  body_en: body,
});
export type MessageTemplateRequest = z.infer<typeof messageTemplateRequest>;

export const templatePreviewRequest = z.object({
  kind: z.enum(messageKinds),
  body_th: z.string().max(TEMPLATE_MAX_LENGTH),
  body_en: z.string().max(TEMPLATE_MAX_LENGTH),
});
export type TemplatePreviewRequest = z.infer<typeof templatePreviewRequest>;

export const templatePreview = z.object({ text_th: z.string(), text_en: z.string() });
export type TemplatePreview = z.infer<typeof templatePreview>;
export const templatePreviewResponse = envelope(templatePreview);

const placeholderPattern = /\{\{\s*(\w+)\s*\}\}/g;

/** The body with each {{name}} replaced by its value; unknown names become empty. */
export function renderTemplate(
  body: string,
  params: Readonly<Record<string, string | number | null | undefined>>,
): string {
  return body.replace(placeholderPattern, (_, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === null || value === undefined ? '' : String(value);
  });
}
