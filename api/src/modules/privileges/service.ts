import type { FastifyBaseLogger } from 'fastify';
import { FIRST_SCREEN_PRIVILEGES, privilegeSystemType } from '@crm/contract/list-values';
import { defaultThemeSettings } from '@crm/contract/theme';
import {
  PRIVILEGE_DEFAULT_IMAGE_GROUP,
  type DefaultImage,
  type PrivilegeCategoryResponse,
  type PrivilegeDetail,
  type PrivilegeListItem,
  type PrivilegeListQuery,
  type PrivilegeListResponse,
  type PrivilegePreviewItem,
} from '@crm/contract/privileges';
import type { MemberAuth } from '../../plugins/auth';
import type { Db } from '../../db/client';
import { findImagesByGroups } from '../images/service';
import { imageUrl } from '../images/urls';
import { activeCatalogue, pageOnSale } from '../offers/catalogue';
import type { MemberStanding } from '../offers/rules';
import {
  listCategories,
  listOffersOnSale,
  offerCard,
  offerLimits,
  requireOfferForMember,
  type OfferRow,
} from '../offers/service';
import { findThemeConfig } from '../theme/service';
import { placeholderSvg } from './placeholder-image';

type PrivilegeRow = OfferRow<'privilege'>;

export async function getPrivilegeList(
  db: Db,
  auth: MemberAuth,
  query: PrivilegeListQuery,
  systemType: number,
): Promise<PrivilegeListResponse['data']> {
  const now = new Date();
  const filters = { systemType, categoryId: query.where.category_id };
  return listOffersOnSale(db, 'privilege', auth, { query, filters, now }, (row, member) =>
    listItem(row.offer, row.used, member, now),
  );
}

/**
 * The first cards of the brand's list as every member sees it, for a privilege list page drawn
 * before the member is known: offers kept for some tiers are left out, as the page is drawn for
 * anyone who asks; the member's own list brings them in. The stock is the catalogue's copy, at
 * most as old as the brand's set-up cache; the member's list brings the live one.
 */
export async function getPrivilegePreview(
  db: Db,
  brandId: number,
): Promise<PrivilegePreviewItem[]> {
  const now = new Date();
  const standing: MemberStanding = { brandId, memberId: 0, pointBalance: 0, tierId: null };
  const { rows } = pageOnSale(
    await activeCatalogue(db, 'privilege', brandId),
    'privilege',
    { standing, used: {}, stock: {} },
    {
      query: { where: {}, ordering: [], page: 1, limit: FIRST_SCREEN_PRIVILEGES },
      filters: { systemType: privilegeSystemType.everyone },
      now,
    },
  );
  return rows.map(({ offer }) => {
    const { point_ref, missing_point, is_issuable, ...item } = listItem(offer, 0, standing, now);
    return item;
  });
}

export async function getPrivilegeDetail(
  db: Db,
  auth: MemberAuth,
  privilegeId: number,
): Promise<PrivilegeDetail> {
  const {
    offer: privilege,
    used,
    member,
  } = await requireOfferForMember(db, 'privilege', auth, {
    id: privilegeId,
    notFound: 'PRIVILEGE_NOT_FOUND',
  });
  const now = new Date();
  return {
    ...listItem(privilege, used, member, now),
    system_type: privilege.systemType,
    condition_th: privilege.conditionTh,
    ...offerLimits(privilege, used, member, now),
    code_validity_minutes: privilege.codeValidityMinutes,
  };
}

function listItem(
  privilege: PrivilegeRow,
  used: number,
  member: MemberStanding,
  now: Date,
): PrivilegeListItem {
  return {
    privilege_id: privilege.id,
    category_id: privilege.categoryId,
    ...offerCard(privilege, used, member, now),
    is_forever: privilege.isForever,
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
