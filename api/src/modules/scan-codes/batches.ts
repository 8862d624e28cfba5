import type { FastifyRequest } from 'fastify';
import {
  BILL_CODE_CSV_COLUMNS,
  type BillCampaign,
  type BillCampaignRequest,
  type BillCampaignUpdateRequest,
  type BillCode,
  type BillCodeBatch,
  type BillCodeBatchRequest,
  type BillCodeQuery,
} from '@crm/contract/earning';
import type { KeysetQuery } from '@crm/contract/keyset-page';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { cursorId, keysetPageOf } from '../../lib/keyset';
import { csvField } from '../../lib/csv';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import {
  campaignDays,
  campaignWindow,
  findCampaignOfKind,
  insertCampaign,
  listCampaigns,
  updateCampaign,
  type Campaign,
} from '../campaigns/service';
import { bangkokDay, bangkokDayStart, lastValidDay } from '../points/policy';
import {
  countCampaignCodes,
  findBatch,
  insertBatch,
  listBatchCodes,
  listBatches,
  type BatchRow,
} from './repository';
import { generateCodes } from './service';

/*
 * Bill-code campaigns in the console (earning.edit; settings.read to look): a campaign runs on
 * days; each batch of codes is generated in one transaction with its campaign's codes, to be
 * printed on an A4 sheet of QR codes or downloaded as CSV (an export the audit log records).
 * Who used a code is named by member code only.
 */

const DAY_MS = 86_400_000;
/** Codes read per query of the CSV export. */
const EXPORT_PAGE = 1_000;

async function campaignViews(db: Db, brandId: number, rows: Campaign[]): Promise<BillCampaign[]> {
  const counts = await countCampaignCodes(
    db,
    brandId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const count = counts.find((c) => c.campaignId === row.id);
    return {
      campaign_id: row.id,
      name_th: row.nameTh,
      name_en: row.nameEn,
      active: row.isActive,
      ...campaignDays(row),
      batches: count?.batches ?? 0,
      codes: count?.codes ?? 0,
      codes_used: count?.used ?? 0,
    };
  });
}

async function campaignView(db: Db, brandId: number, row: Campaign) {
  return (await campaignViews(db, brandId, [row]))[0]!;
}

async function requireCampaign(db: Db, brandId: number, campaignId: number, lock = false) {
  const campaign = await findCampaignOfKind(db, brandId, 'bill', campaignId, lock);
  if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
  return campaign;
}

export async function listBillCampaigns(db: Db, brandId: number, query: KeysetQuery) {
  const rows = await listCampaigns(db, brandId, 'bill', cursorId(query.cursor), query.limit + 1);
  const page = keysetPageOf(rows, query.limit, (row) => row);
  return { items: await campaignViews(db, brandId, page.items), next_cursor: page.next_cursor };
}

export async function getBillCampaign(db: Db, brandId: number, campaignId: number) {
  return campaignView(db, brandId, await requireCampaign(db, brandId, campaignId));
}

export async function createBillCampaign(
  db: Db,
  request: FastifyRequest,
  body: BillCampaignRequest,
): Promise<BillCampaign> {
  const { brandId } = operatorOf(request);
  const window = campaignWindow(body.starts_on, body.ends_on);
  return transaction(db, async (tx) => {
    const row = await insertCampaign(tx, brandId, 'bill', {
      nameTh: body.name_th,
      nameEn: body.name_en,
      points: 0,
      isActive: body.active,
      ...window,
    });
    const after = await campaignView(tx, brandId, row);
    await audit.record(tx, request, {
      action: 'earning.bill_campaign.create',
      targetType: 'campaign',
      targetId: row.id,
      after,
    });
    return after;
  });
}

export async function updateBillCampaign(
  db: Db,
  request: FastifyRequest,
  campaignId: number,
  patch: BillCampaignUpdateRequest,
): Promise<BillCampaign> {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    const row = await requireCampaign(tx, brandId, campaignId, true);
    const before = await campaignView(tx, brandId, row);
    // Days not in the patch keep their instants; both are checked for order.
    const window = campaignWindow(
      patch.starts_on ?? before.starts_on,
      patch.ends_on === undefined ? before.ends_on : patch.ends_on,
    );
    const values = {
      ...(patch.name_th === undefined ? {} : { nameTh: patch.name_th }),
      ...(patch.name_en === undefined ? {} : { nameEn: patch.name_en }),
      ...(patch.active === undefined ? {} : { isActive: patch.active }),
      ...(patch.starts_on === undefined ? {} : { startsAt: window.startsAt }),
      ...(patch.ends_on === undefined ? {} : { endsAt: window.endsAt }),
    };
    // An empty patch changes nothing and answers the campaign as it is.
    const updated =
      Object.keys(values).length > 0 ? await updateCampaign(tx, brandId, row.id, values) : row;
    const after = await campaignView(tx, brandId, updated);
    await audit.record(tx, request, {
      action: 'earning.bill_campaign.update',
      targetType: 'campaign',
      targetId: row.id,
      before,
      after,
    });
    return after;
  });
}

