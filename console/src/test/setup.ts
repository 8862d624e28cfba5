import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { queryClient } from '@/common/api/query-client';
import { i18n } from '@/common/i18n';
import { endSession } from '@/common/session/session';

// Mantine reads these browser APIs, which jsdom leaves out.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// Text areas that grow with their text listen for web fonts loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Test files share a worker's modules (isolate: false): what one leaves in module state, such as
// a toast still in the notifications store, must not show in the next.
afterEach(async () => {
  cleanup();
  notifications.clean();
  endSession('signed-out');
  queryClient.clear();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('th');
});
