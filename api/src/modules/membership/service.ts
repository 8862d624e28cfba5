import {
  CONDITION_APPLIES,
  conditionType,
  criteriaMode,
  tierExpMode,
  type MembershipInfo,
  type MembershipProgress,
  type ProgressCondition,
  type TierCriteriaItem,
  type TierListItem,
} from '@crm/contract/membership';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findBrandSettings } from '../app-config/service';
import { queueTierMoves } from '../messages/service';
import { bangkokDayStart, lastValidDay } from '../points/policy';
import { effectiveTier } from './manual-tier';
import {
  findAllRules,
  findMembersWithEndedTier,
  findMemberTierWithActivity,
  type Activity,
  findMemberTiers,
  findRulesFrom,
  findTiers,
  setMemberTier,
  setMemberTiers,
  sumActivities,
  sumActivity,
  type MemberTier,
  type Tier,
  type TierRule,
} from './repository';

/** The batches of the hourly tier review, which runs with the points expiry jobs. */
export { findMembersWithEndedTier, findTiers };

/*
 * Tier rules (spec 3). A rule moves a member from a tier to the next (upgrade) or lets them stay
 * when their tier period ends (keep). Under criteria mode 2 every applying condition (flag 2) must
 * be met; mode 1 (None) means no automatic move. A condition counts what the member earned since
 * their current tier period began, within its period: every N days (cycles from that start) or
 * up to a fixed date. Earn events carry the bill amount and the visit, so spending, visits and
 * points all come from the ledger.
 */

const DAY_MS = 86_400_000;

type Kind = 'spending' | 'visit' | 'point';
const kinds: { kind: Kind; descType: ProgressCondition['descType'] }[] = [
  { kind: 'spending', descType: conditionType.spending },
  { kind: 'visit', descType: conditionType.visit },
  { kind: 'point', descType: conditionType.point },
];

interface ConditionStanding {
  kind: Kind;
  applies: boolean;
  required: number;
  current: number;
  missing: number;
  progress: number;
  /** Exclusive end of the counting window; null = open-ended. */
  deadline: Date | null;
}

interface RuleStanding {
  rule: TierRule;
  next: Tier;
  conditions: ConditionStanding[];
  met: boolean;
}

function ruleCondition(rule: TierRule, kind: Kind) {
  switch (kind) {
    case 'spending':
      return {
        flag: rule.spendingCriteria,
        required: Number(rule.spendingRequired ?? 0),
        periodDay: rule.spendingPeriodDay,
        periodDate: rule.spendingPeriodDate,
      };
    case 'visit':
      return {
        flag: rule.visitCriteria,
        required: rule.visitRequired ?? 0,
        periodDay: rule.visitPeriodDay,
        periodDate: rule.visitPeriodDate,
      };
    case 'point':
      return {
        flag: rule.pointCriteria,
        required: rule.pointRequired ?? 0,
        periodDay: rule.pointPeriodDay,
        periodDate: rule.pointPeriodDate,
      };
  }
}

/**
 * The counting window of a condition at `now`: [from, to). `fallbackEnd` closes windows without a
 * period of their own (a keep rule counts until the tier period ends).
 */
