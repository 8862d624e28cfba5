import type { FastifyRequest } from 'fastify';
import {
  pointAdjustment,
  type AdjustmentRequest,
  type LedgerEntry,
  type ManualTierRequest,
  type MemberAuditEntry,
  type MemberDetail,
  type MemberSettings,
  type PointAdjustment,
} from '@crm/contract/console-members';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { cursorId, keysetPageOf } from '../../lib/keyset';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import { RetryLaterError } from '../auth/errors';
import { idempotencyKeyOf, runIdempotent } from '../idempotency/service';
import { memberTransaction } from '../member-lock/service';
import {
  computedTier,
  effectiveTier,
  manualTierRuns,
  type RankedTier,
} from '../membership/manual-tier';
import { getMembershipInfo } from '../membership/service';
import { queueMessage } from '../messages/service';
import { earnPoints, spendPoints } from '../points/ledger';
import { bangkokDayStart, lastValidDay } from '../points/policy';
import { closeSession, revokeMemberSessions } from '../session/service';
import { storeSettingsOf } from '../store/service';
import {
  countConsentLinks,
  decideAdjustment,
  findAddress,
  findAdjustment,
  findConsents,
  findCustomValues,
  findLedgerPage,
  findMember,
  findMemberAdjustments,
  findMemberAudit,
  findMemberSettings,
  findOpenLots,
  findPackagePurchases,
  findPackageUses,
  findPrivilegeCodes,
  findSession,
  findSessions,
  findTiers,
  insertAdjustment,
  listAdjustments,
  sumReserved,
  updateMember,
  upsertMemberSettings,
  type AdjustmentView,
  type MemberRow,
} from './repository';
import { consentOf, tierRefOf } from './views';

/*
 * Helping one member from the console. Audit entries name the member by id (the target) and
 * member code, never by name, mobile or any other personal value, so erasing a member later
 * leaves nothing of them in the log.
 */

export const DEFAULT_ADJUSTMENT_LIMIT = 1000;
const DAY_MS = 86_400_000;
/** A member is texted a consent link at most this often, and this many times a day. */
const CONSENT_SMS_GAP_MS = 10 * 60_000;
const CONSENT_SMS_PER_DAY = 3;

