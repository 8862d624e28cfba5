import { z } from 'zod';
import { envelope } from './envelope';

/** Colours keyed by the CSS custom property they set (spec 3, Theme response). */
export const themeColorKeys = [
  'primary',
  'button',
  'button-detail',
  'background',
  'text',
  'navbar-background',
  'navbar-active-background',
  'navbar-active-detail',
  'navbar-inactive',
] as const;
export type ThemeColorKey = (typeof themeColorKeys)[number];

const flag = z.enum(['true', 'false']);
const loginOrder = z.enum(['phone', 'line']);

export const themeSettings = z.object({
  Cover_Page: z.object({ displayType: z.union([z.literal(1), z.literal(2)]), is_display: flag }),
  Section: z.object({ layoutType: z.union([z.literal(1), z.literal(2)]) }),
  Login: z.object({
    is_login_by_phone: flag,
    is_login_by_line: flag,
    order_login_type: loginOrder,
  }),
  Register: z.object({
    is_register_by_phone: flag,
    is_register_by_line: flag,
    order_register_type: loginOrder,
  }),
  Navbar_Menu: z.object({ is_privilege_active: flag, is_package_active: flag }),
  Privilege_Page: z.object({ is_catagory_active: flag }),
});
export type ThemeSettings = z.infer<typeof themeSettings>;

/** The message is an API error code: the API answers a bad colour with its own wording. */
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'COLOR_INVALID');
export const themeFields = z.record(z.enum(themeColorKeys), hexColor);
export type ThemeFields = z.infer<typeof themeFields>;

export const imageItem = z.object({ imageid: z.number().int(), imageurl: z.string() });
export const imageGroupType = { cover: 2, loginLogo: 3, homeLogo: 4 } as const;

export const themeResp = z
  .object({
    json_config: z
      .object({ Theme_Field: themeFields, Setting_Field: themeSettings, isDark: z.boolean() })
      .nullable(),
    groupimagelist: z
      .array(z.object({ imagegrouptype: z.number().int(), imagelist: z.array(imageItem) }))
      .nullable(),
  })
  .meta({ id: 'ThemeResp' });
export type ThemeResp = z.infer<typeof themeResp>;

export const getThemeResponse = envelope(z.object({ resp: themeResp }));
export const getLogoResponse = envelope(
  z.object({ resp: z.object({ imagelist: z.array(imageItem) }) }),
);
export type GetThemeResponse = z.infer<typeof getThemeResponse>;
export type GetLogoResponse = z.infer<typeof getLogoResponse>;

/** The spec's default theme, used when a brand has none or it cannot be read. */
export const defaultThemeFields: ThemeFields = {
  primary: '#007FFF',
  button: '#007FFF',
  'button-detail': '#FFFFFF',
  background: '#F5F7FA',
  text: '#1F2937',
  'navbar-background': '#FFFFFF',
  'navbar-active-background': '#E6F2FF',
  'navbar-active-detail': '#007FFF',
  'navbar-inactive': '#9CA3AF',
};

export const defaultThemeSettings: ThemeSettings = {
  Cover_Page: { displayType: 1, is_display: 'false' },
  Section: { layoutType: 1 },
  Login: { is_login_by_phone: 'true', is_login_by_line: 'true', order_login_type: 'phone' },
  Register: {
    is_register_by_phone: 'true',
    is_register_by_line: 'true',
    order_register_type: 'phone',
  },
  Navbar_Menu: { is_privilege_active: 'true', is_package_active: 'true' },
  Privilege_Page: { is_catagory_active: 'true' },
};
