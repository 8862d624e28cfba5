import type { FastifyRequest } from 'fastify';
import { bahtOf, satangOf } from '@crm/contract/money';
import type { ReportDashboard, ReportRange, ReportSettings } from '@crm/contract/reports';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import {
  findBranchNames,
  findOperatorNames,
  findPackageNames,
  findPointValue,
  findPrivilegeNames,
  findSnapshot,
  findTierNames,
  savePointValue,
  sumByDay,
  sumRange,
  sumReserved,
  type DailySum,
} from './repository';
import { emptySnapshot, type ReportSnapshot } from './snapshot';

/*
 * The dashboard, composed from the rollups (report_daily over the range), the job's snapshot
 * and the reserved points. Figures follow the ledger's entry types:
 *   earned   = earn_qr + earn_welcome + earn_staff + earn_store      imported = earn_import
 *   voided   = −void_store            spent    = −(spend_privilege + spend_package)
 *   released = release                expired  = −expire          adjusted = adjust
 * Managers see every brand-wide figure, but branch and cashier tables of their branches only:
 * they run those stores, and the programme's totals are the brand's.
 */

const EARN_KINDS = ['earn_qr', 'earn_welcome', 'earn_staff', 'earn_store'];
const SPEND_KINDS = ['spend_privilege', 'spend_package'];
const DAY_MS = 86_400_000;

const total = (rows: DailySum[], kinds: string[], pick: (row: DailySum) => number) =>
  rows.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + pick(row), 0);
const points = (row: DailySum) => row.points;
const count = (row: DailySum) => row.count;

