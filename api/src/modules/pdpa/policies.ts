import type { FastifyRequest } from 'fastify';
import type { KeysetQuery } from '@crm/contract/keyset-page';
import {
  defaultPolicyReference,
  type ConsentCounts,
  type PolicyDraftRequest,
  type PolicyVersion,
} from '@crm/contract/privacy-policies';
import type { Db } from '../../db/client';
import { sqlStateOf, transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { cursorId, keysetPageOf } from '../../lib/keyset';
import { operatorOf } from '../../plugins/operator-auth';
import * as audit from '../audit/service';
import { queuePolicyUpdate } from '../messages/service';
import {
  clearBrandConsent,
  countConsents,
  countMembers,
  findActivePolicy,
  findPolicy,
  insertDraft,
  listPolicies,
  lockPolicies,
  publishDraft,
  referenceTaken,
  updateDraft,
  type PdpaPolicyRow,
} from './repository';

/*
 * The brand's privacy policy versions in the console (privacy.edit). One draft at a time is
 * written and edited; publishing it makes it the version members read, and since no member has
 * consented to it yet, every member's consent is cleared in the same transaction: the member app
 * asks each of them again on their next open. Published versions never change (the database
 * refuses it too). Every write is in the audit log.
 */

const DEFAULT_GROUP_KEY = 'privacy';

type Counts = ReadonlyMap<number, { consented: number; withdrawn: number }>;

function versionView(
  row: PdpaPolicyRow,
  currentId: number | undefined,
  members: number,
  counts: Counts,
): PolicyVersion {
  const published = row.publishedAt !== null;
  const answered = counts.get(row.id) ?? { consented: 0, withdrawn: 0 };
  const consent: ConsentCounts | null = published
    ? { ...answered, not_yet: Math.max(0, members - answered.consented - answered.withdrawn) }
    : null;
  return {
    policy_id: row.id,
    version: row.version,
    reference: row.articleAltReference,
    content_th: row.contentTh,
    content_en: row.contentEn,
    status: published ? 'published' : 'draft',
    current: row.id === currentId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    consent,
  };
}

/** The versions as the console shows them, with where the brand's members stand on each. */
async function viewsOf(db: Db, brandId: number, rows: PdpaPolicyRow[]) {
  const [current, members, counts] = await Promise.all([
    findActivePolicy(db, brandId),
    countMembers(db, brandId),
    countConsents(
      db,
      brandId,
      rows.filter((row) => row.publishedAt !== null).map((row) => row.id),
    ),
  ]);
  const byPolicy = new Map(counts.map(({ policyId, ...rest }) => [policyId, rest]));
  return (row: PdpaPolicyRow) => versionView(row, current?.id, members, byPolicy);
}

export async function listPolicyVersions(db: Db, brandId: number, query: KeysetQuery) {
  const rows = await listPolicies(db, brandId, cursorId(query.cursor), query.limit + 1);
  const view = await viewsOf(db, brandId, rows.slice(0, query.limit));
  return keysetPageOf(rows, query.limit, view);
}

export async function getPolicyVersion(
  db: Db,
  brandId: number,
  policyId: number,
): Promise<PolicyVersion> {
  const row = await findPolicy(db, brandId, policyId);
  if (!row) throw new AppError('PDPA_VERSION_NOT_FOUND');
  return (await viewsOf(db, brandId, [row]))(row);
}

async function requireFreeReference(tx: Db, brandId: number, reference: string, exceptId?: number) {
  if (await referenceTaken(tx, brandId, reference, exceptId)) {
    throw new AppError('PDPA_REFERENCE_TAKEN', `Another version already has ${reference}.`);
  }
}

/** A new draft, numbered after the newest version; refused while another draft is open. */
export async function createPolicyDraft(
  db: Db,
  request: FastifyRequest,
  input: PolicyDraftRequest,
): Promise<PolicyVersion> {
  const { brandId, brandRef } = operatorOf(request);
  const row = await transaction(db, async (tx) => {
    const versions = await lockPolicies(tx, brandId);
    const draft = versions.find((version) => version.publishedAt === null);
    if (draft) throw new AppError('PDPA_DRAFT_EXISTS', `Version ${draft.version} is a draft.`);
    const version = (versions[0]?.version ?? 0) + 1;
    const reference = input.reference ?? defaultPolicyReference(brandRef, version);
    await requireFreeReference(tx, brandId, reference);
    const created = await insertDraft(tx, {
      brandId,
      version,
      articleAltReference: reference,
      articleGroupKey: versions[0]?.articleGroupKey ?? DEFAULT_GROUP_KEY,
      contentTh: input.content_th,
      contentEn: input.content_en,
    }).catch((error: unknown) => {
      // A brand without versions has nothing to lock: two first drafts meet at the unique index.
      if (sqlStateOf(error) === '23505') throw new AppError('PDPA_DRAFT_EXISTS');
      throw error;
    });
    await audit.record(tx, request, {
      action: 'privacy.policy.create',
      targetType: 'pdpa_policy',
      targetId: created.id,
      after: auditView(created),
    });
    return created;
  });
  return getPolicyVersion(db, brandId, row.id);
}

/** What the audit log keeps of a version: its text and state, not the counts. */
function auditView(row: PdpaPolicyRow) {
  return {
    version: row.version,
    reference: row.articleAltReference,
    content_th: row.contentTh,
    content_en: row.contentEn,
    published_at: row.publishedAt,
  };
}

/** The draft among the brand's versions, or why it cannot be changed. */
function requireDraft(versions: PdpaPolicyRow[], policyId: number) {
  const row = versions.find((version) => version.id === policyId);
  if (!row) throw new AppError('PDPA_VERSION_NOT_FOUND');
  if (row.publishedAt !== null) throw new AppError('PDPA_VERSION_PUBLISHED');
  return row;
}

export async function updatePolicyDraft(
  db: Db,
  request: FastifyRequest,
  policyId: number,
  input: PolicyDraftRequest,
): Promise<PolicyVersion> {
  const { brandId } = operatorOf(request);
  await transaction(db, async (tx) => {
    const before = requireDraft(await lockPolicies(tx, brandId), policyId);
    const reference = input.reference ?? before.articleAltReference;
    await requireFreeReference(tx, brandId, reference, policyId);
    const after = await updateDraft(tx, brandId, policyId, {
      articleAltReference: reference,
      contentTh: input.content_th,
      contentEn: input.content_en,
    });
    await audit.record(tx, request, {
      action: 'privacy.policy.update',
      targetType: 'pdpa_policy',
      targetId: policyId,
      before: auditView(before),
      after: after && auditView(after),
    });
  });
  return getPolicyVersion(db, brandId, policyId);
}

/**
 * Publishes a draft: members read it from now on, and each is asked to consent again. The
 * audit entry says how many members consented before and must now consent anew.
 */
export async function publishPolicy(
  db: Db,
  request: FastifyRequest,
  policyId: number,
): Promise<PolicyVersion> {
  const { brandId } = operatorOf(request);
  await transaction(db, async (tx) => {
    const before = requireDraft(await lockPolicies(tx, brandId), policyId);
    const previous = await findActivePolicy(tx, brandId);
    const now = new Date();
    const published = await publishDraft(tx, brandId, policyId, now);
    // Those who consented until now are asked to read the new version; their consent ends next.
    if (published) await queuePolicyUpdate(tx, brandId, published.version);
    const askedAgain = await clearBrandConsent(tx, brandId, now);
    await audit.record(tx, request, {
      action: 'privacy.policy.publish',
      targetType: 'pdpa_policy',
      targetId: policyId,
      before: { ...auditView(before), current_version: previous?.version ?? null },
      after: published && {
        ...auditView(published),
        current_version: published.version,
        members_asked_again: askedAgain,
      },
    });
  });
  return getPolicyVersion(db, brandId, policyId);
}
