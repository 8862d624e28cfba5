/**
 * The privilege card's client model (spec 3, Privilege card item) and the mapper from the API's
 * list item.
 *
 *   const item = toPrivilegeCardItem(apiItem, 'th', defaultImage);  // picture when it has none
 *   privilegeCardState(item)   // 'fully-used' | 'redeemable' | 'not-enough-points' | 'standing-unknown'
 */
import type { PrivilegeListItem, PrivilegePreviewItem } from '@crm/contract/privileges';

export interface PrivilegeCardItem {
  privilegeId: number;
  privilegeImage: string;
  privilegeTitle: string;
  privilegeDesc: string;
  /** Points one unit costs. */
  points: number;
  /** ISO date-time the privilege ends; null when it has none. */
  validDate: string | null;
  isForever: boolean;
  /** Redeemable now; null on a card drawn before the member's points are known. */
  status: boolean | null;
  missingPoints: number;
  /** Units left for everyone: null = unlimited, 0 = fully used. */
  overallLimit: number | null;
}

/**
 * Which parts a card shows (spec 3 display config keys). `display` off leaves the picture only,
 * e.g. for banner-like sections.
 */
export interface PrivilegeCardDisplay {
  display: boolean;
  privilege_name: boolean;
  description: boolean;
  points: boolean;
  valid_date: boolean;
  redeem_status: boolean;
  overall_limit: boolean;
}

export const DEFAULT_PRIVILEGE_CARD_DISPLAY: PrivilegeCardDisplay = {
  display: true,
  privilege_name: true,
  description: true,
  points: true,
  valid_date: true,
  redeem_status: true,
  overall_limit: true,
};

export type PrivilegeCardState =
  'fully-used' | 'redeemable' | 'not-enough-points' | 'standing-unknown';

export function privilegeCardState(item: PrivilegeCardItem): PrivilegeCardState {
  if (item.overallLimit === 0) return 'fully-used';
  if (item.status === null) return 'standing-unknown';
  return item.status ? 'redeemable' : 'not-enough-points';
}

/** A list item, or a preview's (drawn before the member is known: their standing unknown). */
export function toPrivilegeCardItem(
  item: PrivilegeListItem | PrivilegePreviewItem,
  lng: 'th' | 'en-US' = 'th',
  fallbackImage = '',
): PrivilegeCardItem {
  const english = lng === 'en-US';
  return {
    privilegeId: item.privilege_id,
    privilegeImage: item.main_image_url || fallbackImage,
    privilegeTitle: (english && item.name_en) || item.name_th,
    privilegeDesc: (english && item.desc_en) || item.desc_th,
    points: item.point_need,
    validDate: item.valid_through,
    isForever: item.is_forever,
    status: 'is_issuable' in item ? item.is_issuable : null,
    missingPoints: 'missing_point' in item ? item.missing_point : 0,
    overallLimit: item.remaining_limit,
  };
}
