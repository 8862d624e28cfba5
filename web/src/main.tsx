import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import { App } from '@/app/app';
import { applyCachedBrandTheme, isThemePreview } from '@/lib/theme/boot-theme';
import '@/styles/global.css';

applyCachedBrandTheme();
// The console's live preview frames the app; its listener is a chunk members never load.
if (isThemePreview()) {
  void import('@/lib/theme/theme-preview').then(({ listenForThemePreview }) =>
    listenForThemePreview(),
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
