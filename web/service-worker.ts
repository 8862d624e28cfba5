import { VitePWA } from 'vite-plugin-pwa';

/** Where LINE's LIFF SDK and its mock are built: named apart so the precache can leave them out. */
export const LIFF_SDK_CHUNKS = 'assets/line-liff-*.js';

/**
 * Chunk file names, Vite's own but for the LIFF SDK and its mock (about 120 kB), which only a
 * page opened inside LINE downloads (src/lib/liff.ts), on demand.
 */
export function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
  if (id.includes('/node_modules/@line/liff-mock/')) return 'assets/line-liff-mock-[hash].js';
  if (id.includes('/node_modules/@line/liff/')) return 'assets/line-liff-sdk-[hash].js';
  return 'assets/[name]-[hash].js';
}

/**
 * The member app's Workbox worker (docs/decisions/0022): the shell precached, brand config and
 * brand images cached at run time, and every page outside the member app left to the network.
 * The manifest is the API's, one per brand. The app registers the worker itself, after its
 * first render (src/lib/service-worker.ts).
 */
export function memberServiceWorker() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      // The faces Thai and English text use (member-fonts.ts), and the rest of Latin-1 for
      // names with accents; Latin Extended never loads offline.
      globPatterns: [
        '**/*.{js,css,html,svg,png,webp}',
        '**/noto-sans-thai-{thai,latin-basic}-400-700-*.woff2',
        '**/noto-sans-thai-latin-wght-normal-*.woff2',
      ],
      // Workbox's own default, plus the LIFF SDK: most members never open the app inside LINE,
      // and there it is fetched when needed.
      globIgnores: ['**/node_modules/**/*', LIFF_SDK_CHUNKS],
      navigateFallback: 'index.html',
      // The console, the store counter, SMS consent links and the health check are not the
      // member app, though they share its origin.
      navigateFallbackDenylist: [
        /^\/api\//,
        /^\/console(\/|$)/,
        /^\/counter(\/|$)/,
        /^\/c\//,
        /^\/healthz$/,
      ],
      cleanupOutdatedCaches: true,
      // The first visit's own requests (the brand's theme) already pass through, and fill, the caches.
      clientsClaim: true,
      runtimeCaching: [
        {
          // Brand-wide answers the shell is drawn from; none carries a member's data. The pattern
          // is written out here: Workbox copies the function's text into the worker.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            /^\/api\/v1\.0\/(theme\/get(theme|logo)|navigation\/list|dynamicdisplay\/layoutdisplay)$/i.test(
              url.pathname,
            ),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'brand-config',
            expiration: { maxEntries: 40 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Brand pictures only: members' own photos are personal and stay out of the cache.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            url.pathname.startsWith('/api/v1.0/images/') &&
            !url.pathname.includes('/members/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'brand-images',
            expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
