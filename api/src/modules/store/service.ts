import type { FastifyRequest } from 'fastify';
import type { OperatorRole } from '@crm/contract/operator-auth';
import {
  storeEarn,
  storeRedeem,
  storeVoid,
  type Shift,
  type StoreCode,
  type StoreEarn,
  type StoreEarnRequest,
  type StoreMember,
  type StoreRedeem,
  type StoreRedeemRequest,
  type StoreSettings,
  type StoreSettingsRequest,
  type StoreVoidRequest,
} from '@crm/contract/store';
import { bahtOf, satangOf } from '@crm/contract/money';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import * as audit from '../audit/service';
import { pointsForMemberBill } from '../earning/service';
import { idempotencyKeyOf, runIdempotent } from '../idempotency/service';
import { queueMessage } from '../messages/service';
import { transactionIdWith } from '../offers/codes';
import { bangkokDay, bangkokDayStart } from '../points/policy';
import { earnPoints, reverseEarn } from '../points/ledger';
import { verifyApprover, type Approver } from '../operators/approval';
import { operatorOf } from '../../plugins/operator-auth';
import {
  claimBill,
  findBranch,
  findEarn,
  findEarnEntryId,
  findEarnOfBill,
  findMemberByReference,
  findPackageCode,
  findPrivilegeCode,
  findStoreSettings,
  listShiftEarns,
  listShiftRedeems,
  markPackageCodeUsed,
  markPrivilegeCodeUsed,
  markVoided,
  sumEarnedSince,
  upsertStoreSettings,
  type StoreActorColumn,
  type StoreSettingsRow,
} from './repository';

/*
 * The store counter: a cashier (or a branch's POS with its API key) finds a member, gives points
 * for a bill by the brand's earn rule, takes an earn back, and uses a member's privilege or
 * package code. Every write runs in the member's transaction and is audited with it.
 */

export const DEFAULT_VOID_WINDOW_HOURS = 24;
const DAY_MS = 86_400_000;

/** A write's answer, and whether it replays an earlier send with the same Idempotency-Key. */
type Replayable<T> = { data: T; replayed: boolean };

/** Who works the counter: an operator at their branches, or an API key at its one branch. */
interface StoreCaller {
  brandId: number;
  column: StoreActorColumn;
  role: OperatorRole | 'api_key';
  /** Branches the caller may work at; null for the whole brand. */
  branchRefs: string[] | null;
  actor: audit.AuditActor;
}

function callerOf(request: FastifyRequest): StoreCaller {
  const key = request.apiKey;
  const base = { ip: request.ip, requestId: request.id };
  if (key) {
    return {
      brandId: key.brandId,
      column: { apiKeyId: key.apiKeyId },
      role: 'api_key',
      branchRefs: [key.branchRef],
      actor: { ...base, brandId: key.brandId, operatorId: null, role: 'api_key' },
    };
  }
  const operator = operatorOf(request);
  return {
    brandId: operator.brandId,
    column: { operatorId: operator.operatorId },
    role: operator.role,
    branchRefs: operator.branchRefs.length === 0 ? null : operator.branchRefs,
    actor: audit.actorOf(request),
  };
}

const columnsOf = (caller: StoreCaller) => ({
  operatorId: caller.column.operatorId ?? null,
  apiKeyId: caller.column.apiKeyId ?? null,
});

async function branchFor(db: Db, caller: StoreCaller, branchRef: string) {
  const branch = await findBranch(db, caller.brandId, branchRef);
  if (!branch || !branch.isActive) throw new AppError('BRANCH_NOT_FOUND');
  if (caller.branchRefs && !caller.branchRefs.includes(branch.branchRef)) {
    throw new AppError('BRANCH_NOT_ALLOWED');
  }
  return branch;
}

/**
 * What a member's QR, barcode or a typed entry holds, as stored: a mobile number with its
 * spaces, dashes or +66 gone, or a member code.
 */
export function memberReferenceOf(text: string): string {
  const compact = text.replace(/[\s-]/g, '');
  const international = /^\+?66(\d{9})$/.exec(compact);
  return international ? `0${international[1]}` : compact;
}

/** All but the last four digits hidden: xxx-xxx-5678. */
export function maskedMobile(mobile: string | null): string {
  if (!mobile) return '';
  return `xxx-xxx-${mobile.slice(-4)}`;
}

const bangkokTime = {
  th: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }),
  en: new Intl.DateTimeFormat('en-GB-u-ca-buddhist', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }),
};

