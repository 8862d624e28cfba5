/** One key root for the catalogue: every change to it refreshes what the screens show of it. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  offers: (kind: string) => ['catalogue', kind] as const,
  categories: ['catalogue', 'categories'] as const,
  tiers: ['catalogue', 'tiers'] as const,
};

/** Tiers change in their own section, seldom while a privilege is being edited. */
export const TIERS_STALE_TIME = 5 * 60_000;
