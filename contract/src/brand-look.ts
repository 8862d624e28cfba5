import { z } from 'zod';
import { BANNER_IMAGE_GROUP, layoutSection } from './app-config';
import { envelope } from './envelope';
import { navItem } from './navigation';
import { PRIVILEGE_DEFAULT_IMAGE_GROUP } from './privileges';
import { imageGroupType, themeFields, themeSettings } from './theme';

/*
 * The brand's look as the console edits it (brand.look.edit): the member app's theme colours and
 * settings, its logos and pictures, the home sections and the side menu. Every part is the
 * member-side schema where one exists, so what the console saves is what members read.
 */

/** A picture of the brand, as the console lists it. */
export const brandImage = z
  .object({ image_id: z.number().int(), image_url: z.string(), name: z.string() })
  .meta({ id: 'BrandImage' });
export type BrandImage = z.infer<typeof brandImage>;

/** Pictures of which a brand has one: replacing it removes the one before. */
export const brandImageSlots = ['login-logo', 'home-logo', 'default-privilege'] as const;
export type BrandImageSlot = (typeof brandImageSlots)[number];
export const imageGroupOfSlot: Record<BrandImageSlot, number> = {
  'login-logo': imageGroupType.loginLogo,
  'home-logo': imageGroupType.homeLogo,
  'default-privilege': PRIVILEGE_DEFAULT_IMAGE_GROUP,
};

/** Pictures of which a brand has several, in order: the home cover carousel and banner slides. */
export const brandGalleries = ['cover', 'banner'] as const;
export type BrandGallery = (typeof brandGalleries)[number];
export const imageGroupOfGallery: Record<BrandGallery, number> = {
  cover: imageGroupType.cover,
  banner: BANNER_IMAGE_GROUP,
};
export const maxGalleryImages: Record<BrandGallery, number> = { cover: 10, banner: 30 };

/** The form field of an uploaded picture. */
export const BRAND_IMAGE_FIELD = 'image';

/** The bundled side-menu icons; the API paints them in the brand's navbar colours. */
export const navIconNames = [
  'home',
  'privilege',
  'foryou',
  'package',
  'membership',
  'points-history',
  'points-expire',
  'privilege-history',
  'package-history',
  'edit-profile',
  'privacy',
  'shop',
] as const;
export type NavIconName = (typeof navIconNames)[number];

const sectionTitle = z.string().trim().max(80);
const sectionText = z.string().trim().max(200);

/**
 * A home section (LayoutDisplay) as the brand has it: the member's section without what the API
 * works out (the slides' URLs), its banner slides named by image id instead.
 */
export const homeSectionView = layoutSection
  .omit({ imageList: true })
  .extend({
    /** null: the brand's Setting_Field.Section.layoutType applies. */
    layout_type: layoutSection.shape.layout_type.nullable(),
    /** The slides of a banner section, in order: images of the brand's banner gallery. */
    banner_image_ids: z.array(z.number().int().positive()),
  })
  .meta({ id: 'HomeSectionView' });
export type HomeSectionView = z.infer<typeof homeSectionView>;

/** A home section as the console saves it: short texts, and a banner with at least one slide. */
export const homeSection = homeSectionView
  .extend({
    title: z.object({ text: sectionTitle, text_en: sectionTitle, display: z.boolean() }),
    text: sectionText,
    text_en: sectionText,
    banner_image_ids: homeSectionView.shape.banner_image_ids.max(maxGalleryImages.banner),
  })
  .refine((section) => section.key !== 'banner' || section.banner_image_ids.length > 0, {
    message: 'BANNER_SLIDES_REQUIRED',
    path: ['banner_image_ids'],
  })
  .meta({ id: 'HomeSection' });
export type HomeSection = z.infer<typeof homeSection>;

/** A side-menu entry with the bundled icon it shows, or null for pictures of its own. */
export const sideMenuEntry = navItem
  .extend({ icon: z.enum(navIconNames).nullable() })
  .meta({ id: 'SideMenuEntry' });
export type SideMenuEntry = z.infer<typeof sideMenuEntry>;

export const brandLook = z
  .object({
    Theme_Field: themeFields,
    Setting_Field: themeSettings,
    login_logo: brandImage.nullable(),
    home_logo: brandImage.nullable(),
    default_privilege_image: brandImage.nullable(),
    covers: z.array(brandImage),
    banners: z.array(brandImage),
    home_sections: z.array(homeSectionView),
    side_menu: z.array(sideMenuEntry),
  })
  .meta({ id: 'BrandLook' });
export type BrandLook = z.infer<typeof brandLook>;
export const brandLookResponse = envelope(brandLook);

/** PUT colours: all nine, each #RRGGBB. */
export const brandColorsRequest = z.object({ Theme_Field: themeFields });
export type BrandColorsRequest = z.infer<typeof brandColorsRequest>;

/** PUT settings: members must keep at least one way to sign in and to register. */
export const brandSettingsRequest = z.object({
  Setting_Field: themeSettings
    .refine((s) => s.Login.is_login_by_phone === 'true' || s.Login.is_login_by_line === 'true', {
      message: 'SIGN_IN_METHOD_REQUIRED',
      path: ['Login'],
    })
    .refine(
      (s) =>
        s.Register.is_register_by_phone === 'true' || s.Register.is_register_by_line === 'true',
      { message: 'SIGN_IN_METHOD_REQUIRED', path: ['Register'] },
    ),
});
export type BrandSettingsRequest = z.infer<typeof brandSettingsRequest>;

export const homeSectionsRequest = z.object({ sections: z.array(homeSection).max(12) });
export type HomeSectionsRequest = z.infer<typeof homeSectionsRequest>;

/** Each of the brand's entries once, in menu order; an icon of null keeps the entry's pictures. */
export const sideMenuRequest = z.object({
  entries: z
    .array(
      z.object({
        nav_key: z.string().min(1).max(64),
        name_th: z.string().trim().min(1).max(60),
        name_en: z.string().trim().max(60),
        is_display: z.boolean(),
        icon: z.enum(navIconNames).nullable(),
      }),
    )
    .min(1)
    .max(40),
});
export type SideMenuRequest = z.infer<typeof sideMenuRequest>;

/** A gallery's images, each once, in their new order. */
export const galleryOrderRequest = z.object({
  image_ids: z.array(z.number().int().positive()).max(maxGalleryImages.banner),
});
export type GalleryOrderRequest = z.infer<typeof galleryOrderRequest>;

export const brandImageSlotParams = z.object({ slot: z.enum(brandImageSlots) });
export const brandGalleryParams = z.object({ gallery: z.enum(brandGalleries) });
export const brandGalleryImageParams = brandGalleryParams.extend({
  imageId: z.coerce.number().int().positive().max(2_147_483_647),
});
