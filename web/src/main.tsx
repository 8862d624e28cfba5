import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import { App } from '@/app/app';
import { applyCachedBrandTheme } from '@/lib/theme/boot-theme';
import '@/styles/global.css';

applyCachedBrandTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
