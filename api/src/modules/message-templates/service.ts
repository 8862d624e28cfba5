import { messageKinds, type MessageKind } from '@crm/contract/message-kinds';
import { renderTemplate } from '@crm/contract/message-templates';
import type { Db } from '../../db/client';
import { defaultTemplates } from './defaults';
import { findTemplateRow, listTemplateRows, type MessageTemplateRow } from './repository';

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
