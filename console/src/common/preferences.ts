/*
 * The one owner of browser storage. Keys are prefixed `crm.console.` so they never meet the
 * member app's on the same origin. The session lives in sessionStorage (one tab, gone with it);
 * the language and the counter's branch in localStorage (this device's choice, kept after
 * sign-out: a till stays at its branch).
 */
const keys = {
  language: 'crm.console.language',
  session: 'crm.console.session',
  counterBranch: 'crm.console.counter-branch',
} as const;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can be blocked (private modes); the console still works for this page's life.
    return fallback;
  }
}

export const preferences = {
  language(): 'th' | 'en-US' {
    return safe(() => localStorage.getItem(keys.language), null) === 'en-US' ? 'en-US' : 'th';
  },
  setLanguage(lng: 'th' | 'en-US'): void {
    safe(() => localStorage.setItem(keys.language, lng), undefined);
  },
  counterBranch(): string | null {
    return safe(() => localStorage.getItem(keys.counterBranch), null);
  },
  setCounterBranch(branchRef: string): void {
    safe(() => localStorage.setItem(keys.counterBranch, branchRef), undefined);
  },
  savedSession(): string | null {
    return safe(() => sessionStorage.getItem(keys.session), null);
  },
  saveSession(value: string | null): void {
    safe(() => {
      if (value === null) sessionStorage.removeItem(keys.session);
      else sessionStorage.setItem(keys.session, value);
    }, undefined);
  },
};