async function requireMember(db: Db, brandId: number, reference: string) {
  const member = await findMemberByReference(db, brandId, memberReferenceOf(reference));
  if (!member) throw new AppError('STORE_MEMBER_NOT_FOUND');
  return member;
}

export async function lookupMember(
  db: Db,
  request: FastifyRequest,
  q: string,
): Promise<StoreMember> {
  const member = await requireMember(db, callerOf(request).brandId, q);
  return {
    customer_info: member.memberCode,
    first_name: member.firstName,
    last_name: member.lastName,
    mobile_no: maskedMobile(member.mobileNo),
    tier_name_th: member.tierNameTh ?? '',
    tier_name_en: member.tierNameEn ?? '',
    point: member.pointBalance,
  };
}

/**
 * Points for a bill. One bill number credits once per branch: sent again for the same member
 * and amount it answers the first earn (a retry), otherwise STORE_BILL_USED.
 */
export async function earnAtStore(
  db: Db,
  request: FastifyRequest,
  body: StoreEarnRequest,
): Promise<Replayable<StoreEarn>> {
  const caller = callerOf(request);
  const { brandId } = caller;
  const branch = await branchFor(db, caller, body.branch_ref);
  const member = await requireMember(db, brandId, body.member);
  const amount = body.amount.toFixed(2);
  const approver = await approvalFor(
    db,
    request,
    caller,
    branch.branchRef,
    satangOf(body.amount)!,
    body.approval,
  );
  const outcome = await runIdempotent(
    db,
    {
      brandId,
      memberId: member.id,
      key: idempotencyKeyOf(request),
      operation: 'store.earn',
      // The approver's password never reaches the stored request hash; their login does.
      body: { ...body, approval: body.approval?.login },
    },
    storeEarn,
    async (tx) => {
      const earned = await pointsForMemberBill(tx, brandId, member.tierId, body.amount);
      if (earned.belowMinimum || earned.points === 0) {
        throw new AppError('STORE_BILL_BELOW_MINIMUM');
      }
      const transactionId = transactionIdWith('ST');
      const claimed = await claimBill(tx, {
        brandId,
        branchId: branch.id,
        memberId: member.id,
        transactionId,
        billNo: body.bill_no,
        amount,
        points: earned.points,
        multiplier: earned.multiplier,
        ...columnsOf(caller),
      });
      if (!claimed) {
        const first = (await findEarnOfBill(tx, brandId, branch.id, body.bill_no))!;
        if (first.memberId !== member.id || first.amount !== amount || first.voidedAt) {
          const at = first.createdAt;
          throw new AppError(
            'STORE_BILL_USED',
            `Bill ${body.bill_no} earned points at ${branch.nameEn} on ${bangkokTime.en.format(at)}.`,
            `ใบเสร็จ ${body.bill_no} ได้รับแต้มที่สาขา${branch.nameTh}แล้ว เมื่อ ${bangkokTime.th.format(at)}`,
          );
        }
        const now = await findMemberByReference(tx, brandId, member.memberCode);
        return {
          transaction_id: first.transactionId,
          points_earned: first.points,
          balance: now!.pointBalance,
        };
      }
      const { balance } = await earnPoints(tx, {
        brandId,
        memberId: member.id,
        points: earned.points,
        entryType: 'earn_store',
        sourceType: 'store_earn',
        sourceId: transactionId,
        spendingAmount: body.amount,
        isVisit: true,
        descriptionTh: `แต้มจากใบเสร็จ ${body.bill_no} สาขา${branch.nameTh}`,
        descriptionEn: `Points for bill ${body.bill_no} at ${branch.nameEn}`,
      });
      const result = { transaction_id: transactionId, points_earned: earned.points, balance };
      await audit.record(tx, caller.actor, {
        action: 'store.earn',
        targetType: 'member',
        targetId: member.memberCode,
        after: {
          ...result,
          branch_ref: branch.branchRef,
          bill_no: body.bill_no,
          amount,
          approved_by: approver?.operatorId ?? null,
        },
      });
      return result;
    },
  );
  return outcome;
}

const NO_LIMITS: StoreSettingsRow['earnLimits'] = {
  cashier: { maxBill: null, dailyTotal: null },
  manager: { maxBill: null, dailyTotal: null },
};
const bahtOrNull = (satang: number | null) => (satang === null ? null : bahtOf(satang));
const satangOrNull = (baht: number | null) => (baht === null ? null : satangOf(baht)!);

