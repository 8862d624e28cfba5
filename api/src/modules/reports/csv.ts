import type { FastifyRequest } from 'fastify';
import type { ReportDashboard, ReportRange, ReportTable } from '@crm/contract/reports';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { csvDocument } from '../../lib/csv';
import * as audit from '../audit/service';
import { dashboardOf } from './service';

/*
 * Each table of the dashboard as CSV: headers in Thai and English, days as ISO dates
 * (yyyy-MM-dd, which spreadsheets read as dates), amounts in baht. Reports name no member;
 * the cashier table names operators (staff). Every download is recorded as a report export.
 */

type Cell = string | number | null;
type Table = { columns: string[]; rows: Cell[][] };

const store = [
  'ใบเสร็จ / Earns',
  'แต้มที่ให้ / Points given',
  'ยอดบิล (บาท) / Bills (THB)',
  'ยกเลิก / Voids',
  'แต้มที่ยกเลิก / Points voided',
  'ใช้สิทธิ์ / Redeems',
  'ใช้แพ็กเกจ / Package uses',
];
const storeCells = (
  row: ReportDashboard['branches'][number] | ReportDashboard['cashiers'][number],
) => [
  row.earns,
  row.earn_points,
  row.bill_amount.toFixed(2),
  row.voids,
  row.void_points,
  row.redeems,
  row.package_uses,
];

function tableOf(report: ReportDashboard, table: ReportTable): Table {
  switch (table) {
    case 'summary': {
      const figures: [string, Cell][] = [
        ['สมาชิกทั้งหมด / Members', report.members.total],
        ['สมาชิกใหม่ / New members', report.members.new],
        ['ใช้งานใน 30 วัน / Active in 30 days', report.members.active_30],
        ['ใช้งานใน 90 วัน / Active in 90 days', report.members.active_90],
        ['แต้มที่ได้รับ / Points earned', report.points.earned],
        ['แต้มยกมาจากการนำเข้า / Points imported', report.points.imported],
        ['แต้มที่ยกเลิก / Points voided', report.points.voided],
        ['แต้มที่ใช้ / Points spent', report.points.spent],
        ['แต้มที่คืน / Points released', report.points.released],
        ['แต้มหมดอายุ / Points expired', report.points.expired],
        ['ปรับแต้ม / Points adjusted', report.points.adjusted],
        ['แต้มที่จองไว้ / Points reserved', report.points.reserved],
        ['แต้มคงค้าง / Outstanding points', report.points.outstanding],
        ['มูลค่าต่อแต้ม (บาท) / Point value (THB)', report.liability.point_value.toFixed(2)],
        ['ภาระแต้มคงค้าง (บาท) / Liability (THB)', report.liability.amount.toFixed(2)],
      ];
      return {
        columns: ['รายการ / Figure', 'ค่า / Value', 'ตั้งแต่ / From', 'ถึง / To'],
        rows: figures.map(([name, value]) => [name, value, report.range.from, report.range.to]),
      };
    }
    case 'days':
      return {
        columns: [
          'วันที่ / Day',
          'สมาชิกใหม่ / New members',
          'แต้มที่ได้รับ / Earned',
          'แต้มที่ใช้ / Spent',
          'แต้มหมดอายุ / Expired',
        ],
        rows: report.days.map((d) => [d.day, d.new_members, d.earned, d.spent, d.expired]),
      };
    case 'privileges':
      return {
        columns: [
          'รหัส / ID',
          'ชื่อ / Name (TH)',
          'Name (EN)',
          'แลก / Issued',
          'แต้ม / Points',
          'ใช้ที่ร้าน / Used at store',
          'หมดอายุคืนแต้ม / Released',
        ],
        rows: report.privileges.map((p) => [
          p.privilege_id,
          p.name_th,
          p.name_en,
          p.issued,
          p.points,
          p.used_at_store,
          p.released,
        ]),
      };
    case 'packages':
      return {
        columns: [
          'รหัส / ID',
          'ชื่อ / Name (TH)',
          'Name (EN)',
          'ซื้อ / Bought',
          'แต้ม / Points',
          'ใช้ที่ร้าน / Uses at store',
        ],
        rows: report.packages.map((p) => [
          p.package_id,
          p.name_th,
          p.name_en,
          p.bought,
          p.points,
          p.uses_at_store,
        ]),
      };
    case 'branches':
      return {
        columns: ['สาขา / Branch', 'ชื่อ / Name (TH)', 'Name (EN)', ...store],
        rows: report.branches.map((b) => [b.branch_ref, b.name_th, b.name_en, ...storeCells(b)]),
      };
    case 'cashiers':
      return {
        columns: ['ผู้ใช้ / Login', 'ชื่อ / Name', ...store],
        rows: report.cashiers.map((c) => [
          c.login ?? 'POS (API key)',
          c.name ?? '',
          ...storeCells(c),
        ]),
      };
    case 'tiers':
      return {
        columns: [
          'ระดับ / Tier (TH)',
          'Tier (EN)',
          'สมาชิก / Members',
          'เลื่อนขึ้น / Moved up',
          'ลดลง / Moved down',
        ],
        rows: report.tiers.map((t) => [t.name_th, t.name_en, t.members, t.moved_up, t.moved_down]),
      };
    case 'consent': {
      const share = (n: number) =>
        report.consent.members === 0 ? '0.0' : ((100 * n) / report.consent.members).toFixed(1);
      const states: [string, number][] = [
        ['ยินยอม / Given', report.consent.given],
        ['ถอนความยินยอม / Withdrawn', report.consent.withdrawn],
        ['ไม่ได้ให้ / None', report.consent.none],
      ];
      return {
        columns: ['สถานะ / State', 'สมาชิก / Members', 'ร้อยละ / Percent'],
        rows: states.map(([name, n]) => [name, n, share(n)]),
      };
    }
  }
}

/** One table of the dashboard over the range as a CSV file; recorded as a report export. */
export async function exportReportCsv(
  db: Db,
  request: FastifyRequest,
  table: ReportTable,
  range: ReportRange,
): Promise<{ filename: string; csv: string }> {
  const { columns, rows } = tableOf(await dashboardOf(db, request, range), table);
  await transaction(db, (tx) =>
    audit.record(tx, request, {
      action: 'reports.export',
      targetType: 'report',
      targetId: table,
      after: { table, from: range.from, to: range.to, rows: rows.length },
    }),
  );
  return {
    filename: `report-${table}-${range.from}-${range.to}.csv`,
    csv: csvDocument([columns, ...rows]),
  };
}
