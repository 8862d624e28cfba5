import { navIconNames, type NavIconName } from '@crm/contract/brand-look';
import { NAV_ICON_IMAGE_GROUP } from '@crm/contract/navigation';
import type { Db } from '../../db/client';
import { readAsset } from '../../db/seed/assets';
import type { FileStorage } from '../../lib/file-storage';
import { storeBrandImage } from '../images/service';

/*
 * The bundled side-menu icons are drawn in a placeholder colour; each entry stores one copy
 * painted in the brand's navbar-active-detail colour and one in navbar-inactive. The colour is
 * part of the file's key, so a repainted icon is a new URL and no browser keeps the old one.
 */

const PLACEHOLDER = /#000001/g;
const BUNDLED = /\/nav\/([a-z-]+?)-(?:active|inactive)(?:-[0-9a-f]{6})?\.svg$/;

export interface IconColours {
  active: string;
  inactive: string;
}

/** The bundled icon an entry's picture URL shows, or null for a picture of the brand's own. */
export function bundledIconOf(url: string): NavIconName | null {
  const name = BUNDLED.exec(url)?.[1];
  return navIconNames.find((icon) => icon === name) ?? null;
}

/** Stores the icon painted in both colours and answers the two URLs. */
export async function paintNavIcon(
  db: Db,
  storage: FileStorage,
  brand: { id: number; ref: string },
  icon: NavIconName,
  colours: IconColours,
  sortOrder = 0,
): Promise<{ activeIcon: string; inactiveIcon: string }> {
  const template = await readAsset(`nav/${icon}.svg`);
  const paint = async (state: keyof IconColours) => {
    const colour = colours[state];
    const stored = await storeBrandImage(db, storage, brand, {
      key: `nav/${icon}-${state}-${colour.slice(1).toLowerCase()}.svg`,
      name: `${icon} (${state})`,
      bytes: Buffer.from(template.replace(PLACEHOLDER, colour)),
      contentType: 'image/svg+xml',
      groupType: NAV_ICON_IMAGE_GROUP,
      sortOrder,
    });
    return stored.url;
  };
  return { activeIcon: await paint('active'), inactiveIcon: await paint('inactive') };
}
