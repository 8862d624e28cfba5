import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findCampaignOfKind, findRunningCampaign, type Campaign } from '../campaigns/service';
import { memberTransaction } from '../member-lock/service';
import { earnPoints } from '../points/ledger';
import type { Throttle } from '../throttle/service';
import {
  findCodeWithCampaign,
  findMemberByMobile,
  findMemberCode,
  insertCodes,
  markCodeRedeemed,
} from './repository';

/** No 0/O or 1/I, so a code read aloud or typed from a bill is not misread. 32 symbols. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;
export const MAX_CODES_PER_BATCH = 10_000;

function newCode(): string {
  // 32 symbols = 5 bits, so masking each byte keeps every symbol equally likely.
  return [...randomBytes(CODE_LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
}

function assertCampaignRunning(campaign: Campaign, now: Date) {
  if (!campaign.isActive || (campaign.endsAt && campaign.endsAt <= now)) {
    throw new AppError('POINT_CAMPAIGN_EXPIRED');
  }
  if (campaign.startsAt > now) throw new AppError('POINT_CAMPAIGN_NOT_STARTED');
}

/** A code that exists, is unused and whose campaign runs now; else the matching error. */
async function requireRedeemableCode(db: Db, brandId: number, code: string, now: Date) {
  const found = await findCodeWithCampaign(db, brandId, code);
  if (!found) throw new AppError('QR_CODE_NOT_FOUND');
  if (found.code.redeemedAt) throw new AppError('QR_ALREADY_USED');
  if (found.code.expiresAt && found.code.expiresAt <= now) throw new AppError('QR_CODE_EXPIRED');
  assertCampaignRunning(found.campaign, now);
  return found;
}

/**
 * VerifyCustomer: the public id of the brand's member with this mobile number. The code must be
 * redeemable first, and tries are throttled per code and per client address, so the call
 * cannot be used to probe which numbers are members.
 */
export async function verifyCustomer(
  deps: { db: Db; throttle: Throttle },
  clientIp: string,
  input: { brandId: number; mobileNo: string; code: string },
  now: Date = new Date(),
): Promise<{ customer_id: string }> {
  const { db } = deps;
  const { brandId, mobileNo, code } = input;
  await deps.throttle.attempt('verify-customer', { ip: clientIp, subject: `${brandId}:${code}` });
  await requireRedeemableCode(db, brandId, code, now);
  const member = await findMemberByMobile(db, brandId, mobileNo);
  if (!member) throw new AppError('INVALID_CUSTOMER');
  return { customer_id: member.memberCode };
}

/** Redeems a code for the signed-in member: marks it used and earns its points in one transaction. */
export async function redeemQrCode(
  db: Db,
  caller: { brandId: number; memberId: number },
  customerId: string,
  code: string,
  now: Date = new Date(),
): Promise<{ point: number; point_balance: number }> {
  const memberCode = await findMemberCode(db, caller.brandId, caller.memberId);
  if (memberCode !== customerId) {
    throw new AppError('FORBIDDEN', 'The customer is not the signed-in member.');
  }
  const { code: row, campaign } = await requireRedeemableCode(db, caller.brandId, code, now);
  return memberTransaction(
    db,
    caller,
    async (tx) => {
      if (!(await markCodeRedeemed(tx, caller.brandId, row.id, caller.memberId, now))) {
        throw new AppError('QR_ALREADY_USED');
      }
      const bill = Number(row.billAmount);
      const earned = await earnPoints(tx, {
        brandId: caller.brandId,
        memberId: caller.memberId,
        points: row.points,
        entryType: 'earn_qr',
        sourceType: 'scan_code',
        sourceId: String(row.id),
        spendingAmount: bill,
        isVisit: true,
        descriptionTh: `สะสมแต้มจากบิล ${campaign.nameTh}`,
        descriptionEn: `Points from a bill: ${campaign.nameEn}`,
        at: now,
      });
      return { point: row.points, point_balance: earned.balance };
    },
    { processing: true },
  );
}

/**
 * Creates `count` new single-use codes worth `points` for a bill of `billAmount` baht, in the
 * given campaign or the brand's running bill campaign; in a batch, and until `expiresAt`, when
 * given. Codes are unique in the brand: a drawn code that exists already is drawn again.
 */
export async function generateCodes(
  db: Db,
  input: {
    brandId: number;
    points: number;
    count: number;
    billAmount?: number;
    campaignId?: number;
    batchId?: number;
    expiresAt?: Date | null;
  },
  now: Date = new Date(),
): Promise<{ campaign: Campaign; codes: string[] }> {
  if (!Number.isSafeInteger(input.points) || input.points <= 0) {
    throw new AppError('VALIDATION_ERROR', 'points: a positive whole number');
  }
  if (!Number.isSafeInteger(input.count) || input.count <= 0 || input.count > MAX_CODES_PER_BATCH) {
    throw new AppError('VALIDATION_ERROR', `count: 1 to ${MAX_CODES_PER_BATCH}`);
  }
  const bill = input.billAmount ?? 0;
  if (!Number.isFinite(bill) || bill < 0 || bill >= 1e12) {
    throw new AppError('VALIDATION_ERROR', 'bill: an amount of baht, 0 or more');
  }
  const campaign = input.campaignId
    ? await findCampaignOfKind(db, input.brandId, 'bill', input.campaignId)
    : await findRunningCampaign(db, input.brandId, 'bill', now);
  if (!campaign) {
    throw new AppError('NOT_FOUND', 'No running bill campaign for this brand.');
  }
  const codes: string[] = [];
  while (codes.length < input.count) {
    const batch = Array.from({ length: Math.min(1_000, input.count - codes.length) }, () => ({
      brandId: input.brandId,
      campaignId: campaign.id,
      code: newCode(),
      points: input.points,
      billAmount: bill.toFixed(2),
      batchId: input.batchId ?? null,
      expiresAt: input.expiresAt ?? null,
    }));
    codes.push(...(await insertCodes(db, batch)));
  }
  return { campaign, codes };
}