async function requireMember(db: Db, brandId: number, memberId: number): Promise<MemberRow> {
  const member = await findMember(db, brandId, memberId);
  if (!member) throw new AppError('NOT_FOUND', 'Member not found', 'ไม่พบสมาชิกนี้');
  return member;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function memberDetailOf(
  db: Db,
  brandId: number,
  memberId: number,
  now: Date = new Date(),
): Promise<MemberDetail> {
  const member = await requireMember(db, brandId, memberId);
  const [
    address,
    customValues,
    tierList,
    membership,
    lots,
    reserved,
    privilegeCodes,
    packageUses,
    purchases,
    consents,
    sessionRows,
    adjustments,
  ] = await Promise.all([
    findAddress(db, brandId, memberId),
    findCustomValues(db, brandId, memberId),
    findTiers(db, brandId),
    getMembershipInfo(db, brandId, memberId, now),
    findOpenLots(db, brandId, memberId),
    sumReserved(db, brandId, memberId),
    findPrivilegeCodes(db, brandId, memberId),
    findPackageUses(db, brandId, memberId),
    findPackagePurchases(db, brandId, memberId),
    findConsents(db, brandId, memberId),
    findSessions(db, brandId, memberId),
    findMemberAdjustments(db, brandId, memberId),
  ]);
  const computed = computedTier(tierList, member);
  const manual = manualTierRuns(member, now)
    ? tierList.find((tier) => tier.id === member.manualTierId)
    : undefined;
  const codeStatus = (row: { usedAt: Date | null; releasedAt: Date | null }) =>
    row.usedAt ? ('used' as const) : row.releasedAt ? ('released' as const) : ('held' as const);
  return {
    member_id: member.id,
    member_code: member.memberCode,
    first_name: member.firstName,
    last_name: member.lastName,
    mobile_no: member.mobileNo,
    email: member.email,
    line_user_id: member.lineUserId,
    birthdate: member.birthdate,
    gender: member.gender,
    image_url: member.imageUrl,
    joined_at: member.createdAt.toISOString(),
    last_visit_at: iso(member.lastVisitAt),
    registration_step: member.registrationStep,
    consent: consentOf(member),
    is_blocked: member.isBlocked,
    erased_at: iso(member.erasedAt),
    address: address
      ? {
          detail: address.detail,
          sub_district: address.subDistrict,
          district: address.district,
          province: address.province,
          postal: address.postal,
        }
      : null,
    custom_fields: customValues.map((field) => ({
      label_th: field.labelTh,
      label_en: field.labelEn,
      value: field.value,
    })),
    tier: {
      current: tierRefOf(effectiveTier(tierList, member, now)),
      computed: tierRefOf(computed),
      manual: tierRefOf(manual),
      manual_until: manual && member.manualTierUntil ? lastValidDay(member.manualTierUntil) : null,
      expires_at: iso(member.tierExpiresAt),
      progress: membership.progress_info.progress,
      is_last_tier: membership.is_last_tier,
    },
    points: {
      balance: member.pointBalance,
      reserved,
      lots: lots.map((lot) => ({
        entry_id: lot.id,
        remaining: lot.remaining,
        earned_at: lot.createdAt.toISOString(),
        expires_at: iso(lot.expiresAt),
      })),
    },
    codes: [
      ...privilegeCodes.map(({ issue, ...names }) => ({
        kind: 'privilege' as const,
        name_th: names.nameTh,
        name_en: names.nameEn,
        code: issue.code,
        points: issue.pointsSpent,
        status: codeStatus(issue),
        issued_at: issue.issuedAt.toISOString(),
        expires_at: iso(issue.expiresAt),
        used_at: iso(issue.usedAt),
        branch_th: names.branchTh,
        branch_en: names.branchEn,
      })),
      ...packageUses.map(({ use, ...names }) => ({
        kind: 'package' as const,
        name_th: names.nameTh,
        name_en: names.nameEn,
        code: use.code,
        points: 0,
        status: codeStatus(use),
        issued_at: use.issuedAt.toISOString(),
        expires_at: iso(use.expiresAt),
        used_at: iso(use.usedAt),
        branch_th: names.branchTh,
        branch_en: names.branchEn,
      })),
    ].sort((a, b) => b.issued_at.localeCompare(a.issued_at)),
    packages: purchases.map(({ purchase, nameTh, nameEn }) => ({
      purchase_id: purchase.id,
      name_th: nameTh,
      name_en: nameEn,
      uses_total: purchase.usesTotal,
      uses_remaining: purchase.usesRemaining,
      purchased_at: purchase.purchasedAt.toISOString(),
      expires_at: iso(purchase.expiresAt),
    })),
    consents: consents.map((row) => ({
      at: row.at.toISOString(),
      action: row.action,
      channel: row.channel,
      policy_version: row.version,
    })),
    sessions: sessionRows.map((row) => ({
      session_id: row.id,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      revoked_at: iso(row.revokedAt),
      user_agent: row.userAgent,
      ip: row.ip,
    })),
    adjustments: adjustments.map(adjustmentView),
  };
}

export async function memberLedgerPage(
  db: Db,
  brandId: number,
  memberId: number,
  query: { cursor?: string; limit: number },
): Promise<{ items: LedgerEntry[]; next_cursor: string | null }> {
  await requireMember(db, brandId, memberId);
  const rows = await findLedgerPage(db, brandId, memberId, cursorId(query.cursor), query.limit + 1);
  return keysetPageOf(
    rows.map((row) => ({ ...row, id: row.entry.id })),
    query.limit,
    (row): LedgerEntry => ({
      entry_id: row.entry.id,
      at: row.entry.createdAt.toISOString(),
      kind: row.entry.entryType,
      points: row.entry.points,
      description_th: row.entry.descriptionTh,
      description_en: row.entry.descriptionEn,
      expires_at: row.entry.points > 0 ? iso(row.entry.expiresAt) : null,
      source: {
        type: row.entry.sourceType,
        branch_th: row.branchTh,
        branch_en: row.branchEn,
        bill_no: row.billNo,
        operator: row.operator,
        api_key: row.apiKey,
        campaign_th: row.campaignTh,
        campaign_en: row.campaignEn,
        reason: row.reason,
      },
    }),
  );
}

export async function memberAuditPage(
  db: Db,
  brandId: number,
  memberId: number,
  query: { cursor?: string; limit: number },
): Promise<{ items: MemberAuditEntry[]; next_cursor: string | null }> {
  await requireMember(db, brandId, memberId);
  const rows = await findMemberAudit(
    db,
    brandId,
    memberId,
    cursorId(query.cursor),
    query.limit + 1,
  );
  return keysetPageOf(
    rows.map((row) => ({ ...row, id: row.entry.id })),
    query.limit,
    (row): MemberAuditEntry => ({
      id: String(row.entry.id),
      at: row.entry.at.toISOString(),
      operator_login: row.login,
      role: row.entry.role,
      action: row.entry.action,
      after: row.entry.after,
    }),
  );
}

function adjustmentView(row: AdjustmentView): PointAdjustment {
  const { adjustment } = row;
  return {
    adjustment_id: adjustment.id,
    member_id: adjustment.memberId,
    member_code: row.memberCode,
    points: adjustment.points,
    reason: adjustment.reason,
    status: adjustment.status,
    requested_by: row.requestedBy,
    requested_by_operator_id: adjustment.requestedByOperatorId,
    decided_by: row.decidedBy,
    decided_at: iso(adjustment.decidedAt),
    created_at: adjustment.createdAt.toISOString(),
  };
}

export async function memberSettingsOf(db: Db, brandId: number): Promise<MemberSettings> {
  const row = await findMemberSettings(db, brandId);
  return { adjustment_limit: row?.adjustmentLimit ?? DEFAULT_ADJUSTMENT_LIMIT };
}

export async function updateMemberSettings(
  db: Db,
  request: FastifyRequest,
  body: MemberSettings,
): Promise<MemberSettings> {
  const { brandId } = operatorOf(request);
  return transaction(db, async (tx) => {
    const before = await memberSettingsOf(tx, brandId);
    await upsertMemberSettings(tx, brandId, body.adjustment_limit);
    await audit.record(tx, request, {
      action: 'members.settings.update',
      targetType: 'brand',
      targetId: brandId,
      before,
      after: body,
    });
    return memberSettingsOf(tx, brandId);
  });
}

/** Puts an adjustment's points through the ledger; its id as source makes a second time fail. */
async function applyAdjustment(
  tx: Db,
  adjustment: { id: number; brandId: number; memberId: number; points: number },
) {
  const common = {
    brandId: adjustment.brandId,
    memberId: adjustment.memberId,
    entryType: 'adjust' as const,
    sourceType: 'point_adjustment',
    sourceId: String(adjustment.id),
    descriptionTh: 'ปรับแต้มโดยร้าน',
    descriptionEn: 'Points adjusted by the brand',
  };
  if (adjustment.points > 0) {
    return (await earnPoints(tx, { ...common, points: adjustment.points })).entryId;
  }
  const { allow_negative_balance: allowNegative } = await storeSettingsOf(tx, adjustment.brandId);
  try {
    return (await spendPoints(tx, { ...common, points: -adjustment.points, allowNegative }))
      .entryId;
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_POINTS') {
      throw new AppError(
        'INSUFFICIENT_POINTS',
        `Taking ${-adjustment.points} points would take the member below zero, which the brand does not allow.`,
        `หัก ${(-adjustment.points).toLocaleString('th-TH')} แต้มแล้วแต้มของสมาชิกจะติดลบ ซึ่งแบรนด์ไม่อนุญาต`,
      );
    }
    throw error;
  }
}

