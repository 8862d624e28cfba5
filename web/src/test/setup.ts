import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@/lib/i18n';

// Test files share a worker's modules and window (isolate: false): each starts on a clean page.
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
