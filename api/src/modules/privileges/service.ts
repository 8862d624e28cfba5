import type { FastifyBaseLogger } from 'fastify';
import { defaultThemeSettings } from '@crm/contract/theme';
import {
  PRIVILEGE_DEFAULT_IMAGE_GROUP,
  type DefaultImage,
  type PrivilegeCategoryResponse,
  type PrivilegeDetail,
  type PrivilegeListItem,
  type PrivilegeListQuery,
  type PrivilegeListResponse,
} from '@crm/contract/privileges';
import type { MemberAuth } from '../../plugins/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findImagesByGroups } from '../images/repository';
import { imageUrl } from '../images/urls';
import { findThemeConfig } from '../theme/service';
import { placeholderSvg } from './placeholder-image';
import { isoOrNull, memberRemaining, missingPoints, refusalOf, type Offer } from './redeem-rules';
import {
  findMemberStanding,
  findPrivilege,
  listCategories,
  listPrivileges,
  type MemberStanding,
  type PrivilegeRow,
} from './repository';

/** The signed-in member's points and tier; a member removed since sign-in is signed out. */
export async function requireStanding(db: Db, auth: MemberAuth): Promise<MemberStanding> {
  const standing = await findMemberStanding(db, auth.brandId, auth.memberId);
  if (!standing) throw new AppError('UNAUTHORIZED', 'Member not found');
  return standing;
}

/** One page of `data.payload`, with totals to page on. */
export function page<T>(payload: T[], total: number, query: { page: number; limit: number }) {
  return {
    payload,
    page: query.page,
    limit: query.limit,
    total_record: total,
    total_page: Math.ceil(total / query.limit),
  };
}

export async function getPrivilegeList(
  db: Db,
  auth: MemberAuth,
  query: PrivilegeListQuery,
  systemType: number,
): Promise<PrivilegeListResponse['data']> {
  const member = await requireStanding(db, auth);
  const now = new Date();
  const { rows, total } = await listPrivileges(db, member, query, systemType, now);
  const payload = rows.map((row) => listItem(row.privilege, row.used, member, now));
  return page(payload, total, query);
}

export async function getPrivilegeDetail(
  db: Db,
  auth: MemberAuth,
  privilegeId: number,
): Promise<PrivilegeDetail> {
  const member = await requireStanding(db, auth);
  const row = await findPrivilege(db, member, privilegeId);
  if (!row) throw new AppError('PRIVILEGE_NOT_FOUND');
  const { privilege, used } = row;
  const now = new Date();
  return {
    ...listItem(privilege, used, member, now),
    system_type: privilege.systemType,
    condition_th: privilege.conditionTh,
    total_stock: privilege.totalStock,
    per_member_limit: privilege.perMemberLimit,
    used_count: used,
    member_remaining_limit: memberRemaining(privilege.perMemberLimit, used),
    code_validity_minutes: privilege.codeValidityMinutes,
    not_issuable_reason: refusalOf(privilegeOffer(privilege), {
      now,
      used,
      amount: 1,
      balance: member.pointBalance,
    }),
  };
}

/** A forever privilege has no end, whatever valid_through holds. */
export function privilegeOffer(privilege: PrivilegeRow): Offer {
  return privilege.isForever ? { ...privilege, validThrough: null } : privilege;
}

function listItem(
  privilege: PrivilegeRow,
  used: number,
  member: MemberStanding,
  now: Date,
): PrivilegeListItem {
  const refusal = refusalOf(privilegeOffer(privilege), {
    now,
    used,
    amount: 1,
    balance: member.pointBalance,
  });
  return {
    privilege_id: privilege.id,
    category_id: privilege.categoryId,
    main_image_url: privilege.mainImageUrl,
    name_th: privilege.nameTh,
    name_en: privilege.nameEn,
    desc_th: privilege.descTh,
    desc_en: privilege.descEn,
    point_ref: member.pointBalance,
    point_need: privilege.pointNeed,
    missing_point: missingPoints(privilege.pointNeed, member.pointBalance),
    valid_from: isoOrNull(privilege.validFrom),
    valid_through: privilege.isForever ? null : isoOrNull(privilege.validThrough),
    is_forever: privilege.isForever,
    remaining_limit: privilege.remainingStock,
    is_issuable: refusal === null,
  };
}

/** Categories only when the brand shows them (Privilege_Page.is_catagory_active). */
export async function getCategories(
  db: Db,
  auth: MemberAuth,
  log: FastifyBaseLogger,
): Promise<PrivilegeCategoryResponse['data']> {
  const config = await findThemeConfig(db, { id: auth.brandId, ref: auth.brandRef }, log);
  const settings = config?.Setting_Field ?? defaultThemeSettings;
  const isActive = settings.Privilege_Page.is_catagory_active === 'true';
  if (!isActive) return { is_catagory_active: false, payload: [] };
  const rows = await listCategories(db, auth.brandId);
  return {
    is_catagory_active: true,
    payload: rows.map((row) => ({
      category_id: row.id,
      name_th: row.nameTh,
      name_en: row.nameEn,
    })),
  };
}

/** The brand's image for privileges without one, else a neutral bundled placeholder. */
export async function getDefaultImage(db: Db, auth: MemberAuth): Promise<DefaultImage> {
  const [image] = await findImagesByGroups(db, auth.brandId, [PRIVILEGE_DEFAULT_IMAGE_GROUP]);
  if (image) {
    return {
      type: 'url',
      file_image: imageUrl(auth.brandRef, image.key),
      content_type: image.contentType,
    };
  }
  return {
    type: 'base64',
    file_image: Buffer.from(placeholderSvg).toString('base64'),
    content_type: 'image/svg+xml',
  };
}
