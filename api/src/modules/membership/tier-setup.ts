import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CONDITION_APPLIES, criteriaMode } from '@crm/contract/membership';
import {
  ladderProblems,
  TIER_IMAGE_GROUP,
  type ConditionKind,
  type LadderProblem,
  type TierCriteria,
  type TierDraft,
  type TierLadder,
  type TierLadderRequest,
  type TierPreview,
  type TierSetup,
} from '@crm/contract/tier-setup';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { errorCatalogue } from '../../errors/catalogue';
import type { FileStorage } from '../../lib/file-storage';
import type { UploadedFile } from '../../lib/form-body';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import { findBrandById } from '../brands/service';
import { normalizeImage, storeBrandImage, WEBP } from '../images/service';
import { bangkokDayStart } from '../points/policy';
import {
  countMembersByPreviewRank,
  countMembersByTier,
  deleteTiers,
  findAllRules,
  findTier,
  findTiers,
  insertTier,
  lockTiers,
  parkTiers,
  replaceRules,
  setTierPicture,
  updateTier,
  type NewTierRule,
  type PreviewCondition,
  type Tier,
  type TierRule,
} from './repository';

/*
 * The console's tiers (tiers.edit): the whole ladder is read, previewed and saved at once, since
 * order and criteria only make sense together. The console keeps one upgrade rule into each tier
 * (from the tier just below) and one keep rule per tier; saving replaces the brand's rules with
 * those. Members keep their tier when the ladder changes: they move under the new criteria at
 * their next earn or when their tier period ends, which the preview estimates.
 */

const DAY_MS = 86_400_000;

const kindNames: Record<ConditionKind, { th: string; en: string }> = {
  spending: { th: 'ยอดใช้จ่าย', en: 'spending' },
  visits: { th: 'จำนวนครั้งที่มาใช้บริการ', en: 'visits' },
  points: { th: 'แต้มที่สะสม', en: 'points earned' },
};

function criteriaOf(rule: TierRule | undefined): TierCriteria | null {
  if (!rule) return null;
  const condition = (flag: number, required: number, days: number | null, until: string | null) =>
    flag === CONDITION_APPLIES ? { required, period_days: days, period_until: until } : null;
  return {
    mode: rule.criteriaMode === criteriaMode.none ? 'none' : 'criteria',
    spending: condition(
      rule.spendingCriteria,
      Number(rule.spendingRequired ?? 0),
      rule.spendingPeriodDay,
      rule.spendingPeriodDate,
    ),
    visits: condition(
      rule.visitCriteria,
      rule.visitRequired ?? 0,
      rule.visitPeriodDay,
      rule.visitPeriodDate,
    ),
    points: condition(
      rule.pointCriteria,
      rule.pointRequired ?? 0,
      rule.pointPeriodDay,
      rule.pointPeriodDate,
    ),
  };
}

function ruleOf(
  brandId: number,
  kind: TierRule['kind'],
  fromTierId: number,
  nextTierId: number,
  criteria: TierCriteria,
): NewTierRule {
  const { spending, visits, points } = criteria;
  const flag = (applies: unknown) => (applies ? CONDITION_APPLIES : 1);
  return {
    brandId,
    fromTierId,
    nextTierId,
    kind,
    criteriaMode: criteria.mode === 'none' ? criteriaMode.none : criteriaMode.criteria,
    priority: 1,
    spendingCriteria: flag(spending),
    spendingRequired: spending ? spending.required.toFixed(2) : null,
    spendingPeriodDay: spending?.period_days ?? null,
    spendingPeriodDate: spending?.period_until ?? null,
    visitCriteria: flag(visits),
    visitRequired: visits?.required ?? null,
    visitPeriodDay: visits?.period_days ?? null,
    visitPeriodDate: visits?.period_until ?? null,
    pointCriteria: flag(points),
    pointRequired: points?.required ?? null,
    pointPeriodDay: points?.period_days ?? null,
    pointPeriodDate: points?.period_until ?? null,
  };
}

