import { and, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, operators } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Db, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  operatorId?: number;
  /** Exact action, or every action starting with `actionPrefix`. */
  action?: string;
  actionPrefix?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  until?: Date;
  /** Entries older than this id (the previous page's last). */
  beforeId?: number;
}

/** One page of the brand's audit log, newest first, with the login of who acted. */
export async function listAuditEntries(
  db: Db,
  brandId: number,
  filter: AuditFilter,
  limit: number,
) {
  const where: (SQL | undefined)[] = [
    eq(auditLog.brandId, brandId),
    filter.operatorId === undefined ? undefined : eq(auditLog.operatorId, filter.operatorId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.actionPrefix === undefined
      ? undefined
      : like(auditLog.action, `${filter.actionPrefix.replace(/[\\%_]/g, '\\$&')}%`),
    filter.targetType === undefined ? undefined : eq(auditLog.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(auditLog.targetId, filter.targetId),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.until === undefined ? undefined : lt(auditLog.at, filter.until),
    filter.beforeId === undefined ? undefined : lt(auditLog.id, filter.beforeId),
  ];
  return db
    .select({ entry: auditLog, login: operators.login })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