/**
 * Asks for an adjustment. Within the brand's limit it is applied at once; above it, it waits
 * (nothing changes) for an owner or admin other than the requester.
 */
export async function requestAdjustment(
  db: Db,
  request: FastifyRequest,
  memberId: number,
  body: AdjustmentRequest,
): Promise<PointAdjustment> {
  const { brandId } = operatorOf(request);
  const member = await requireMember(db, brandId, memberId);
  const { adjustment_limit: limit } = await memberSettingsOf(db, brandId);
  const waits = Math.abs(body.points) > limit;
  // A double click or a retry with the same Idempotency-Key answers the first adjustment.
  const { data } = await runIdempotent(
    db,
    {
      brandId,
      memberId,
      key: idempotencyKeyOf(request),
      operation: 'members.points.adjust',
      body,
    },
    pointAdjustment,
    (tx) => adjustNow(tx, request, { member, body, limit, waits }),
    { processing: false },
  );
  return data;
}

/** The adjustment itself, in the member's transaction: recorded, applied within the limit, audited. */
async function adjustNow(
  tx: Db,
  request: FastifyRequest,
  adjustment: {
    member: { id: number; memberCode: string };
    body: AdjustmentRequest;
    limit: number;
    waits: boolean;
  },
): Promise<PointAdjustment> {
  const { brandId, operatorId } = operatorOf(request);
  const { member, body, limit, waits } = adjustment;
  const row = await insertAdjustment(tx, {
    brandId,
    memberId: member.id,
    points: body.points,
    reason: body.reason,
    status: 'pending',
    requestedByOperatorId: operatorId,
  });
  if (!waits) {
    const ledgerEntryId = await applyAdjustment(tx, row);
    await decideAdjustment(tx, brandId, row.id, {
      status: 'applied',
      decidedByOperatorId: null,
      ledgerEntryId,
    });
  }
  await audit.record(tx, request, {
    action: waits ? 'members.points.adjust.request' : 'members.points.adjust',
    targetType: 'member',
    targetId: member.id,
    after: {
      member_code: member.memberCode,
      adjustment_id: row.id,
      points: body.points,
      reason: body.reason,
      status: waits ? 'pending' : 'applied',
      limit,
    },
  });
  return adjustmentView((await findAdjustment(tx, brandId, row.id))!);
}