function settingsView(row: StoreSettingsRow | undefined): StoreSettings {
  const limits = row?.earnLimits ?? NO_LIMITS;
  const view = (limit: (typeof limits)['cashier']) => ({
    max_bill: bahtOrNull(limit.maxBill),
    daily_total: bahtOrNull(limit.dailyTotal),
  });
  return {
    void_window_hours: row?.voidWindowHours ?? DEFAULT_VOID_WINDOW_HOURS,
    earn_limits: { cashier: view(limits.cashier), manager: view(limits.manager) },
    allow_negative_balance: row?.allowNegativeBalance ?? false,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function storeSettingsOf(db: Db, brandId: number): Promise<StoreSettings> {
  return settingsView(await findStoreSettings(db, brandId));
}

/** Which of a role's limits this bill would pass, worded for the cashier; null when none. */
async function limitPassed(
  db: Db,
  brandId: number,
  operatorId: number,
  limit: StoreSettingsRow['earnLimits']['cashier'],
  billSatang: number,
): Promise<{ en: string; th: string } | null> {
  if (limit.maxBill !== null && billSatang > limit.maxBill) {
    const baht = bahtOf(limit.maxBill);
    return {
      en: `The largest bill you may credit is ${baht} baht; a manager can approve it.`,
      th: `บิลสูงสุดที่ให้แต้มได้คือ ${baht} บาท กรุณาให้ผู้จัดการอนุมัติ`,
    };
  }
  if (limit.dailyTotal === null) return null;
  const today = bangkokDayStart(bangkokDay(new Date()));
  if ((await sumEarnedSince(db, brandId, operatorId, today)) + billSatang <= limit.dailyTotal) {
    return null;
  }
  const baht = bahtOf(limit.dailyTotal);
  return {
    en: `Today's total would pass your ${baht} baht; a manager can approve it.`,
    th: `ยอดรวมวันนี้จะเกิน ${baht} บาท กรุณาให้ผู้จัดการอนุมัติ`,
  };
}

/**
 * Refuses an earn over the caller's limits (STORE_LIMIT_EXCEEDED, saying which) unless a
 * manager, admin or owner of the branch approves it on the same device; a manager's approval is
 * itself held to the managers' largest bill. Returns who approved, if anyone had to.
 */
async function approvalFor(
  db: Db,
  request: FastifyRequest,
  caller: StoreCaller,
  branchRef: string,
  billSatang: number,
  approval: StoreEarnRequest['approval'],
): Promise<Approver | null> {
  const { operatorId } = caller.column;
  if (operatorId === undefined || (caller.role !== 'cashier' && caller.role !== 'manager')) {
    return null;
  }
  const limits = (await findStoreSettings(db, caller.brandId))?.earnLimits ?? NO_LIMITS;
  const reason = await limitPassed(db, caller.brandId, operatorId, limits[caller.role], billSatang);
  if (!reason) return null;
  if (!approval) throw new AppError('STORE_LIMIT_EXCEEDED', reason.en, reason.th);
  const approver = await verifyApprover(db, request, caller.brandId, branchRef, approval);
  const managerMax = limits.manager.maxBill;
  if (approver.role === 'manager' && managerMax !== null && billSatang > managerMax) {
    throw new AppError('STORE_APPROVAL_INVALID');
  }
  return approver;
}

export async function updateStoreSettings(
  db: Db,
  request: FastifyRequest,
  body: StoreSettingsRequest,
): Promise<StoreSettings> {
  const { brandId } = operatorOf(request);
  const limit = (value: StoreSettingsRequest['earn_limits']['cashier']) => ({
    maxBill: satangOrNull(value.max_bill),
    dailyTotal: satangOrNull(value.daily_total),
  });
  return transaction(db, async (tx) => {
    const before = await storeSettingsOf(tx, brandId);
    const row = await upsertStoreSettings(tx, brandId, {
      voidWindowHours: body.void_window_hours,
      earnLimits: {
        cashier: limit(body.earn_limits.cashier),
        manager: limit(body.earn_limits.manager),
      },
      allowNegativeBalance: body.allow_negative_balance,
    });
    const after = settingsView(row);
    await audit.record(tx, request, {
      action: 'store.settings.update',
      targetType: 'brand',
      targetId: brandId,
      before,
      after,
    });
    return after;
  });
}

/** Managers and above void at any time; cashiers and API keys within the brand's window. */
const VOIDS_ANY_TIME = new Set<StoreCaller['role']>(['owner', 'admin', 'manager']);

/** Takes an earn's points back with a reversing ledger entry; the earn stays, marked voided. */
export async function voidStoreEarn(
  db: Db,
  request: FastifyRequest,
  transactionId: string,
  body: StoreVoidRequest,
) {
  const caller = callerOf(request);
  const { brandId } = caller;
  const found = await findEarn(db, brandId, transactionId);
  if (!found) throw new AppError('STORE_EARN_NOT_FOUND');
  await branchFor(db, caller, found.branchRef);
  const { earn } = found;
  const { void_window_hours: hours, allow_negative_balance: allowNegative } = await storeSettingsOf(
    db,
    brandId,
  );
  if (!VOIDS_ANY_TIME.has(caller.role) && Date.now() - earn.createdAt.getTime() > hours * 3.6e6) {
    throw new AppError('STORE_VOID_WINDOW_PASSED');
  }
  const outcome = await runIdempotent(
    db,
    {
      brandId,
      memberId: earn.memberId,
      key: idempotencyKeyOf(request),
      operation: 'store.void',
      body: { transactionId, ...body },
    },
    storeVoid,
    async (tx) => {
      const { operatorId, apiKeyId } = columnsOf(caller);
      const voided = await markVoided(tx, brandId, earn.id, {
        voidReason: body.reason,
        voidedByOperatorId: operatorId,
        voidedByApiKeyId: apiKeyId,
      });
      if (!voided) throw new AppError('STORE_EARN_VOIDED');
      const entryId = (await findEarnEntryId(tx, brandId, transactionId))!;
      const reversed = await reverseEarn(tx, {
        brandId,
        memberId: earn.memberId,
        entryId,
        points: earn.points,
        spendingAmount: Number(earn.amount),
        sourceType: 'store_earn',
        sourceId: transactionId,
        descriptionTh: `ยกเลิกแต้มจากใบเสร็จ ${earn.billNo}`,
        descriptionEn: `Points for bill ${earn.billNo} voided`,
        allowNegative,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_POINTS') {
          throw new AppError('STORE_POINTS_SPENT', error.detail, error.detailTh);
        }
        throw error;
      });
      const result = {
        transaction_id: transactionId,
        points_voided: earn.points,
        balance: reversed.balance,
      };
      await audit.record(tx, caller.actor, {
        action: 'store.earn.void',
        targetType: 'store_earn',
        targetId: transactionId,
        after: { ...result, reason: body.reason },
      });
      return result;
    },
  );
  return outcome;
}

type FoundCode =
  | { kind: 'privilege'; row: NonNullable<Awaited<ReturnType<typeof findPrivilegeCode>>> }
  | { kind: 'package'; row: NonNullable<Awaited<ReturnType<typeof findPackageCode>>> };

async function findCode(db: Db, brandId: number, code: string, lock = false) {
  const privilege = await findPrivilegeCode(db, brandId, code, lock);
  if (privilege) return { kind: 'privilege', row: privilege } satisfies FoundCode;
  const pack = await findPackageCode(db, brandId, code, lock);
  if (pack) return { kind: 'package', row: pack } satisfies FoundCode;
  throw new AppError('CODE_NOT_FOUND');
}

export async function readCode(
  db: Db,
  request: FastifyRequest,
  code: string,
  branchRef: string,
): Promise<StoreCode> {
  const caller = callerOf(request);
  await branchFor(db, caller, branchRef);
  const { kind, row } = await findCode(db, caller.brandId, code);
  const now = new Date();
  return {
    kind,
    code,
    name_th: row.nameTh,
    name_en: row.nameEn,
    customer_info: row.memberCode,
    first_name: row.firstName,
    last_name: row.lastName,
    state: row.usedAt ? 'used' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'ready',
    expires_at: row.expiresAt?.toISOString() ?? null,
    used_at: row.usedAt?.toISOString() ?? null,
    used_branch_name_th: row.usedBranchNameTh,
    used_branch_name_en: row.usedBranchNameEn,
  };
}

/** Uses a privilege or package-use code once: of concurrent uses exactly one succeeds. */
export async function redeemCode(
  db: Db,
  request: FastifyRequest,
  body: StoreRedeemRequest,
): Promise<Replayable<StoreRedeem>> {
  const caller = callerOf(request);
  const { brandId } = caller;
  const branch = await branchFor(db, caller, body.branch_ref);
  const { row: unlocked } = await findCode(db, brandId, body.code);
  const outcome = await runIdempotent(
    db,
    {
      brandId,
      memberId: unlocked.memberId,
      key: idempotencyKeyOf(request),
      operation: 'store.redeem',
      body,
    },
    storeRedeem,
    async (tx) => {
      const { kind, row } = await findCode(tx, brandId, body.code, true);
      if (row.usedAt) {
        const where = { th: row.usedBranchNameTh, en: row.usedBranchNameEn };
        throw new AppError(
          'CODE_USED',
          `Used${where.en ? ` at ${where.en}` : ''} on ${bangkokTime.en.format(row.usedAt)}.`,
          `ใช้แล้ว${where.th ? `ที่สาขา${where.th}` : ''} เมื่อ ${bangkokTime.th.format(row.usedAt)}`,
        );
      }
      const now = new Date();
      if (row.expiresAt && row.expiresAt <= now) {
        throw new AppError(
          'CODE_EXPIRED',
          `Expired on ${bangkokTime.en.format(row.expiresAt)}.`,
          `หมดอายุเมื่อ ${bangkokTime.th.format(row.expiresAt)}`,
        );
      }
      const { operatorId, apiKeyId } = columnsOf(caller);
      const use = {
        usedAt: now,
        usedBranchId: branch.id,
        usedByOperatorId: operatorId,
        usedByApiKeyId: apiKeyId,
      };
      const marked =
        kind === 'privilege'
          ? await markPrivilegeCodeUsed(tx, brandId, row.id, use)
          : await markPackageCodeUsed(tx, brandId, row.id, use);
      if (!marked) throw new AppError('CODE_USED');
      await queueMessage(tx, {
        brandId,
        memberId: row.memberId,
        kind: `${kind}_used`,
        dedupeKey: `${kind}_used:${row.id}`,
        params:
          kind === 'privilege'
            ? { privilegeTh: row.nameTh, privilegeEn: row.nameEn, date: now.toISOString() }
            : {
                packageTh: row.nameTh,
                packageEn: row.nameEn,
                remaining: 'usesRemaining' in row ? row.usesRemaining : null,
                date: now.toISOString(),
              },
        isMemberAction: true,
      });
      const result: StoreRedeem = {
        kind,
        name_th: row.nameTh,
        name_en: row.nameEn,
        customer_info: row.memberCode,
        used_at: now.toISOString(),
      };
      await audit.record(tx, caller.actor, {
        action: 'store.redeem',
        targetType: `${kind}_code`,
        targetId: body.code,
        after: { ...result, branch_ref: branch.branchRef },
      });
      return result;
    },
  );
  return outcome;
}

/** This caller's earns, voids and redeems today (Bangkok) at a branch, with totals. */
export async function shiftOf(db: Db, request: FastifyRequest, branchRef: string): Promise<Shift> {
  const caller = callerOf(request);
  const branch = await branchFor(db, caller, branchRef);
  const day = bangkokDay(new Date());
  const from = bangkokDayStart(day);
  const to = new Date(from.getTime() + DAY_MS);
  const [earns, redeems] = await Promise.all([
    listShiftEarns(db, caller.brandId, branch.id, caller.column, from, to),
    listShiftRedeems(db, caller.brandId, branch.id, caller.column, from, to),
  ]);
  const entries: Shift['entries'] = [
    ...earns.map(({ earn, memberCode }) => ({
      kind: 'earn' as const,
      reference: earn.transactionId,
      at: earn.createdAt.toISOString(),
      customer_info: memberCode,
      bill_no: earn.billNo,
      amount: Number(earn.amount),
      points: earn.points,
      name_th: null,
      name_en: null,
      voided_at: earn.voidedAt?.toISOString() ?? null,
      void_reason: earn.voidReason,
    })),
    ...redeems.map((use) => ({
      kind: 'redeem' as const,
      reference: use.code,
      at: use.usedAt.toISOString(),
      customer_info: use.memberCode,
      bill_no: null,
      amount: null,
      points: null,
      name_th: use.nameTh,
      name_en: use.nameEn,
      voided_at: null,
      void_reason: null,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const kept = earns.filter(({ earn }) => !earn.voidedAt).map(({ earn }) => earn);
  const satang = kept.reduce((sum, earn) => sum + Math.round(Number(earn.amount) * 100), 0);
  return {
    branch_ref: branch.branchRef,
    day,
    entries,
    totals: {
      earns: kept.length,
      amount: bahtOf(satang),
      points: kept.reduce((sum, earn) => sum + earn.points, 0),
      voids: earns.length - kept.length,
      redeems: redeems.length,
    },
  };
}
