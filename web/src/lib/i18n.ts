import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage';

/*
 * Every locale file under locales/<lng>/<namespace>.json is a namespace; Thai is the default and
 * the fallback, English (en-US) the second set. The member's choice is kept on the device.
 *
 *   await setLanguage('en-US')   // switches every screen, remembers it, sets <html lang>
 *   localized(item.name_th, item.name_en)   // brand content: English when shown in English
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  (resources[lng] ??= {})[ns] = module.default;
}

export const supportedLanguages = ['th', 'en-US'] as const;
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

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'th',
  supportedLngs: [...supportedLanguages],
  defaultNS: 'common',
  ns: Object.keys(resources.th ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function isEnglish(): boolean {
  return i18n.language === 'en-US';
}

/** Brand content that comes as a Thai and an English text: the English one in English, if any. */
export function localized(th: string, en: string | null | undefined): string {
  return (isEnglish() && en) || th;
}

export async function setLanguage(lng: Language): Promise<void> {
  storage.set('language', lng);
  await i18n.changeLanguage(lng);
}

export { i18n };