/**
 * An owner or admin approves or rejects a waiting adjustment. Never the one who asked, whatever
 * their role. Applied once: the member's lock orders concurrent approvals and only a pending
 * request can be decided, so the second finds it decided (409) and changes nothing.
 */
export async function decidePendingAdjustment(
  db: Db,
  request: FastifyRequest,
  adjustmentId: number,
  decision: 'approve' | 'reject',
): Promise<PointAdjustment> {
  const operator = operatorOf(request);
  const { brandId } = operator;
  const found = await findAdjustment(db, brandId, adjustmentId);
  if (!found) throw new AppError('NOT_FOUND', 'Adjustment not found', 'ไม่พบคำขอปรับแต้มนี้');
  const { adjustment } = found;
  if (adjustment.requestedByOperatorId === operator.operatorId) {
    throw new AppError(
      'FORBIDDEN',
      'Someone other than the requester approves or rejects an adjustment.',
      'ผู้ขอปรับแต้มอนุมัติหรือปฏิเสธคำขอของตนเองไม่ได้ ต้องให้เจ้าของหรือผู้ดูแลอีกคนเป็นผู้ตัดสิน',
    );
  }
  await memberTransaction(db, { brandId, memberId: adjustment.memberId }, async (tx) => {
    // Read again under the member's lock: a concurrent decision has committed by now.
    const current = await findAdjustment(tx, brandId, adjustmentId);
    if (current?.adjustment.status !== 'pending') {
      throw new AppError(
        'CONFLICT',
        'This adjustment was already approved or rejected.',
        'คำขอปรับแต้มนี้ได้รับการอนุมัติหรือปฏิเสธไปแล้ว',
      );
    }
    const ledgerEntryId =
      decision === 'approve' ? await applyAdjustment(tx, adjustment) : undefined;
    await decideAdjustment(tx, brandId, adjustmentId, {
      status: decision === 'approve' ? 'applied' : 'rejected',
      decidedByOperatorId: operator.operatorId,
      ledgerEntryId,
    });
    await audit.record(tx, request, {
      action:
        decision === 'approve' ? 'members.points.adjust.approve' : 'members.points.adjust.reject',
      targetType: 'member',
      targetId: adjustment.memberId,
      after: {
        member_code: found.memberCode,
        adjustment_id: adjustmentId,
        points: adjustment.points,
        requested_by_operator_id: adjustment.requestedByOperatorId,
      },
    });
  });
  return adjustmentView((await findAdjustment(db, brandId, adjustmentId))!);
}

