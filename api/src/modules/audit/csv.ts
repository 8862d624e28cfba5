import type { FastifyRequest } from 'fastify';
import type { AuditLogQuery } from '@crm/contract/audit-log';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { csvDocument } from '../../lib/csv';
import { operatorOf } from '../../plugins/operator-auth';
import { listAuditEntries } from './repository';
import { auditFilterOf, record } from './service';

/*
 * The audit log as CSV, filtered as the screen is: who, in which role, what, on which target,
 * when (ISO, UTC), from where. Of before and after it names the fields that changed, never their
 * values, so no personal value can leave through it; a member's own request shows no address.
 */

/** The most entries one download holds; narrower filters get the rest. */
export const AUDIT_CSV_MAX_ROWS = 50_000;
const PAGE = 1_000;

const COLUMNS = [
  'เวลา (UTC) / At (UTC)',
  'ผู้ใช้ / Login',
  'บทบาท / Role',
  'การกระทำ / Action',
  'ประเภทเป้าหมาย / Target type',
  'รหัสเป้าหมาย / Target ID',
  'ฟิลด์ที่เปลี่ยน / Changed fields',
  'ที่อยู่ IP / Address',
  'คำขอ / Request',
];

/** The top-level fields whose values differ between before and after. */
export function changedFields(before: unknown, after: unknown): string[] {
  const fields = (value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const was = fields(before);
  const is = fields(after);
  return [...new Set([...Object.keys(was), ...Object.keys(is)])]
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
    .sort();
}

export async function exportAuditLogCsv(
  db: Db,
  request: FastifyRequest,
  query: AuditLogQuery,
): Promise<{ filename: string; csv: string }> {
  const { brandId } = operatorOf(request);
  const filter = auditFilterOf(query);
  const rows: (string | number | null)[][] = [];
  let beforeId = filter.beforeId;
  while (rows.length < AUDIT_CSV_MAX_ROWS) {
    const page = await listAuditEntries(db, brandId, { ...filter, beforeId }, PAGE);
    for (const { entry, login } of page) {
      rows.push([
        entry.at.toISOString(),
        login,
        entry.role,
        entry.action,
        entry.targetType,
        entry.targetId,
        changedFields(entry.before, entry.after).join(' '),
        entry.role === 'member' ? '' : entry.ip,
        entry.requestId,
      ]);
    }
    if (page.length < PAGE) break;
    beforeId = page.at(-1)!.entry.id;
  }
  const kept = rows.slice(0, AUDIT_CSV_MAX_ROWS);
  const filters = {
    operator_id: query.operator_id,
    action: query.action,
    target_type: query.target_type,
    target_id: query.target_id,
    date_from: query.date_from,
    date_to: query.date_to,
  };
  await transaction(db, (tx) =>
    record(tx, request, {
      action: 'audit.export',
      targetType: 'audit_log',
      after: { filters, rows: kept.length },
    }),
  );
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `audit-log-${day}.csv`, csv: csvDocument([COLUMNS, ...kept]) };
}