export function conditionWindow(
  period: { periodDay: number | null; periodDate: string | null },
  start: Date,
  now: Date,
  fallbackEnd: Date | null,
): { from: Date; deadline: Date | null } {
  if (period.periodDay && period.periodDay > 0) {
    const length = period.periodDay * DAY_MS;
    const cycle = Math.max(0, Math.floor((now.getTime() - start.getTime()) / length));
    const from = new Date(start.getTime() + cycle * length);
    return { from, deadline: new Date(from.getTime() + length) };
  }
  if (period.periodDate) {
    return {
      from: start,
      deadline: new Date(bangkokDayStart(period.periodDate).getTime() + DAY_MS),
    };
  }
  return { from: start, deadline: fallbackEnd };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A condition of a rule at `now`, its counting window already turned into instants. */
interface PlannedCondition {
  kind: Kind;
  applies: boolean;
  required: number;
  /** Earns strictly between these count. */
  from: Date;
  to: Date;
  deadline: Date | null;
}

const activityKey = (c: { from: Date; to: Date }) => `${c.from.getTime()}-${c.to.getTime()}`;

function planConditions(
  member: MemberTier,
  rule: TierRule,
  now: Date,
  /** Deciding a move needs only the applying conditions; showing them needs all three. */
  scope: 'all' | 'applying',
): PlannedCondition[] {
  const start = member.tierReachedAt ?? member.createdAt;
  const fallbackEnd = rule.kind === 'keep' ? member.tierExpiresAt : null;
  const planned: PlannedCondition[] = [];
  for (const { kind } of kinds) {
    const condition = ruleCondition(rule, kind);
    const applies = condition.flag === CONDITION_APPLIES;
    if (!applies && scope === 'applying') continue;
    const window = conditionWindow(condition, start, now, fallbackEnd);
    const to = new Date(
      Math.min(window.deadline?.getTime() ?? Number.POSITIVE_INFINITY, now.getTime() + 1),
    );
    planned.push({
      kind,
      applies,
      required: condition.required,
      from: window.from,
      to,
      deadline: window.deadline,
    });
  }
  return planned;
}

/** How the member stands on a rule, given what they earned in each planned window. */
function judge(
  rule: TierRule,
  next: Tier,
  planned: PlannedCondition[],
  activity: (c: PlannedCondition) => Activity,
): RuleStanding {
  const conditions = planned.map((c): ConditionStanding => {
    const sums = activity(c);
    const current = round2(
      c.kind === 'spending' ? sums.spending : c.kind === 'visit' ? sums.visits : sums.points,
    );
    return {
      kind: c.kind,
      applies: c.applies,
      required: c.required,
      current,
      missing: round2(Math.max(0, c.required - current)),
      progress: c.required <= 0 ? 100 : Math.min(100, Math.floor((current / c.required) * 100)),
      deadline: c.deadline,
    };
  });
  const applying = conditions.filter((c) => c.applies);
  const met =
    rule.criteriaMode === criteriaMode.criteria &&
    applying.length > 0 &&
    applying.every((c) => c.current >= c.required);
  return { rule, next, conditions, met };
}

async function standingOf(
  db: Db,
  brandId: number,
  state: { member: MemberTier; known: KnownActivity },
  rule: TierRule,
  next: Tier,
  now: Date,
  scope: 'all' | 'applying',
): Promise<RuleStanding> {
  const planned = planConditions(state.member, rule, now, scope);
  const activity = await activityIn(db, brandId, state.member.id, planned, state.known);
  return judge(rule, next, planned, (c) => activity.get(activityKey(c))!);
}

/** Activity already read, by window (activityKey). */
type KnownActivity = ReadonlyMap<string, Activity>;

/**
 * What the member earned in each distinct window of `planned`: the windows not `known` yet in
 * one round trip, none when all are.
 */
async function activityIn(
  db: Db,
  brandId: number,
  memberId: number,
  planned: PlannedCondition[],
  known: KnownActivity,
): Promise<Map<string, Activity>> {
  const found = new Map(known);
  const windows = new Map(
    planned
      .filter((c) => !found.has(activityKey(c)))
      .map((c) => [activityKey(c), { memberId, from: c.from, to: c.to }]),
  );
  const [only] = windows;
  if (only && windows.size === 1) {
    const [key, { from, to }] = only;
    found.set(key, await sumActivity(db, brandId, memberId, from, to));
  } else if (windows.size > 1) {
    const sums = await sumActivities(db, brandId, [...windows.values()]);
    [...windows.keys()].forEach((key, i) => found.set(key, sums[i]!));
  }
  return found;
}

/** When a tier reached at `from` ends; null for a tier held for good. */
export function tierExpiry(tier: Tier, from: Date): Date | null {
  return tier.validityDays ? new Date(from.getTime() + tier.validityDays * DAY_MS) : null;
}

interface TierState {
  tiers: Tier[];
  member: MemberTier;
  current: Tier | undefined;
  /** Activity read with the member's row: since their tier started, up to `now`. */
  known: KnownActivity;
}

/** The brand's ladder and where the member stands on it at `now`. */
async function tierState(db: Db, brandId: number, memberId: number, now: Date): Promise<TierState> {
  // Windows end just after `now` (planConditions), so earns at `now` count.
  const to = new Date(now.getTime() + 1);
  const [tierList, found] = await Promise.all([
    findTiers(db, brandId),
    findMemberTierWithActivity(db, brandId, memberId, to),
  ]);
  if (!found) throw new AppError('NOT_FOUND', 'Member not found');
  const { member, sinceStart } = found;
  const current = tierList.find((t) => t.id === member.tierId) ?? tierList[0];
  const since = { from: member.tierReachedAt ?? member.createdAt, to };
  return { tiers: tierList, member, current, known: new Map([[activityKey(since), sinceStart]]) };
}

/** The state as the member sees it: a running manual tier above the computed one replaces it. */
function withManualFloor(state: TierState, now: Date): TierState {
  const floor = { ...state.member, tierId: state.current?.id ?? null };
  return { ...state, current: effectiveTier(state.tiers, floor, now) ?? state.current };
}

async function standingsFrom(db: Db, brandId: number, state: TierState, now: Date) {
  const { current, tiers: tierList, member } = state;
  if (!current) return { isLast: true, standings: [] as RuleStanding[] };
  const isLast = !tierList.some((t) => t.rank > current.rank);
  const rules = await findRulesFrom(db, brandId, current.id, isLast ? 'keep' : 'upgrade');
  const plans = rules.flatMap((rule) => {
    const next = tierList.find((t) => t.id === rule.nextTierId);
    return next ? [{ rule, next, planned: planConditions(member, rule, now, 'all') }] : [];
  });
  // Every rule's windows are summed together: one round trip, however many rules.
  const activity = await activityIn(
    db,
    brandId,
    member.id,
    plans.flatMap((plan) => plan.planned),
    state.known,
  );
  const standings = plans.map(({ rule, next, planned }) =>
    judge(rule, next, planned, (c) => activity.get(activityKey(c))!),
  );
  return { isLast, standings };
}

/**
 * Moves the member up as soon as every applying condition of an upgrade rule is met. Runs in the
 * transaction of each earn, which already holds the member row lock.
 */
export async function evaluateTierAfterEarn(
  tx: Db,
  brandId: number,
  memberId: number,
  at: Date,
): Promise<void> {
  const state = await tierState(tx, brandId, memberId, at);
  if (!state.current) return;
  let current = state.current;
  let member = state.member;
  if (member.tierId !== current.id) {
    // A member no tier was given yet starts on the entry tier from the day they joined.
    const reachedAt = member.createdAt;
    const expiresAt = tierExpiry(current, reachedAt);
    await setMemberTier(tx, brandId, memberId, { tierId: current.id, reachedAt, expiresAt });
    member = { ...member, tierId: current.id, tierReachedAt: reachedAt, tierExpiresAt: expiresAt };
  }
  // Each step climbs one rule; bounded by the number of tiers in case rules form a loop.
  for (let step = 0; step < state.tiers.length; step += 1) {
    const from: Tier = current;
    const rules = await findRulesFrom(tx, brandId, from.id, 'upgrade');
    for (const rule of rules) {
      const next = state.tiers.find((t) => t.id === rule.nextTierId);
      if (!next || next.rank <= from.rank) continue;
      // Activity is known by its window, so what was read holds whatever tier is held now.
      const standing = { member, known: state.known };
      if (!(await standingOf(tx, brandId, standing, rule, next, at, 'applying')).met) continue;
      const expiresAt = tierExpiry(next, at);
      await setMemberTier(tx, brandId, memberId, { tierId: next.id, reachedAt: at, expiresAt });
      member = { ...member, tierId: next.id, tierReachedAt: at, tierExpiresAt: expiresAt };
      current = next;
      break;
    }
    if (current === from) break;
  }
  if (current !== state.current) await queueTierMoves(tx, brandId, [memberId]);
}

/**
 * Reviews the members whose tier period has ended by `now`: a member keeps their tier, renewed
 * from the end of the period, if a keep rule allows (mode None, or its conditions met within
 * the period), else moves one rank down; the lowest tier always renews. Members whose period has
 * not ended are left alone. The caller holds the members' row locks. Works on a batch in a few
 * statements: the brand's ladder once, every member's activity in one aggregate, every move in
 * one update.
 */
export async function reviewEndedTiers(
  tx: Db,
  brandId: number,
  memberIds: number[],
  now: Date,
): Promise<{ kept: number; downgraded: number }> {
  // One after another: a transaction's statements run one at a time on its connection anyway.
  const tierList = await findTiers(tx, brandId);
  const rules = await findAllRules(tx, brandId);
  const memberList = await findMemberTiers(tx, brandId, memberIds);
  const reviews = memberList.flatMap((member) => {
    const current = tierList.find((t) => t.id === member.tierId) ?? tierList[0];
    const periodEnd = member.tierExpiresAt;
    if (!current || !periodEnd || periodEnd > now) return [];
    // Rules after one of mode None are never reached: it keeps the tier.
    const keepRules = rules.filter((r) => r.fromTierId === current.id && r.kind === 'keep');
    const none = keepRules.findIndex((r) => r.criteriaMode === criteriaMode.none);
    const judged = (none === -1 ? keepRules : keepRules.slice(0, none)).map((rule) => ({
      rule,
      planned: planConditions(member, rule, new Date(periodEnd.getTime() - 1), 'applying'),
    }));
    return [{ member, current, periodEnd, judged, keptByNone: none !== -1 }];
  });
  const windows = new Map<string, { memberId: number; from: Date; to: Date }>();
  for (const { member, judged } of reviews) {
    for (const c of judged.flatMap((j) => j.planned)) {
      windows.set(`${member.id}:${activityKey(c)}`, {
        memberId: member.id,
        from: c.from,
        to: c.to,
      });
    }
  }
  const sums = await sumActivities(tx, brandId, [...windows.values()]);
  const activity = new Map([...windows.keys()].map((key, i) => [key, sums[i]!]));
  const outcome = { kept: 0, downgraded: 0 };
  const moves = reviews.map(({ member, current, periodEnd, judged, keptByNone }) => {
    const kept =
      judged.some(
        ({ rule, planned }) =>
          judge(rule, current, planned, (c) => activity.get(`${member.id}:${activityKey(c)}`)!).met,
      ) || keptByNone;
    const lower = [...tierList].reverse().find((t) => t.rank < current.rank);
    const target = kept || !lower ? current : lower;
    outcome[target === current ? 'kept' : 'downgraded'] += 1;
    return {
      memberId: member.id,
      tierId: target.id,
      reachedAt: periodEnd,
      expiresAt: tierExpiry(target, periodEnd),
    };
  });
  await setMemberTiers(tx, brandId, moves);
  if (outcome.downgraded > 0) {
    const lowered = moves.filter((move, i) => move.tierId !== reviews[i]!.current.id);
    await queueTierMoves(
      tx,
      brandId,
      lowered.map((move) => move.memberId),
    );
  }
  return outcome;
}

/** Brands with is_opensystem on their settings run without tiers (spec 2.8 hides the tier icon). */
export async function isOpenSystem(db: Db, brandId: number): Promise<boolean> {
  const settings = await findBrandSettings(db, brandId);
  return Boolean(
    settings &&
    typeof settings === 'object' &&
    (settings as Record<string, unknown>).is_opensystem === true,
  );
}

function overallProgress(standing: RuleStanding | undefined, isLast: boolean): number {
  if (!standing) return isLast ? 100 : 0;
  const applying = standing.conditions.filter((c) => c.applies);
  if (applying.length === 0) return standing.met ? 100 : 0;
  // Every condition must be met, so the weakest one tells how close the member is.
  return Math.min(...applying.map((c) => c.progress));
}

export async function getMembershipInfo(
  db: Db,
  brandId: number,
  memberId: number,
  now: Date = new Date(),
): Promise<MembershipInfo> {
  const computed = await tierState(db, brandId, memberId, now);
  const state = withManualFloor(computed, now);
  const { isLast, standings } = await standingsFrom(db, brandId, state, now);
  const tier = state.current;
  const expiresAt =
    tier === computed.current
      ? tier && state.member.tierId === tier.id
        ? state.member.tierExpiresAt
        : null
      : state.member.manualTierUntil;
  return {
    tier_info: tier
      ? {
          tier: tier.code,
          tier_id: tier.id,
          tier_name_th: tier.nameTh,
          tier_name_en: tier.nameEn,
          tier_image_url: tier.imageUrl,
          tier_icon_url: tier.iconUrl,
          tier_detail_th: tier.detailTh,
          tier_detail_en: tier.detailEn,
        }
      : null,
    progress_info: {
      progress: overallProgress(standings[0], isLast),
      tier_exp_date: expiresAt ? lastValidDay(expiresAt) : null,
      tier_exp_mode: expiresAt ? tierExpMode.onDate : tierExpMode.never,
    },
    is_last_tier: isLast,
  };
}

const dayOf = (deadline: Date | null) => (deadline ? lastValidDay(deadline) : null);

export async function getTierCriteria(
  db: Db,
  brandId: number,
  memberId: number,
  now: Date = new Date(),
): Promise<TierCriteriaItem[]> {
  const state = await tierState(db, brandId, memberId, now);
  const { standings } = await standingsFrom(db, brandId, state, now);
  return standings.map(({ rule, next, conditions }) => {
    const [spending, visit, point] = conditions as [
      ConditionStanding,
      ConditionStanding,
      ConditionStanding,
    ];
    const flag = (c: ConditionStanding) => (c.applies ? 2 : 1);
    return {
      criteria_id: rule.id,
      kind: rule.kind,
      criteria_mode: rule.criteriaMode === criteriaMode.none ? 1 : 2,
      next_tier: next.code,
      next_tier_id: next.id,
      next_tier_name_en: next.nameEn,
      next_tier_name_th: next.nameTh,
      priority: rule.priority,
      spending_criteria: flag(spending),
      spending_period_day: rule.spendingPeriodDay,
      spending_period_date: rule.spendingPeriodDate,
      required_spending_amount: spending.required,
      current_spending_amount: spending.current,
      missing_spending_amount: spending.missing,
      spending_progress: spending.progress,
      visit_criteria: flag(visit),
      visit_period_day: rule.visitPeriodDay,
      visit_period_date: rule.visitPeriodDate,
      required_visit_amount: visit.required,
      current_visit_amount: visit.current,
      missing_visit_amount: visit.missing,
      visit_progress: visit.progress,
      point_criteria: flag(point),
      point_period_day: rule.pointPeriodDay,
      point_period_date: rule.pointPeriodDate,
      required_point_amount: point.required,
      current_point_amount: point.current,
      missing_point_amount: point.missing,
      point_progress: point.progress,
    };
  });
}

export async function getMembershipProgress(
  db: Db,
  brandId: number,
  memberId: number,
  now: Date = new Date(),
): Promise<MembershipProgress> {
  const state = await tierState(db, brandId, memberId, now);
  const { standings } = await standingsFrom(db, brandId, state, now);
  return {
    payload: standings.map(({ rule, next, conditions }) => ({
      criteria_id: rule.id,
      kind: rule.kind,
      conditionList: conditions
        .filter((c) => c.applies)
        .map((c) => ({
          descType: kinds.find((k) => k.kind === c.kind)!.descType,
          currentAmount: c.current,
          requiredAmount: c.required,
          progress: c.progress,
          PeriodDate: dayOf(c.deadline),
          missingAmount: c.missing,
          nextTierNameTh: next.nameTh,
          nextTierNameEn: next.nameEn,
        })),
    })),
  };
}

/** Every tier of the brand, entry tier first, for the member-info page's tier list. */
export async function listTiers(db: Db, brandId: number): Promise<TierListItem[]> {
  const tierList = await findTiers(db, brandId);
  return tierList.map((tier) => ({
    tier: tier.code,
    tier_id: tier.id,
    tier_name_th: tier.nameTh,
    tier_name_en: tier.nameEn,
    tier_image_url: tier.imageUrl,
    tier_icon_url: tier.iconUrl,
    tier_detail_th: tier.detailTh,
    tier_detail_en: tier.detailEn,
    rank: tier.rank,
    validity_days: tier.validityDays,
  }));
}