export async function adjustmentsPage(
  db: Db,
  brandId: number,
  query: { status: PointAdjustment['status']; cursor?: string; limit: number },
) {
  const rows = await listAdjustments(
    db,
    brandId,
    query.status,
    cursorId(query.cursor),
    query.limit + 1,
  );
  return keysetPageOf(
    rows.map((row) => ({ ...row, id: row.adjustment.id })),
    query.limit,
    adjustmentView,
  );
}

/** Sets (or with tier_id null, ends) a manual tier that holds until the end of `until`. */
export async function setManualTier(
  db: Db,
  request: FastifyRequest,
  memberId: number,
  body: ManualTierRequest,
  now: Date = new Date(),
): Promise<MemberDetail> {
  const { brandId } = operatorOf(request);
  const [, tierList] = await Promise.all([
    requireMember(db, brandId, memberId),
    findTiers(db, brandId),
  ]);
  let until: Date | null = null;
  if (body.tier_id !== null) {
    if (!tierList.some((tier) => tier.id === body.tier_id)) throw new AppError('TIER_NOT_FOUND');
    if (!body.until) {
      throw new AppError(
        'VALIDATION_ERROR',
        'A manual tier needs its last day.',
        'กรุณาเลือกวันสุดท้ายของระดับที่กำหนดเอง',
      );
    }
    until = new Date(bangkokDayStart(body.until).getTime() + DAY_MS);
    if (until <= now) {
      throw new AppError(
        'VALIDATION_ERROR',
        'The last day is already past.',
        'วันสุดท้ายต้องไม่ใช่วันที่ผ่านมาแล้ว',
      );
    }
  }
  await memberTransaction(db, { brandId, memberId }, async (tx) => {
    const current = await requireMember(tx, brandId, memberId);
    const floor = { manualTierId: body.tier_id, manualTierUntil: until };
    await updateMember(tx, brandId, memberId, floor);
    await tellTierMove(
      tx,
      current,
      effectiveTier(tierList, current, now),
      effectiveTier(tierList, { ...current, ...floor }, now),
      now,
    );
    await audit.record(tx, request, {
      action: 'members.tier.manual',
      targetType: 'member',
      targetId: memberId,
      before: { tier_id: current.manualTierId, until: iso(current.manualTierUntil) },
      after: {
        member_code: current.memberCode,
        tier_id: body.tier_id,
        until: iso(until),
        reason: body.reason,
      },
    });
  });
  return memberDetailOf(db, brandId, memberId, now);
}

/**
 * A manual tier that moves the tier the member holds tells them as an earn's move does; one that
 * leaves it where it was (a floor below their own tier) says nothing. Keyed by member and moment:
 * each change is its own message.
 */
async function tellTierMove(
  tx: Db,
  member: MemberRow,
  before: RankedTier | undefined,
  after: RankedTier | undefined,
  now: Date,
) {
  if (!after || after.id === before?.id) return;
  await queueMessage(tx, {
    brandId: member.brandId,
    memberId: member.id,
    kind: before && after.rank < before.rank ? 'tier_down' : 'tier_up',
    dedupeKey: `manual_tier:${member.id}:${now.toISOString()}`,
    params: { tierTh: after.nameTh, tierEn: after.nameEn },
  });
}

