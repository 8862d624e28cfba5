import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  imageGroupOfGallery,
  imageGroupOfSlot,
  maxGalleryImages,
  type BrandColorsRequest,
  type BrandGallery,
  type BrandImage,
  type BrandImageSlot,
  type BrandLook,
  type BrandSettingsRequest,
  type GalleryOrderRequest,
  type HomeSectionsRequest,
  type HomeSectionView,
  type SideMenuRequest,
} from '@crm/contract/brand-look';
import { BANNER_IMAGE_GROUP } from '@crm/contract/app-config';
import { themeColorKeys, type ThemeFields } from '@crm/contract/theme';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import type { UploadedFile } from '../../lib/form-body';
import type { FileStorage } from '../../lib/file-storage';
import { operatorOf } from '../../plugins/operator-auth';
import { findLayoutSections, saveLayoutConfig, type SectionConfig } from '../app-config/service';
import * as audit from '../audit/service';
import { errorWith } from '../auth/errors';
import {
  deleteImages,
  findImagesByGroups,
  findImagesByIds,
  normalizeImage,
  setImageOrder,
  storeBrandImage,
  WEBP,
  type ImageBox,
  type ImageRow,
} from '../images/service';
import { imageUrl } from '../images/urls';
import { getSideMenu, repaintSideMenuIcons, updateSideMenu } from '../navigation/service';
import {
  defaultJsonConfig,
  findThemeConfig,
  lockThemeForEdit,
  saveThemeConfig,
  type JsonConfig,
} from '../theme/service';

/*
 * The brand's look, edited in the console (brand.look.edit): theme colours and settings, logos
 * and pictures, home sections and side menu. The parts live with the modules members read them
 * from (theme, images, app-config, navigation); this module puts one edit together. Every edit
 * takes the brand's theme row lock first, so edits of one brand queue, changes its part, writes
 * the audit entry with the part before and after, and answers the whole look, all in one
 * transaction. Members see it at their next load: the page and the theme are never cached, and
 * a new picture gets a new URL.
 */

type LookBrand = { id: number; ref: string };

const brandOf = (request: FastifyRequest): LookBrand => {
  const operator = operatorOf(request);
  return { id: operator.brandId, ref: operator.brandRef };
};

/** How big each kind of picture is kept: logos crisp, covers and banners phone-screen wide. */
const slotBoxes: Record<BrandImageSlot, ImageBox> = {
  'login-logo': { width: 1024, height: 1024, quality: 90 },
  'home-logo': { width: 1024, height: 1024, quality: 90 },
  'default-privilege': { width: 1200, height: 1200 },
};
const galleryBoxes: Record<BrandGallery, ImageBox> = {
  cover: { width: 1600, height: 1600 },
  banner: { width: 1600, height: 1600 },
};

const imageView = (brand: LookBrand, row: Pick<ImageRow, 'id' | 'key' | 'name'>): BrandImage => ({
  image_id: row.id,
  image_url: imageUrl(brand.ref, row.key),
  name: row.name,
});

/** A file name is kept as the picture's name (members' banners use it as alt text). */
const pictureName = (file: UploadedFile) =>
  [...file.filename]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim()
    .slice(0, 120) || 'image';

function sectionView(section: SectionConfig, banners: ImageRow[]): HomeSectionView {
  const { image_keys, layout_type, ...rest } = section;
  return {
    ...rest,
    layout_type: layout_type ?? null,
    banner_image_ids: image_keys.flatMap((key) => banners.find((row) => row.key === key)?.id ?? []),
  };
}

async function readLook(
  db: Db,
  brand: LookBrand,
  log: FastifyBaseLogger,
  theme?: JsonConfig,
): Promise<BrandLook> {
  const groups = [
    ...Object.values(imageGroupOfSlot),
    ...Object.values(imageGroupOfGallery),
  ] as number[];
  const config = theme ?? (await findThemeConfig(db, brand, log)) ?? defaultJsonConfig;
  const images = await findImagesByGroups(db, brand.id, groups);
  const sections = await findLayoutSections(db, brand, log);
  const sideMenu = await getSideMenu(db, brand);
  const inGroup = (group: number) => images.filter((row) => row.groupType === group);
  const slot = (name: BrandImageSlot) => {
    const [row] = inGroup(imageGroupOfSlot[name]);
    return row ? imageView(brand, row) : null;
  };
  const banners = inGroup(BANNER_IMAGE_GROUP);
  return {
    Theme_Field: config.Theme_Field,
    Setting_Field: config.Setting_Field,
    login_logo: slot('login-logo'),
    home_logo: slot('home-logo'),
    default_privilege_image: slot('default-privilege'),
    covers: inGroup(imageGroupOfGallery.cover).map((row) => imageView(brand, row)),
    banners: banners.map((row) => imageView(brand, row)),
    home_sections: sections.map((section) => sectionView(section, banners)),
    side_menu: sideMenu,
  };
}

