import { z } from 'zod';
import { envelope } from './envelope';
import { HEX_COLOR, themeColorKeys } from './theme-values';

export {
  defaultThemeFields,
  defaultThemeSettings,
  imageGroupType,
  themeColorKeys,
  type ThemeColorKey,
} from './theme-values';

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
export const hexColor = z.string().regex(HEX_COLOR, 'COLOR_INVALID');
export const themeFields = z.record(z.enum(themeColorKeys), hexColor);
export type ThemeFields = z.infer<typeof themeFields>;

export const imageItem = z.object({ imageid: z.number().int(), imageurl: z.string() });

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