export async function setBlocked(
  db: Db,
  request: FastifyRequest,
  memberId: number,
  blocked: boolean,
  reason: string,
): Promise<MemberDetail> {
  const { brandId } = operatorOf(request);
  const member = await requireMember(db, brandId, memberId);
  await memberTransaction(db, { brandId, memberId }, async (tx) => {
    await updateMember(tx, brandId, memberId, { isBlocked: blocked });
    await audit.record(tx, request, {
      action: blocked ? 'members.block' : 'members.unblock',
      targetType: 'member',
      targetId: memberId,
      before: { is_blocked: member.isBlocked },
      after: { member_code: member.memberCode, is_blocked: blocked, reason },
    });
  });
  return memberDetailOf(db, brandId, memberId);
}

/**
 * Texts the member a new consent link (the PDPA module's), at most once every ten minutes and
 * three times a day per member, so a console cannot be used to flood someone's phone.
 */
export async function resendConsentSms(
  db: Db,
  request: FastifyRequest,
  memberId: number,
  send: (member: MemberRow) => Promise<{ expiresAt: Date }>,
  now: Date = new Date(),
): Promise<{ sent: true; expires_at: string }> {
  const { brandId } = operatorOf(request);
  const member = await requireMember(db, brandId, memberId);
  if (!member.mobileNo) {
    throw new AppError(
      'VALIDATION_ERROR',
      'The member has no mobile number to text.',
      'สมาชิกไม่มีเบอร์มือถือสำหรับส่ง SMS',
    );
  }
  const recent = await countConsentLinks(db, brandId, memberId, new Date(now.getTime() - DAY_MS));
  const sinceLast = recent.last ? now.getTime() - recent.last.getTime() : Infinity;
  if (sinceLast < CONSENT_SMS_GAP_MS || recent.count >= CONSENT_SMS_PER_DAY) {
    const wait =
      sinceLast < CONSENT_SMS_GAP_MS ? CONSENT_SMS_GAP_MS - sinceLast : DAY_MS - sinceLast;
    throw new RetryLaterError('TOO_MANY_ATTEMPTS', Math.max(1, Math.ceil(wait / 1000)));
  }
  const { expiresAt } = await send(member);
  await transaction(db, (tx) =>
    audit.record(tx, request, {
      action: 'members.consent_sms',
      targetType: 'member',
      targetId: memberId,
      after: { member_code: member.memberCode, expires_at: expiresAt.toISOString() },
    }),
  );
  return { sent: true, expires_at: expiresAt.toISOString() };
}

/** Ends one of the member's sessions, or (sessionId undefined) all of them. */
export async function endMemberSessions(
  db: Db,
  request: FastifyRequest,
  memberId: number,
  sessionId?: string,
): Promise<{ done: true }> {
  const { brandId } = operatorOf(request);
  const member = await requireMember(db, brandId, memberId);
  if (sessionId && !(await findSession(db, brandId, memberId, sessionId))) {
    throw new AppError('NOT_FOUND', 'Session not found', 'ไม่พบการเข้าใช้นี้');
  }
  const now = new Date();
  await transaction(db, async (tx) => {
    if (sessionId) await closeSession(tx, brandId, sessionId);
    else await revokeMemberSessions(tx, brandId, memberId, now);
    await audit.record(tx, request, {
      action: 'members.sessions.revoke',
      targetType: 'member',
      targetId: memberId,
      after: { member_code: member.memberCode, session_id: sessionId ?? 'all' },
    });
  });
  await request.server.sessionLiveness.forget(
    sessionId
      ? { audience: 'member', brandId, sessionId }
      : { audience: 'member', brandId, subjectId: memberId },
  );
  return { done: true };
}