export async function getBrandLook(db: Db, request: FastifyRequest): Promise<BrandLook> {
  return readLook(db, brandOf(request), request.log);
}

/**
 * One edit: the brand's look locked, `work` changes its part and names the change, the audit
 * entry is written, and the look after it is the answer.
 */
async function editLook(
  db: Db,
  request: FastifyRequest,
  work: (tx: Db, brand: LookBrand, theme: JsonConfig) => Promise<audit.AuditChange>,
): Promise<BrandLook> {
  const brand = brandOf(request);
  return transaction(db, async (tx) => {
    const theme = await lockThemeForEdit(tx, brand, request.log);
    const change = await work(tx, brand, theme);
    await audit.record(tx, request, change);
    return readLook(tx, brand, request.log);
  });
}

const upperColors = (colors: ThemeFields): ThemeFields =>
  Object.fromEntries(themeColorKeys.map((key) => [key, colors[key].toUpperCase()])) as ThemeFields;

const iconColours = (colors: ThemeFields) => ({
  active: colors['navbar-active-detail'],
  inactive: colors['navbar-inactive'],
});

/** New theme colours; side-menu icons follow the navbar colours. */
export function updateColors(
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  body: BrandColorsRequest,
): Promise<BrandLook> {
  return editLook(db, request, async (tx, brand, theme) => {
    const before = theme.Theme_Field;
    const after = upperColors(body.Theme_Field);
    await saveThemeConfig(tx, brand.id, { ...theme, Theme_Field: after });
    const icons = iconColours(after);
    const oldIcons = iconColours(before);
    if (icons.active !== oldIcons.active || icons.inactive !== oldIcons.inactive) {
      await repaintSideMenuIcons(tx, storage, brand, icons);
    }
    return {
      action: 'brand.look.colors.update',
      targetType: 'brand_theme',
      targetId: brand.ref,
      before,
      after,
    };
  });
}

/** Cover page, section layout, sign-in and registration options, menus and categories. */
export function updateSettings(
  db: Db,
  request: FastifyRequest,
  body: BrandSettingsRequest,
): Promise<BrandLook> {
  return editLook(db, request, async (tx, brand, theme) => {
    await saveThemeConfig(tx, brand.id, { ...theme, Setting_Field: body.Setting_Field });
    return {
      action: 'brand.look.settings.update',
      targetType: 'brand_theme',
      targetId: brand.ref,
      before: theme.Setting_Field,
      after: body.Setting_Field,
    };
  });
}

/** The file's bytes, checked and re-encoded before any transaction opens. */
async function pictureOf(upload: UploadedFile | undefined, box: ImageBox) {
  if (!upload) throw new AppError('IMAGE_REQUIRED');
  return { bytes: await normalizeImage(upload.bytes, box), name: pictureName(upload) };
}

/** A new login logo, home logo or default privilege picture, in place of the one before. */
export async function replaceSlotImage(
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  slot: BrandImageSlot,
  upload: UploadedFile | undefined,
): Promise<BrandLook> {
  const picture = await pictureOf(upload, slotBoxes[slot]);
  return editLook(db, request, async (tx, brand) => {
    const group = imageGroupOfSlot[slot];
    const before = await findImagesByGroups(tx, brand.id, [group]);
    const stored = await storeBrandImage(tx, storage, brand, {
      key: `look/${slot}-${randomUUID()}.webp`,
      name: picture.name,
      bytes: picture.bytes,
      contentType: WEBP,
      groupType: group,
    });
    await deleteImages(
      tx,
      brand.id,
      before.map((row) => row.id),
    );
    return {
      action: 'brand.look.image.replace',
      targetType: 'brand_image',
      targetId: slot,
      before: before[0] ? imageView(brand, before[0]) : null,
      after: imageView(brand, stored),
    };
  });
}

/** Takes the picture away: members see the app's bundled one instead. */
export function removeSlotImage(
  db: Db,
  request: FastifyRequest,
  slot: BrandImageSlot,
): Promise<BrandLook> {
  return editLook(db, request, async (tx, brand) => {
    const before = await findImagesByGroups(tx, brand.id, [imageGroupOfSlot[slot]]);
    await deleteImages(
      tx,
      brand.id,
      before.map((row) => row.id),
    );
    return {
      action: 'brand.look.image.remove',
      targetType: 'brand_image',
      targetId: slot,
      before: before[0] ? imageView(brand, before[0]) : null,
      after: null,
    };
  });
}

