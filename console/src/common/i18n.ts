import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { preferences } from './preferences';

/*
 * Every file under locales/<lng>/<namespace>.json is a namespace; Thai is the default and the
 * fallback, English (en-US) the second set. The operator's choice is kept on the device.
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

export function currentLanguage(): Language {
  return i18n.language === 'en-US' ? 'en-US' : 'th';
}

i18n.on('languageChanged', (lng) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.title = i18n.t('common:consoleTitle');
});

void i18n.use(initReactI18next).init({
  resources,
  lng: preferences.language(),
  fallbackLng: 'th',
  supportedLngs: [...supportedLanguages],
  defaultNS: 'common',
  ns: Object.keys(resources.th ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export async function setLanguage(lng: Language): Promise<void> {
  preferences.setLanguage(lng);
  await i18n.changeLanguage(lng);
}

/** Brand content that comes as a Thai and an English text: the English one in English, if any. */
export function localized(th: string, en: string | null | undefined): string {
  return (currentLanguage() === 'en-US' && en) || th;
}

export { i18n };
