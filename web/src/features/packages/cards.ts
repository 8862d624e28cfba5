import type { PackageListItem } from '@crm/contract/packages';
import type { PrivilegeCardItem } from '@/components/ui/privilege-card/privilege-card-model';
import type { DateLanguage } from '@/lib/dates';

/**
 * A package in the privilege card's model: its price, sale end and stock read the same way.
 * A sale without an end shows as never expiring.
 */
export function toPackageCard(item: PackageListItem, lng: DateLanguage): PrivilegeCardItem {
  const english = lng === 'en-US';
  return {
    privilegeId: item.package_id,
    privilegeImage: item.main_image_url,
    privilegeTitle: (english && item.name_en) || item.name_th,
    privilegeDesc: (english && item.desc_en) || item.desc_th,
    points: item.point_need,
    validDate: item.valid_through,
    isForever: item.valid_through === null,
    status: item.is_issuable,
    missingPoints: item.missing_point,
    overallLimit: item.remaining_limit,
  };
}
