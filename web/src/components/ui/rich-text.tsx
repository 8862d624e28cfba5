import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TFunction } from 'i18next';

export interface RichTextProps {
  t: TFunction;
  i18nKey: string;
  count?: number;
  values?: Record<string, string | number>;
  /** What draws each tag: `<points/>` as the element itself, `<unit>…</unit>` with the text inside. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}

/** `<name/>` or `<name>text</name>`; the texts use no nesting and no attributes. */
const TAG = /<(\w+)\s*\/>|<(\w+)>([^<]*)<\/\2>/g;

/**
 * A translated text with parts drawn by components, as react-i18next's Trans draws them for the
 * tags our texts use; without Trans's HTML parser, which would be on every first screen showing
 * points. A tag with no component is shown as its text.
 *
 *   <RichText t={t} i18nKey="pointsBalance.points" count={points}
 *             components={{ points: <PointsValue value={points} /> }} />   // "<points/> แต้ม"
 */
export function RichText({ t, i18nKey, count, values, components }: RichTextProps) {
  const text = t(i18nKey, { ...values, ...(count === undefined ? {} : { count }) });
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    const [whole, selfClosing, opening, inner] = match;
    const element = components[selfClosing ?? opening!];
    const key = parts.length;
    if (!element) parts.push(inner ?? '');
    else if (inner === undefined) parts.push(cloneElement(element, { key }));
    else parts.push(cloneElement(element, { key }, inner));
    at = match.index + whole.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}
