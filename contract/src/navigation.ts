import { z } from 'zod';
import { envelope } from './envelope';

/**
 * One side-menu entry as the server sends it (spec 3, Navigation item). `nav_key` is a route name
 * of the web app's route table; the app shows only entries with `is_display`.
 */
export const navItem = z
  .object({
    nav_key: z.string(),
    name_en: z.string(),
    name_th: z.string(),
    active_icon: z.string(),
    inactive_icon: z.string(),
    is_display: z.boolean(),
  })
  .meta({ id: 'NavItem' });
export type NavItem = z.infer<typeof navItem>;

/** images.group_type of side-menu icons. */
export const NAV_ICON_IMAGE_GROUP = 6;

export const navigationListResponse = envelope(z.object({ nav_bar: z.array(navItem) })).meta({
  id: 'NavigationListResponse',
});
export type NavigationListResponse = z.infer<typeof navigationListResponse>;