function batchView(row: BatchRow): BillCodeBatch {
  const { batch } = row;
  return {
    batch_id: batch.id,
    campaign_id: batch.campaignId,
    campaign_name_th: row.campaignNameTh,
    campaign_name_en: row.campaignNameEn,
    points: batch.points,
    count: batch.codeCount,
    codes_used: row.codesUsed,
    bill_amount: Number(batch.billAmount),
    expires_on: batch.expiresAt ? lastValidDay(batch.expiresAt) : null,
    created_at: batch.createdAt.toISOString(),
    created_by: row.createdBy,
  };
}

export async function listCampaignBatches(
  db: Db,
  brandId: number,
  campaignId: number,
  query: KeysetQuery,
) {
  await requireCampaign(db, brandId, campaignId);
  const rows = await listBatches(db, brandId, campaignId, cursorId(query.cursor), query.limit + 1);
  return keysetPageOf(
    rows.map((row) => ({ ...row, id: row.batch.id })),
    query.limit,
    batchView,
  );
}

async function requireBatch(db: Db, brandId: number, batchId: number) {
  const row = await findBatch(db, brandId, batchId);
  if (!row) throw new AppError('BILL_CODE_BATCH_NOT_FOUND');
  return row;
}

export async function getBatch(db: Db, brandId: number, batchId: number) {
  return batchView(await requireBatch(db, brandId, batchId));
}

/**
 * A batch of `count` new single-use codes in the campaign, made in one transaction with the
 * batch: all of them or none. A last day before today is refused.
 */
export async function generateBatch(
  db: Db,
  request: FastifyRequest,
  campaignId: number,
  body: BillCodeBatchRequest,
  now: Date = new Date(),
): Promise<BillCodeBatch> {
  const { brandId, operatorId } = operatorOf(request);
  if (body.expires_on !== null && body.expires_on < bangkokDay(now)) {
    throw new AppError('BILL_CODE_EXPIRY_PAST');
  }
  const expiresAt =
    body.expires_on === null ? null : new Date(bangkokDayStart(body.expires_on).getTime() + DAY_MS);
  return transaction(db, async (tx) => {
    const campaign = await requireCampaign(tx, brandId, campaignId, true);
    const batch = await insertBatch(tx, {
      brandId,
      campaignId: campaign.id,
      points: body.points,
      codeCount: body.count,
      billAmount: body.bill_amount.toFixed(2),
      expiresAt,
      createdBy: operatorId,
    });
    await generateCodes(
      tx,
      {
        brandId,
        points: body.points,
        count: body.count,
        billAmount: body.bill_amount,
        campaignId: campaign.id,
        batchId: batch.id,
        expiresAt,
      },
      now,
    );
    const after = batchView(await requireBatch(tx, brandId, batch.id));
    await audit.record(tx, request, {
      action: 'earning.bill_codes.generate',
      targetType: 'bill_code_batch',
      targetId: batch.id,
      after,
    });
    return after;
  });
}

const codeView = (row: Awaited<ReturnType<typeof listBatchCodes>>[number]): BillCode => ({
  code: row.code,
  used_at: row.redeemedAt?.toISOString() ?? null,
  used_by: row.memberCode,
});

export async function listCodesOfBatch(
  db: Db,
  brandId: number,
  batchId: number,
  query: BillCodeQuery,
) {
  await requireBatch(db, brandId, batchId);
  const rows = await listBatchCodes(
    db,
    brandId,
    batchId,
    query.status,
    cursorId(query.cursor) ?? 0,
    query.limit + 1,
  );
  return keysetPageOf(rows, query.limit, codeView);
}

/** The batch as CSV (one row per code, whether and by whom it was used); recorded as an export. */
export async function exportBatchCsv(
  db: Db,
  request: FastifyRequest,
  batchId: number,
): Promise<{ filename: string; csv: string }> {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    const batch = batchView(await requireBatch(tx, brandId, batchId));
    const lines = [BILL_CODE_CSV_COLUMNS.join(',')];
    for (let after = 0; ;) {
      const rows = await listBatchCodes(tx, brandId, batchId, 'all', after, EXPORT_PAGE);
      for (const row of rows) {
        const fields = [
          row.code,
          row.points,
          Number(row.billAmount).toFixed(2),
          row.expiresAt ? lastValidDay(row.expiresAt) : null,
          row.redeemedAt?.toISOString() ?? null,
          row.memberCode,
        ];
        lines.push(fields.map(csvField).join(','));
      }
      if (rows.length < EXPORT_PAGE) break;
      after = rows.at(-1)!.id;
    }
    await audit.record(tx, request, {
      action: 'earning.bill_codes.export',
      targetType: 'bill_code_batch',
      targetId: batchId,
      after: { batch_id: batch.batch_id, campaign_id: batch.campaign_id, codes: batch.count },
    });
    // The byte-order mark lets spreadsheets read the file as UTF-8.
    return { filename: `bill-codes-${batchId}.csv`, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
  });
}