/** Adds a cover or banner picture at the end of its gallery. */
export async function addGalleryImage(
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  gallery: BrandGallery,
  upload: UploadedFile | undefined,
): Promise<BrandLook> {
  const picture = await pictureOf(upload, galleryBoxes[gallery]);
  return editLook(db, request, async (tx, brand) => {
    const group = imageGroupOfGallery[gallery];
    const before = await findImagesByGroups(tx, brand.id, [group]);
    const max = maxGalleryImages[gallery];
    if (before.length >= max) throw errorWith('GALLERY_FULL', { max });
    const stored = await storeBrandImage(tx, storage, brand, {
      key: `look/${gallery}-${randomUUID()}.webp`,
      name: picture.name,
      bytes: picture.bytes,
      contentType: WEBP,
      groupType: group,
      sortOrder: Math.max(-1, ...before.map((row) => row.sortOrder)) + 1,
    });
    return {
      action: 'brand.look.gallery.add',
      targetType: 'brand_image',
      targetId: stored.id,
      before: null,
      after: { gallery, ...imageView(brand, stored) },
    };
  });
}

/**
 * Removes a cover or banner picture (404 when the brand has no such picture). A banner picture
 * also leaves the sections that showed it.
 */
export function removeGalleryImage(
  db: Db,
  request: FastifyRequest,
  gallery: BrandGallery,
  imageId: number,
): Promise<BrandLook> {
  return editLook(db, request, async (tx, brand) => {
    const [row] = await findImagesByIds(tx, brand.id, imageGroupOfGallery[gallery], [imageId]);
    if (!row) throw new AppError('NOT_FOUND', 'This brand has no such picture.');
    await deleteImages(tx, brand.id, [row.id]);
    if (gallery === 'banner') {
      const sections = await findLayoutSections(tx, brand, request.log);
      if (sections.some((section) => section.image_keys.includes(row.key))) {
        await saveLayoutConfig(tx, brand.id, {
          content: sections.map((section) => ({
            ...section,
            image_keys: section.image_keys.filter((key) => key !== row.key),
          })),
        });
      }
    }
    return {
      action: 'brand.look.gallery.remove',
      targetType: 'brand_image',
      targetId: row.id,
      before: { gallery, ...imageView(brand, row) },
      after: null,
    };
  });
}

/** Puts a gallery in a new order; the order must name each of its pictures once. */
export function orderGallery(
  db: Db,
  request: FastifyRequest,
  gallery: BrandGallery,
  body: GalleryOrderRequest,
): Promise<BrandLook> {
  return editLook(db, request, async (tx, brand) => {
    const rows = await findImagesByGroups(tx, brand.id, [imageGroupOfGallery[gallery]]);
    const wanted = body.image_ids;
    const same =
      new Set(wanted).size === wanted.length &&
      wanted.length === rows.length &&
      rows.every((row) => wanted.includes(row.id));
    if (!same) throw new AppError('GALLERY_ORDER_MISMATCH');
    await setImageOrder(tx, brand.id, wanted);
    return {
      action: 'brand.look.gallery.order',
      targetType: 'brand_gallery',
      targetId: gallery,
      before: rows.map((row) => row.id),
      after: wanted,
    };
  });
}

/** The home sections, in order; banner slides must be pictures of the brand's banner gallery. */
export function updateHomeSections(
  db: Db,
  request: FastifyRequest,
  body: HomeSectionsRequest,
): Promise<BrandLook> {
  return editLook(db, request, async (tx, brand) => {
    const before = await findLayoutSections(tx, brand, request.log);
    const banners = await findImagesByGroups(tx, brand.id, [BANNER_IMAGE_GROUP]);
    const keyOf = new Map(banners.map((row) => [row.id, row.key]));
    const content = body.sections.map(({ banner_image_ids, layout_type, ...section }) => {
      const imageKeys = banner_image_ids.map((id) => keyOf.get(id));
      if (imageKeys.some((key) => key === undefined)) throw new AppError('BRAND_IMAGE_UNKNOWN');
      return {
        ...section,
        ...(layout_type === null ? {} : { layout_type }),
        image_keys: imageKeys as string[],
      };
    });
    await saveLayoutConfig(tx, brand.id, { content });
    return {
      action: 'brand.look.home-sections.update',
      targetType: 'home_layout',
      targetId: brand.ref,
      before: before.map((section) => sectionView(section, banners)),
      after: body.sections,
    };
  });
}

/** The side menu's names, display flags, order and icons. */
export function updateSideMenuEntries(
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  body: SideMenuRequest,
): Promise<BrandLook> {
  return editLook(db, request, async (tx, brand, theme) => {
    const before = await getSideMenu(tx, brand);
    await updateSideMenu(tx, storage, brand, body.entries, iconColours(theme.Theme_Field));
    return {
      action: 'brand.look.side-menu.update',
      targetType: 'side_menu',
      targetId: brand.ref,
      before,
      after: await getSideMenu(tx, brand),
    };
  });
}