function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${range.from}T00:00:00Z`); ; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (day > range.to) return days;
    days.push(day);
  }
}

/** Sums rows by a key into named figures, keeping the order keys first appear in. */
function grouped<K>(
  rows: DailySum[],
  keyOf: (row: DailySum) => K | null,
  figures: Record<string, (row: DailySum) => number>,
): Map<K, Record<string, number>> {
  const out = new Map<K, Record<string, number>>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const sums = out.get(key) ?? Object.fromEntries(Object.keys(figures).map((f) => [f, 0]));
    for (const [figure, of] of Object.entries(figures)) sums[figure] = sums[figure]! + of(row);
    out.set(key, sums);
  }
  return out;
}

const when = (kind: string, of: (row: DailySum) => number) => (row: DailySum) =>
  row.kind === kind ? of(row) : 0;

/** What a branch or an operator did at the store. */
const storeFigures = {
  earns: when('earn_store', count),
  earn_points: when('earn_store', points),
  bill_satang: when('earn_store', (row) => row.amountSatang),
  voids: when('void_store', count),
  void_points: when('void_store', (row) => -row.points),
  redeems: when('privilege_used', count),
  package_uses: when('package_used', count),
};
const STORE_KINDS = ['earn_store', 'void_store', 'privilege_used', 'package_used'];

function storeRow(sums: Record<string, number>) {
  const { bill_satang: billSatang, ...rest } = sums;
  return {
    earns: rest.earns!,
    earn_points: rest.earn_points!,
    bill_amount: bahtOf(billSatang!),
    voids: rest.voids!,
    void_points: rest.void_points!,
    redeems: rest.redeems!,
    package_uses: rest.package_uses!,
  };
}

export async function dashboardOf(
  db: Db,
  request: FastifyRequest,
  range: ReportRange,
): Promise<ReportDashboard> {
  const operator = operatorOf(request);
  const brandId = operator.brandId;
  const rows = await sumRange(db, brandId, range.from, range.to);
  const state = await findSnapshot(db, brandId);
  const snapshot = (state?.snapshot as ReportSnapshot | null | undefined) ?? emptySnapshot;
  const branchList = await findBranchNames(db, brandId);
  const ownBranchesOnly = operator.role === 'manager';
  const ownBranchIds = new Set(
    branchList
      .filter((branch) => !ownBranchesOnly || operator.branchRefs.includes(branch.branchRef))
      .map((branch) => branch.id),
  );
  const atStore = rows.filter(
    (row) => STORE_KINDS.includes(row.kind) && row.branchId !== 0 && ownBranchIds.has(row.branchId),
  );

  const privilegeSums = grouped(
    rows,
    (row) =>
      ['privilege_issued', 'privilege_used', 'release'].includes(row.kind) ? row.itemId : null,
    {
      issued: when('privilege_issued', count),
      points: when('privilege_issued', points),
      used_at_store: when('privilege_used', count),
      released: when('release', count),
    },
  );
  const packageSums = grouped(
    rows,
    (row) => (['package_bought', 'package_used'].includes(row.kind) ? row.itemId : null),
    {
      bought: when('package_bought', count),
      points: when('package_bought', points),
      uses_at_store: when('package_used', count),
    },
  );
  const branchSums = grouped(atStore, (row) => row.branchId, storeFigures);
  const cashierSums = grouped(atStore, (row) => row.operatorId, storeFigures);
  const moves = grouped(rows, (row) => (row.kind.startsWith('tier_') ? row.itemId : null), {
    up: when('tier_up', count),
    down: when('tier_down', count),
  });

  const privilegeNames = new Map(
    (await findPrivilegeNames(db, brandId, [...privilegeSums.keys()])).map((p) => [p.id, p]),
  );
  const packageNames = new Map(
    (await findPackageNames(db, brandId, [...packageSums.keys()])).map((p) => [p.id, p]),
  );
  const operatorNames = new Map(
    (await findOperatorNames(db, brandId, [...cashierSums.keys()])).map((o) => [o.id, o]),
  );
  const tierList = await findTierNames(db, brandId);
  const tierMembers = new Map(snapshot.tiers.map((tier) => [tier.tierId, tier.members]));
  const byDay = await sumByDay(db, brandId, range.from, range.to, [
    'member_joined',
    ...EARN_KINDS,
    ...SPEND_KINDS,
    'expire',
  ]);
  const dayFigures = new Map(
    daysOf(range).map((day) => [day, { day, new_members: 0, earned: 0, spent: 0, expired: 0 }]),
  );
  for (const row of byDay) {
    const figures = dayFigures.get(row.day);
    if (!figures) continue;
    if (row.kind === 'member_joined') figures.new_members += row.count;
    else if (EARN_KINDS.includes(row.kind)) figures.earned += row.points;
    else if (SPEND_KINDS.includes(row.kind)) figures.spent -= row.points;
    else figures.expired -= row.points;
  }

  const pointValueSatang = await findPointValue(db, brandId);
  const byCountDesc = <T extends { key: number }>(list: T[], of: (item: T) => number) =>
    list.sort((a, b) => of(b) - of(a) || a.key - b.key);
  const nameOf = (found?: { nameTh: string; nameEn: string }, id?: number) => ({
    name_th: found?.nameTh ?? `#${id}`,
    name_en: found?.nameEn ?? `#${id}`,
  });

  return {
    range: { from: range.from, to: range.to },
    as_of: state?.snapshotAt?.toISOString() ?? null,
    own_branches_only: ownBranchesOnly,
    members: {
      total: snapshot.members,
      new: total(rows, ['member_joined'], count),
      active_30: snapshot.active30,
      active_90: snapshot.active90,
    },
    points: {
      earned: total(rows, EARN_KINDS, points),
      imported: total(rows, ['earn_import'], points),
      voided: 0 - total(rows, ['void_store'], points),
      spent: 0 - total(rows, SPEND_KINDS, points),
      released: total(rows, ['release'], points),
      expired: 0 - total(rows, ['expire'], points),
      adjusted: total(rows, ['adjust'], points),
      reserved: await sumReserved(db, brandId),
      outstanding: snapshot.outstanding,
    },
    liability: {
      point_value: bahtOf(pointValueSatang),
      amount: bahtOf(snapshot.outstanding * pointValueSatang),
    },
    days: [...dayFigures.values()],
    privileges: byCountDesc(
      [...privilegeSums].map(([id, sums]) => ({ key: id, id, sums })),
      (item) => item.sums.issued!,
    ).map(({ id, sums }) => ({
      privilege_id: id,
      ...nameOf(privilegeNames.get(id), id),
      issued: sums.issued!,
      points: sums.points!,
      used_at_store: sums.used_at_store!,
      released: sums.released!,
    })),
    packages: byCountDesc(
      [...packageSums].map(([id, sums]) => ({ key: id, id, sums })),
      (item) => item.sums.bought!,
    ).map(({ id, sums }) => ({
      package_id: id,
      ...nameOf(packageNames.get(id), id),
      bought: sums.bought!,
      points: sums.points!,
      uses_at_store: sums.uses_at_store!,
    })),
    branches: branchList
      .filter((branch) => ownBranchIds.has(branch.id) && branchSums.has(branch.id))
      .map((branch) => ({
        branch_id: branch.id,
        branch_ref: branch.branchRef,
        name_th: branch.nameTh,
        name_en: branch.nameEn,
        ...storeRow(branchSums.get(branch.id)!),
      })),
    cashiers: byCountDesc(
      [...cashierSums].map(([id, sums]) => ({ key: id, id, sums })),
      (item) => item.sums.earns!,
    ).map(({ id, sums }) => ({
      operator_id: id === 0 ? null : id,
      login: operatorNames.get(id)?.login ?? null,
      name: operatorNames.get(id)?.name ?? null,
      ...storeRow(sums),
    })),
    tiers: [
      ...tierList.map((tier) => ({
        tier_id: tier.id,
        name_th: tier.nameTh,
        name_en: tier.nameEn,
        rank: tier.rank,
        members: tierMembers.get(tier.id) ?? 0,
        moved_up: moves.get(tier.id)?.up ?? 0,
        moved_down: moves.get(tier.id)?.down ?? 0,
      })),
      ...((tierMembers.get(null) ?? 0) > 0
        ? [
            {
              tier_id: null,
              name_th: 'ไม่มีระดับ',
              name_en: 'No tier',
              rank: null,
              members: tierMembers.get(null)!,
              moved_up: 0,
              moved_down: 0,
            },
          ]
        : []),
    ],
    consent: { members: snapshot.members, ...snapshot.consent },
  };
}

export async function reportSettingsOf(db: Db, brandId: number): Promise<ReportSettings> {
  return { point_value: bahtOf(await findPointValue(db, brandId)) };
}

/** Sets what a point is worth; audited. */
export async function updateReportSettings(
  db: Db,
  request: FastifyRequest,
  body: ReportSettings,
): Promise<ReportSettings> {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    const before = await reportSettingsOf(tx, brandId);
    await savePointValue(tx, brandId, satangOf(body.point_value)!);
    const after = await reportSettingsOf(tx, brandId);
    await audit.record(tx, request, {
      action: 'reports.settings.update',
      targetType: 'brand',
      targetId: brandId,
      before,
      after,
    });
    return after;
  });
}
