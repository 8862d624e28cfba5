import { z } from 'zod';
import { hexColor } from './theme';

/** The icons the API renders from a brand's logo: plain and maskable, 192 and 512 pixels. */
export const webAppIconFiles = [
  'icon-192.png',
  'icon-512.png',
  'maskable-192.png',
  'maskable-512.png',
] as const;
export type WebAppIconFile = (typeof webAppIconFiles)[number];

/** The brand is optional: without one, the manifest is the product's own. */
export const webAppManifestQuery = z.object({ brandRef: z.string().min(1).max(64).optional() });

export const webAppIconParams = z.object({ file: z.enum(webAppIconFiles) });
export const webAppIconQuery = webAppManifestQuery.extend({
  /** The logo and colour the icon was drawn from; a matching one may be kept for a year. */
  v: z.string().max(64).optional(),
});

/** The web app manifest (W3C Web Application Manifest) the member app links to. */
export const webAppManifest = z
  .object({
    id: z.string(),
    name: z.string(),
    short_name: z.string(),
    lang: z.string(),
    start_url: z.string(),
    scope: z.string(),
    display: z.literal('standalone'),
    theme_color: hexColor,
    background_color: hexColor,
    icons: z.array(
      z.object({
        src: z.string(),
        sizes: z.string(),
        type: z.literal('image/png'),
        purpose: z.enum(['any', 'maskable']),
      }),
    ),
  })
  .meta({ id: 'WebAppManifest' });
export type WebAppManifest = z.infer<typeof webAppManifest>;

export { WEB_APP_MANIFEST_PATH } from './web-app-paths';
