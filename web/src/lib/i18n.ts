import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, memberAppLanguages } from '@crm/contract/theme-values';
import { storage } from './storage';

/*
 * Every locale file under locales/<lng>/<namespace>.json is a namespace; Thai is the default and
 * the fallback, English (en-US) the second set. The Thai namespaces every screen uses (the app
 * shell's titles and errors, the shared widgets) come with the app; a page's own come with the
 * page's code (`withNamespaces`), so a first screen carries only the texts it shows. English is
 * fetched when a member chooses it, so Thai readers never download it. The member's choice is
 * kept on the device.
 *
 *   await setLanguage('en-US')   // fetches English if needed, switches every screen, remembers it
 *   localized(item.name_th, item.name_en)   // brand content: English when shown in English
 *   withNamespaces(['auth'], () => import('./login-page'))   // the code and its texts together
 */
export const namespaces = [
  'auth',
  'common',
  'customFields',
  'fieldRules',
  'home',
  'landing',
  'membership',
  'myData',
  'navigation',
  'notifications',
  'packages',
  'pdpa',
  'points',
  'privileges',
  'profile',
  'ui',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Bundled with the app: the namespaces of the app shell and the shared widgets. */
export const firstScreenNamespaces: readonly Namespace[] = ['common', 'ui'];

const thaiFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/th/common.json', '../locales/th/ui.json'],
  { eager: true },
);
const otherFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/th/common.json',
  '!../locales/th/ui.json',
]);

const namespaceOf = (file: string) => /([^/]+)\.json$/.exec(file)?.[1] ?? file;
const thai = Object.fromEntries(
  Object.entries(thaiFiles).map(([file, module]) => [namespaceOf(file), module.default]),
);

export const supportedLanguages = memberAppLanguages;
export type Language = (typeof supportedLanguages)[number];

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.some((lng) => lng === value);
}

/** The remembered language, else Thai. */
export function storedLanguage(): Language {
  const stored = storage.get('language');
  return isLanguage(stored) ? stored : 'th';
}

// Registered before init, so the first language sets <html lang> too.
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/**
 * Settles once the remembered language's texts of the app shell are in: English ones are fetched,
 * so the app's first render waits for them rather than suspending at its root.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (lng: string, ns: string) => {
      const load = otherFiles[`../locales/${lng}/${ns}.json`];
      return load ? (await load()).default : {};
    }),
  )
  .init({
    resources: { th: thai },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'th',
    supportedLngs: [...supportedLanguages],
    defaultNS: 'common',
    ns: [...firstScreenNamespaces],
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .catch(() => undefined);
// A choice made before the cookie existed reaches the server from this visit on.
tellServerLanguage(storedLanguage());

export function isEnglish(): boolean {
  return i18n.language === 'en-US';
}

/** Brand content that comes as a Thai and an English text: the English one in English, if any. */
export function localized(th: string, en: string | null | undefined): string {
  return (isEnglish() && en) || th;
}

/** Sent with every page request, for the first screens the server draws (src/prerender). */
function tellServerLanguage(lng: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

export async function setLanguage(lng: Language): Promise<void> {
  storage.set('language', lng);
  tellServerLanguage(lng);
  await i18n.changeLanguage(lng);
}

/**
 * `load` (a page's or a deferred part's code) with the texts of its namespaces, fetched side by
 * side, so what it renders never waits for a text nor shows a bare key. Thai is always loaded
 * (the fallback of every key), English too while English is the language.
 */
export function withNamespaces<T>(
  needed: readonly Namespace[],
  load: () => Promise<T>,
): (() => Promise<T>) & { readonly namespaces: readonly Namespace[] } {
  const loadWithTexts = async () => {
    const [loaded] = await Promise.all([load(), i18n.loadNamespaces([...needed])]);
    // i18next gives up on a file that would not load without failing: the page's error screen
    // (reload) is better than a page of keys.
    const missing = needed.filter((ns) => !i18n.hasResourceBundle('th', ns));
    if (missing.length > 0) throw new Error(`Texts not loaded: ${missing.join(', ')}`);
    return loaded;
  };
  // The server names a drawn page's text files in its head, to be fetched with the app's code.
  return Object.assign(loadWithTexts, { namespaces: needed });
}

export { i18n };
