import type { FastifyRequest } from 'fastify';
import { messageKinds, type MessageKind } from '@crm/contract/message-kinds';
import {
  renderTemplate,
  templatePlaceholders,
  type MessageTemplate,
  type MessageTemplateRequest,
  type TemplateKind,
  type TemplatePreview,
  type TemplatePreviewRequest,
} from '@crm/contract/message-templates';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import { requireBrandById } from '../brands/service';
import { defaultTemplates } from './defaults';
import {
  findTemplateRow,
  listTemplateRows,
  upsertTemplateRow,
  type MessageTemplateRow,
} from './repository';

export { renderTemplate };

/** What a kind of message says for a brand, and how it may go. */
export interface Template {
  kind: MessageKind;
  isEnabled: boolean;
  /** May go by SMS to members without the brand's LINE account. */
  isImportant: boolean;
  bodyTh: string;
  bodyEn: string;
  /** False while the built-in text is used. */
  isCustom: boolean;
}

const builtIn = (kind: MessageKind): Template => ({
  kind,
  isEnabled: true,
  isImportant: false,
  ...defaultTemplates[kind],
  isCustom: false,
});

const fromRow = (kind: MessageKind, row: MessageTemplateRow): Template => ({
  kind,
  isEnabled: row.isEnabled,
  isImportant: row.isImportant,
  bodyTh: row.bodyTh,
  bodyEn: row.bodyEn,
  isCustom: true,
});

/** The brand's template of a kind, or the built-in one when the brand has not written it. */
export async function findTemplate(db: Db, brandId: number, kind: MessageKind): Promise<Template> {
  const row = await findTemplateRow(db, brandId, kind);
  return row ? fromRow(kind, row) : builtIn(kind);
}

/** Every kind's template for the brand, in the order of messageKinds. */
export async function listTemplates(db: Db, brandId: number): Promise<Template[]> {
  const rows = new Map((await listTemplateRows(db, brandId)).map((row) => [row.kind, row]));
  return messageKinds.map((kind) => {
    const row = rows.get(kind);
    return row ? fromRow(kind, row) : builtIn(kind);
  });
}

export function templateView(template: Template): MessageTemplate {
  return {
    kind: template.kind,
    is_enabled: template.isEnabled,
    is_important: template.isImportant,
    body_th: template.bodyTh,
    body_en: template.bodyEn,
    is_custom: template.isCustom,
    placeholders: [...templatePlaceholders[template.kind]],
  };
}

/** Writes the brand's own text of a kind over the built-in one, audited with both texts. */
export async function updateTemplate(
  db: Db,
  request: FastifyRequest,
  kind: TemplateKind,
  body: MessageTemplateRequest,
): Promise<MessageTemplate> {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    const before = templateView(await findTemplate(tx, brandId, kind));
    const row = await upsertTemplateRow(tx, brandId, kind, {
      isEnabled: body.is_enabled,
      isImportant: body.is_important,
      bodyTh: body.body_th,
      bodyEn: body.body_en,
    });
    const after = templateView(fromRow(kind, row));
    await audit.record(tx, request, {
      action: 'messages.template.update',
      targetType: 'message_template',
      targetId: kind,
      before,
      after,
    });
    return after;
  });
}

/** Sample values a preview fills in, as a member would read them. */
const samples = {
  th: {
    points: '120',
    balance: '1,450',
    privilege: 'กาแฟฟรี 1 แก้ว',
    package: 'คอร์สนวด 10 ครั้ง',
    remaining: '7',
    tier: 'Gold',
    date: '31 ธ.ค. 2569',
    days: '30',
    text: 'ข้อความของคุณ',
  },
  en: {
    points: '120',
    balance: '1,450',
    privilege: 'One free coffee',
    package: 'Massage course, 10 visits',
    remaining: '7',
    tier: 'Gold',
    date: '31 Dec 2026',
    days: '30',
    text: 'Your message',
  },
};

/** Both texts as a member would read them, with sample values and the brand's own name. */
export async function previewTemplate(
  db: Db,
  brandId: number,
  body: TemplatePreviewRequest,
): Promise<TemplatePreview> {
  const brand = await requireBrandById(db, brandId);
  return {
    text_th: renderTemplate(body.body_th, { ...samples.th, brand: brand.nameTh }),
    text_en: renderTemplate(body.body_en, { ...samples.en, brand: brand.nameEn }),
  };
}
