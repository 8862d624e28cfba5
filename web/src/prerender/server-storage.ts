import { storage } from '@/lib/storage';

/** What the page's storage holds on the server: the brand of the URL and the device's language. */
export interface ServerStorage {
  brandRef: string;
  language: string;
}

/** The Web Storage API over a map, as much of it as lib/storage uses. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

/**
 * Runs a synchronous render with browser storage holding only what the server knows of the
 * visitor. lib/storage reads the globals, so each render has its own, and whatever was there
 * before is back when it returns; being synchronous, no other request's render can see them.
 */
export function withBrowserStorage<T>(known: ServerStorage, render: () => T): T {
  const names = ['localStorage', 'sessionStorage'] as const;
  const before = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of names) {
    Object.defineProperty(globalThis, name, { value: new MemoryStorage(), configurable: true });
  }
  try {
    storage.setSession('brand', known.brandRef);
    storage.set('language', known.language);
    return render();
  } finally {
    names.forEach((name, index) => {
      const descriptor = before[index];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    });
  }
}
