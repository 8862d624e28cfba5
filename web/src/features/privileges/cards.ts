import type { PrivilegeListItem, PrivilegePreviewItem } from '@crm/contract/privileges';
import { toPrivilegeCardItem } from '@/components/ui/privilege-card/privilege-card-model';
import type { PrivilegeCardItem } from '@/components/ui/privilege-card/privilege-card-model';
import type { DateLanguage } from '@/lib/dates';

/**
 * The cards of every loaded page, each privilege once (a page may shift while scrolling); pages
 * of a preview make cards whose member's standing is not known yet.
 */
export function toCards(
  pages: { payload: (PrivilegeListItem | PrivilegePreviewItem)[] }[],
  lng: DateLanguage,
  fallbackImage: string,
): PrivilegeCardItem[] {
  const seen = new Set<number>();
  const cards: PrivilegeCardItem[] = [];
  for (const item of pages.flatMap((page) => page.payload)) {
    if (seen.has(item.privilege_id)) continue;
    seen.add(item.privilege_id);
    cards.push(toPrivilegeCardItem(item, lng, fallbackImage));
  }
  return cards;
}
