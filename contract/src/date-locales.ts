/**
 * Intl's locale for each language's dates: Buddhist years in both. A module of its own, with no
 * imports, so the member app's boot script can name them without the date helpers.
 */
export type DateLanguage = 'th' | 'en-US';

export const dateLocales: Record<DateLanguage, string> = {
  th: 'th-TH-u-ca-buddhist',
  // British order puts the day first, as Thai dates read; the months and the 'BE' era are the same.
  'en-US': 'en-GB-u-ca-buddhist',
};