async function ladderOf(db: Db, brandId: number, tierRows?: Tier[]): Promise<TierLadder> {
  const [rows, rules, counts] = await Promise.all([
    tierRows ?? findTiers(db, brandId),
    findAllRules(db, brandId),
    countMembersByTier(db, brandId),
  ]);
  const held = (tierId: number, entry: boolean) =>
    counts
      .filter((count) => count.tierId === tierId || (entry && count.tierId === null))
      .reduce((sum, count) => sum + count.members, 0);
  return {
    tiers: rows.map((tier, index): TierSetup => {
      const below = rows[index - 1];
      const upgrade = below
        ? rules.find(
            (r) => r.kind === 'upgrade' && r.fromTierId === below.id && r.nextTierId === tier.id,
          )
        : undefined;
      const keep = rules.find(
        (r) => r.kind === 'keep' && r.fromTierId === tier.id && r.nextTierId === tier.id,
      );
      return {
        tier_id: tier.id,
        rank: tier.rank,
        code: tier.code,
        name_th: tier.nameTh,
        name_en: tier.nameEn,
        detail_th: tier.detailTh,
        detail_en: tier.detailEn,
        validity_days: tier.validityDays,
        upgrade: criteriaOf(upgrade),
        keep: criteriaOf(keep),
        image_url: tier.imageUrl,
        icon_url: tier.iconUrl,
        members: held(tier.id, index === 0),
      };
    }),
  };
}

export function getTierLadder(db: Db, brandId: number): Promise<TierLadder> {
  return ladderOf(db, brandId);
}

/** The problem as an API error naming the tier (and the condition) at fault. */
function ladderError(tiers: readonly TierDraft[], problem: LadderProblem): AppError {
  const { th, en } = errorCatalogue[problem.code];
  const tier = tiers[problem.index]!;
  const lower = problem.lowerIndex === undefined ? undefined : tiers[problem.lowerIndex];
  const kind = problem.kind ? kindNames[problem.kind] : undefined;
  const whereEn = [tier.name_en, kind?.en, lower ? `compared with ${lower.name_en}` : undefined];
  const whereTh = [tier.name_th, kind?.th, lower ? `เทียบกับระดับ ${lower.name_th}` : undefined];
  return new AppError(
    problem.code,
    `${en[1]} (${whereEn.filter(Boolean).join(', ')})`,
    `${th[1]} (${whereTh.filter(Boolean).join(', ')})`,
  );
}

/** The ladder in rank order, or the first problem with it as an API error. */
function checkedLadder(body: TierLadderRequest): TierDraft[] {
  const [problem] = ladderProblems(body.tiers);
  if (problem) throw ladderError(body.tiers, problem);
  return [...body.tiers].sort((a, b) => a.rank - b.rank);
}

function previewConditions(criteria: TierCriteria | null, now: Date): PreviewCondition[] {
  if (!criteria || criteria.mode === 'none') return [];
  const end = new Date(now.getTime() + 1);
  return (['spending', 'visits', 'points'] as const).flatMap((kind): PreviewCondition[] => {
    const condition = criteria[kind];
    if (!condition) return [];
    if (condition.period_days) {
      const after = new Date(now.getTime() - condition.period_days * DAY_MS);
      return [{ kind, required: condition.required, after, before: end }];
    }
    const until = condition.period_until
      ? new Date(bangkokDayStart(condition.period_until).getTime() + DAY_MS)
      : end;
    return [{ kind, required: condition.required, after: null, before: until < end ? until : end }];
  });
}

/**
 * How many members each tier holds now, and would hold if everyone were placed afresh under the
 * ladder: the highest tier whose upgrade criteria, and those of every tier below it, their earns
 * meet, each condition counted over its period up to now (the last N days; up to a fixed day;
 * or everything earned). Read-only.
 */
export async function previewTierLadder(
  db: Db,
  brandId: number,
  body: TierLadderRequest,
  now: Date = new Date(),
): Promise<TierPreview> {
  const ladder = checkedLadder(body);
  const current = await ladderOf(db, brandId);
  const unknown = ladder.find(
    (tier) => tier.tier_id !== null && !current.tiers.some((t) => t.tier_id === tier.tier_id),
  );
  if (unknown) throw new AppError('TIER_NOT_FOUND');
  const placed = await countMembersByPreviewRank(
    db,
    brandId,
    ladder.slice(1).map((tier) => previewConditions(tier.upgrade, now)),
  );
  return {
    total_members: [...placed.values()].reduce((sum, count) => sum + count, 0),
    tiers: ladder.map((tier) => ({
      rank: tier.rank,
      tier_id: tier.tier_id,
      code: tier.code,
      name_th: tier.name_th,
      name_en: tier.name_en,
      members_now: current.tiers.find((t) => t.tier_id === tier.tier_id)?.members ?? 0,
      members_after: placed.get(tier.rank) ?? 0,
    })),
  };
}

/**
 * Saves the whole ladder: tiers named by tier_id are changed, new ones added, tiers left out
 * removed (refused while members hold them), and the rules replaced. All or nothing.
 */
