/**
 * Intl's number formats, made once per locale and options: making one reads the locale's data,
 * far more work than formatting a number with it, and a page of points formats dozens.
 *
 *   numberFormat('en-US', { maximumFractionDigits: 2 }).format(1234.5)   // '1,234.5'
 */
const made = new Map<string, Intl.NumberFormat>();

export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    made.set(key, format);
  }
  return format;
}
