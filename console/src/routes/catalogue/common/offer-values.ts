import type { OfferEditInput } from '@crm/contract/offers';
import type { OfferItem } from './kinds';

/**
 * The shared fields of an offer's form: those of the offer, or a new one's (on sale at once, for
 * ever, no limits, shown to members; points left empty to be typed).
 */
export function offerValuesOf(offer?: OfferItem): Partial<OfferEditInput> {
  if (!offer) {
    return {
      name_th: '',
      name_en: '',
      desc_th: '',
      desc_en: '',
      valid_from: null,
      valid_through: null,
      total_stock: null,
      per_member_limit: null,
      is_active: true,
      sort_order: 0,
    };
  }
  return {
    name_th: offer.name_th,
    name_en: offer.name_en,
    desc_th: offer.desc_th,
    desc_en: offer.desc_en,
    point_need: offer.point_need,
    valid_from: offer.valid_from,
    valid_through: offer.valid_through,
    total_stock: offer.total_stock,
    per_member_limit: offer.per_member_limit,
    is_active: offer.is_active,
    sort_order: offer.sort_order,
  };
}
