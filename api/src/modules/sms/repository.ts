import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema';

export async function insertSmsMessage(db: Db, values: typeof smsMessages.$inferInsert) {
  await db.insert(smsMessages).values(values);
}

/** Messages of one provider, newest first; brand and number narrow it when given. */
export async function listSmsMessages(
  db: Db,
  filter: { provider: string; brandId?: number; to?: string; limit: number },
) {
  const conditions: SQL[] = [eq(smsMessages.provider, filter.provider)];
  if (filter.brandId !== undefined) conditions.push(eq(smsMessages.brandId, filter.brandId));
  if (filter.to !== undefined) conditions.push(eq(smsMessages.toNumber, filter.to));
  return db
    .select({ to: smsMessages.toNumber, text: smsMessages.body, createdAt: smsMessages.createdAt })
    .from(smsMessages)
    .where(and(...conditions))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(filter.limit);
}