export async function saveTierLadder(
  db: Db,
  request: FastifyRequest,
  body: TierLadderRequest,
): Promise<TierLadder> {
  const { brandId } = operatorOf(request);
  const ladder = checkedLadder(body);
  return transaction(db, async (tx) => {
    const existing = await lockTiers(tx, brandId);
    const before = await ladderOf(tx, brandId, existing);
    if (
      ladder.some((tier) => tier.tier_id !== null && !existing.some((t) => t.id === tier.tier_id))
    ) {
      throw new AppError('TIER_NOT_FOUND');
    }
    const removed = before.tiers.filter((t) => !ladder.some((tier) => tier.tier_id === t.tier_id));
    const held = removed.filter((t) => t.members > 0);
    if (held.length > 0) {
      throw new AppError(
        'TIER_IN_USE',
        `${errorCatalogue.TIER_IN_USE.en[1]} (${held.map((t) => `${t.name_en}: ${t.members}`).join(', ')})`,
        `${errorCatalogue.TIER_IN_USE.th[1]} (${held.map((t) => `${t.name_th}: ${t.members} คน`).join(', ')})`,
      );
    }
    await parkTiers(tx, brandId);
    await deleteTiers(
      tx,
      brandId,
      removed.map((t) => t.tier_id),
    );
    const ids: number[] = [];
    for (const tier of ladder) {
      const values = {
        code: tier.code,
        rank: tier.rank,
        nameTh: tier.name_th,
        nameEn: tier.name_en,
        detailTh: tier.detail_th,
        detailEn: tier.detail_en,
        validityDays: tier.validity_days,
      };
      if (tier.tier_id === null) ids.push(await insertTier(tx, brandId, values));
      else {
        await updateTier(tx, brandId, tier.tier_id, values);
        ids.push(tier.tier_id);
      }
    }
    const rules = ladder.flatMap((tier, index) => [
      ...(index > 0 && tier.upgrade
        ? [ruleOf(brandId, 'upgrade', ids[index - 1]!, ids[index]!, tier.upgrade)]
        : []),
      ...(tier.keep ? [ruleOf(brandId, 'keep', ids[index]!, ids[index]!, tier.keep)] : []),
    ]);
    await replaceRules(tx, brandId, rules);
    const after = await ladderOf(tx, brandId);
    await audit.record(tx, request, {
      action: 'tiers.ladder.update',
      targetType: 'tiers',
      before: before.tiers,
      after: after.tiers,
    });
    return after;
  });
}

/** The largest card image and icon kept: a card drawn across a phone, a small round badge. */
const pictureBoxes = {
  image: { width: 1200, height: 760 },
  icon: { width: 256, height: 256, quality: 90 },
} as const;

/** A new card image or icon for one of the brand's tiers, in place of the one before. */
export async function replaceTierPicture(
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  tierId: number,
  slot: 'image' | 'icon',
  upload: UploadedFile | undefined,
): Promise<TierSetup> {
  const { brandId } = operatorOf(request);
  // Another brand's tier is not found whatever was sent; the picture is checked outside the transaction.
  if (!(await findTier(db, brandId, tierId))) throw new AppError('TIER_NOT_FOUND');
  if (!upload) throw new AppError('IMAGE_REQUIRED');
  const bytes = await normalizeImage(upload.bytes, pictureBoxes[slot]);
  return transaction(db, async (tx) => {
    const tier = await findTier(tx, brandId, tierId, true);
    if (!tier) throw new AppError('TIER_NOT_FOUND');
    const brand = await findBrandById(tx, brandId);
    if (!brand) throw new AppError('TIER_NOT_FOUND');
    const stored = await storeBrandImage(tx, storage, brand, {
      key: `tiers/${tier.id}-${slot}-${randomUUID()}.webp`,
      name: `${tier.nameEn} ${slot}`,
      bytes,
      contentType: WEBP,
      groupType: TIER_IMAGE_GROUP,
      sortOrder: tier.rank,
    });
    await setTierPicture(tx, brandId, tier.id, slot, stored.url);
    const before = slot === 'image' ? tier.imageUrl : tier.iconUrl;
    await audit.record(tx, request, {
      action: `tiers.${slot}.replace`,
      targetType: 'tier',
      targetId: tier.id,
      before: { [`${slot}_url`]: before },
      after: { [`${slot}_url`]: stored.url },
    });
    const ladder = await ladderOf(tx, brandId);
    return ladder.tiers.find((t) => t.tier_id === tier.id)!;
  });
}
