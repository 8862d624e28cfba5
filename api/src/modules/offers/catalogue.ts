import type { SortDirection } from '@crm/contract/filters';
import { brandSetupRead } from '../../db/brand-cache';
import type { Db } from '../../db/client';
import {
  listActiveOffers,
  type CatalogueOrderKey,
  type CatalogueQuery,
  type CountsByOffer,
  type KindFilters,
  type OfferKind,
  type OfferRow,
} from './repository';
import { keptForTier, type MemberStanding } from './rules';

/*
 * A catalogue page is the brand's active offers, which change only when its team changes them,
 * narrowed and ordered for one member. The offers are kept with the brand's set-up (dropped by
 * every write of its team); a page then reads only the member's part (standing, units taken,
 * stock left) in one statement and is cut here, as the database would cut it.
 */

interface Listed<K extends OfferKind> {
  row: OfferRow<K>;
  /** Equal names share a rank: the database's order of Thai names, which code cannot redo. */
  nameRank: number;
}

interface Catalogue<K extends OfferKind> {
  offers: Listed<K>[];
}

/** The brand's active offers of a kind, from the brand's set-up cache when it holds them. */
export async function activeCatalogue<K extends OfferKind>(
  db: Db,
  kind: K,
  brandId: number,
): Promise<Catalogue<K>> {
  const found = await brandSetupRead(db, `${kind}-catalogue:${brandId}`, brandId, async () => {
    const rows = await listActiveOffers(db, kind, brandId);
    let rank = 0;
    const offers = rows.map((row, i) => {
      if (i > 0 && row.nameTh !== rows[i - 1]!.nameTh) rank = i;
      return { row, nameRank: rank };
    });
    return { offers };
  });
  return found ?? { offers: [] };
}

/** What shows an offer of each kind to a member, beyond its dates, points and name. */
const kindRules: {
  [K in OfferKind]: (row: OfferRow<K>, member: MemberStanding, filters: KindFilters[K]) => boolean;
} = {
  // Kept for no tier, or for the member's; of the audience and category asked for.
  privilege: (row, member, filters) => {
    return (
      keptForTier(row.forTierIds, member.tierId) &&
      row.systemType === filters.systemType &&
      (filters.categoryId === undefined || row.categoryId === filters.categoryId)
    );
  },
  package: () => true,
};

function lasts(row: OfferRow<OfferKind>): boolean {
  return 'isForever' in row && row.isForever;
}

function containsText(text: string, search: string): boolean {
  return text.toLowerCase().includes(search.toLowerCase());
}

type Sortable = number | Date | null;

/** PostgreSQL's order: nulls after every value going up, before them going down. */
function compare(a: Sortable, b: Sortable, direction: SortDirection): number {
  if (a === null || b === null) {
    if (a === b) return 0;
    return (a === null) === (direction === 'asc') ? 1 : -1;
  }
  const difference = +a - +b;
  return direction === 'asc' ? difference : -difference;
}

const sortValue: Record<CatalogueOrderKey, (listed: Listed<OfferKind>) => Sortable> = {
  sort_order: ({ row }) => row.sortOrder,
  point_need: ({ row }) => row.pointNeed,
  valid_through: ({ row }) => row.validThrough,
  name_th: ({ nameRank }) => nameRank,
  created_at: ({ row }) => row.createdAt,
};

export interface MemberPart {
  standing: MemberStanding;
  used: CountsByOffer;
  stock: CountsByOffer;
}

/** One page of the offers the member can take now, with the units they already took. */
export function pageOnSale<K extends OfferKind>(
  catalogue: Catalogue<K>,
  kind: K,
  member: MemberPart,
  request: { query: CatalogueQuery; filters: KindFilters[K]; now: Date },
) {
  const { query, filters, now } = request;
  const { where } = query;
  const shows = kindRules[kind] as (
    row: OfferRow<K>,
    member: MemberStanding,
    filters: KindFilters[K],
  ) => boolean;
  const onSale = catalogue.offers.filter(({ row }) => {
    if (row.validFrom && row.validFrom > now) return false;
    if (!lasts(row) && row.validThrough && row.validThrough <= now) return false;
    if (where.point_from !== undefined && row.pointNeed < where.point_from) return false;
    if (where.point_to !== undefined && row.pointNeed > where.point_to) return false;
    if (
      where.search &&
      !containsText(row.nameTh, where.search) &&
      !containsText(row.nameEn, where.search)
    ) {
      return false;
    }
    return shows(row, member.standing, filters);
  });
  const ordering = query.ordering.length
    ? query.ordering
    : [{ key: 'sort_order' as const, direction: 'asc' as const }];
  onSale.sort((a, b) => {
    for (const { key, direction } of ordering) {
      const order = compare(sortValue[key](a), sortValue[key](b), direction);
      if (order !== 0) return order;
    }
    return a.row.id - b.row.id;
  });
  const offset = (query.page - 1) * query.limit;
  const rows = onSale.slice(offset, offset + query.limit).map(({ row }) => ({
    offer: { ...row, remainingStock: member.stock[row.id] ?? row.remainingStock },
    used: member.used[row.id] ?? 0,
  }));
  return { rows, total: onSale.length };
}
