import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageTemplates } from '../../db/schema';

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;

export async function findTemplateRow(
  db: Db,
  brandId: number,
  kind: string,
): Promise<MessageTemplateRow | undefined> {
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.brandId, brandId), eq(messageTemplates.kind, kind)))
    .limit(1);
  return rows[0];
}

export function listTemplateRows(db: Db, brandId: number): Promise<MessageTemplateRow[]> {
  return db.select().from(messageTemplates).where(eq(messageTemplates.brandId, brandId));
}

export interface TemplateWrite {
  isEnabled: boolean;
  isImportant: boolean;
  bodyTh: string;
  bodyEn: string;
}

export async function upsertTemplateRow(
  db: Db,
  brandId: number,
  kind: string,
  write: TemplateWrite,
): Promise<MessageTemplateRow> {
  const rows = await db
    .insert(messageTemplates)
    .values({ brandId, kind, ...write })
    .onConflictDoUpdate({
      target: [messageTemplates.brandId, messageTemplates.kind],
      set: { ...write, updatedAt: new Date() },
    })
    .returning();
  return rows[0]!;
}
