import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '@/lib/i18n';

// The app fetches English when chosen; tests read both languages at once.
await i18n.loadLanguages('en-US');

// Test files share a worker's modules and window (isolate: false): each starts on a clean page.
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
