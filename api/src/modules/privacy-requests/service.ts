import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MemberExportLink } from '@crm/contract/privacy-requests';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../lib/file-storage';
import type { MemberAuth } from '../../plugins/auth';
import * as audit from '../audit/service';
import { signClaims, verifyClaims } from '../auth/signed-claims';
import { findLiveMemberSession, type SessionSettings } from '../session/service';
import { buildMemberExport, type MemberExport } from './export';

export { eraseMember } from './erasure';

/*
 * Personal data leaves only through an audited export: the owner's from the console, or the
 * member's own from the app. The entry names who asked, whose data and when, never a value.
 */

interface ExportDeps {
  db: Db;
  storage: FileStorage;
}

async function exportAndRecord(
  deps: ExportDeps,
  actor: audit.AuditActor,
  memberId: number,
  by: 'operator' | 'member',
): Promise<MemberExport> {
  const now = new Date();
  const made = await buildMemberExport(deps.db, deps.storage, actor.brandId, memberId, now);
  await transaction(deps.db, (tx) =>
    audit.record(tx, actor, {
      action: 'member.export',
      targetType: 'member',
      targetId: memberId,
      after: { requested_by: by, bytes: made.zip.byteLength },
    }),
  );
  return made;
}

/** GET /console/members/:memberId/export, by an operator holding members.export. */
export function exportForOperator(deps: ExportDeps, request: FastifyRequest, memberId: number) {
  return exportAndRecord(deps, audit.actorOf(request), memberId, 'operator');
}

const EXPORT_AUDIENCE = 'crm-member-export';
/** Long enough to open the link in LINE's browser or another, short enough not to linger. */
export const EXPORT_LINK_SECONDS = 300;

const exportClaims = z.object({
  sub: z.string().regex(/^\d+$/),
  sid: z.uuid(),
  brand_id: z.number().int(),
  brand_ref: z.string(),
});

/**
 * POST /Customer/DataExport: a link the app opens as a plain navigation, so the zip downloads in
 * any browser (LINE's in-app one keeps no blob: downloads), without the bearer header.
 */
export async function exportLinkFor(
  settings: SessionSettings,
  member: MemberAuth,
  apiPrefix: string,
): Promise<MemberExportLink> {
  const token = await signClaims(
    settings.secret,
    EXPORT_AUDIENCE,
    {
      sub: String(member.memberId),
      sid: member.sessionId,
      brand_id: member.brandId,
      brand_ref: member.brandRef,
    },
    EXPORT_LINK_SECONDS,
  );
  return {
    download_url: `${apiPrefix}/Customer/DataExport?token=${token}`,
    expires_at: new Date(Date.now() + EXPORT_LINK_SECONDS * 1000).toISOString(),
  };
}

/** The member a download link speaks for, while it is fresh and its session is still open. */
export async function memberOfExportLink(
  deps: ExportDeps,
  settings: SessionSettings,
  token: string,
) {
  const claims = await verifyClaims(settings.secret, EXPORT_AUDIENCE, exportClaims, token);
  if (!claims || !(await findLiveMemberSession(deps.db, claims))) {
    throw new AppError('EXPORT_LINK_EXPIRED');
  }
  return { brandId: claims.brand_id, memberId: Number(claims.sub) };
}

/** GET /Customer/DataExport?token=…: the member's own export, recorded as their request. */
export function exportForMember(
  deps: ExportDeps,
  request: FastifyRequest,
  member: { brandId: number; memberId: number },
) {
  const actor: audit.AuditActor = {
    brandId: member.brandId,
    operatorId: null,
    role: 'member',
    ip: request.ip,
    requestId: request.id,
  };
  return exportAndRecord(deps, actor, member.memberId, 'member');
}
