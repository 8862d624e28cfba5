import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/lib/i18n';
import { App } from '@/app/app';
import { drawnPageTakeover } from '@/app/drawn-page-takeover';
import { createAppRouter, routerReady } from '@/app/router';
import { linkBrandManifest } from '@/lib/brand-manifest';
import { queryClient } from '@/lib/query-client';
import { registerServiceWorker } from '@/lib/service-worker';
import { storage } from '@/lib/storage';
import { applyCachedBrandTheme, isThemePreview } from '@/lib/theme/boot-theme';
import '@/styles/global.css';

applyCachedBrandTheme();
// The console's live preview frames the app; its listener is a chunk members never load.
if (isThemePreview()) {
  void import('@/lib/theme/theme-preview').then(({ listenForThemePreview }) =>
    listenForThemePreview(),
  );
}

const root = document.getElementById('root')!;
// The router starts (its routes matched, the guard run, the first data asked for) in a task of its
// own, after this script's: on a slow phone, one long task would be two shorter ones.
setTimeout(() => {
  const router = createAppRouter();
  // A first screen the server drew (src/prerender) stays until the app can draw the same page:
  // its first render replaces it with that page, not with the startup spinner, and with the
  // page's first data when it comes soon.
  const drawn = root.hasChildNodes();
  void Promise.all([
    i18nReady,
    drawn && routerReady(router).then(() => drawnPageTakeover(queryClient)),
  ]).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
});

linkBrandManifest(
  new URLSearchParams(window.location.search).get('brandRef') ?? storage.brandRef(),
);
// The notice's toast library is loaded only once a new version is actually waiting.
registerServiceWorker(
  (reload) =>
    void import('@/components/ui/toast').then(({ showUpdateReady }) => showUpdateReady(reload)),
);
