import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/500.css';
import '@fontsource/noto-sans-thai/600.css';
import '@fontsource/noto-sans-thai/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { i18n } from '@/common/i18n';
import { CounterApp } from './app/app';

// The shared i18n names the tab after the console; the counter's tab reads as the counter.
const nameTab = () => {
  document.title = i18n.t('counter:appName');
};
i18n.on('languageChanged', nameTab);
nameTab();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CounterApp />
  </StrictMode>,
);
