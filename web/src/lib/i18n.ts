import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/*
 * Every locale file under locales/<lng>/<namespace>.json is a namespace; Thai is the default and
 * the fallback, English (en-US) the second set.
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

void i18n.use(initReactI18next).init({
  resources,
  lng: 'th',
  fallbackLng: 'th',
  supportedLngs: [...supportedLanguages],
  defaultNS: 'common',
  ns: Object.keys(resources.th ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
