import { lazy, Suspense, type HTMLAttributes } from 'react';

export interface SafeHtmlProps extends HTMLAttributes<HTMLElement> {
  /** HTML from the brand's back office or the server. */
  html: string;
  as?: 'div' | 'h2';
}

/** What only markup holds: a tag or an entity. */
const MARKUP = /[<&]/;

function AsText({ html, as: Tag = 'div', ...props }: SafeHtmlProps) {
  return <Tag {...props}>{html}</Tag>;
}

// DOMPurify's setup (its lists of tags and attributes) is a long task on a slow phone, and the
// shell of every page carries a modal that may show HTML: it loads for a text with markup only.
// Where its code cannot come (offline), the markup shows as text, which runs nothing.
const Sanitised = lazy(() =>
  import('./sanitised-html').then(
    (module) => ({ default: module.SanitisedHtml }),
    () => ({ default: AsText }),
  ),
);

/**
 * HTML rendered safely: sanitised by DOMPurify; a text without markup is shown as it is.
 *
 *   <SafeHtml as="h2" className={styles.title} html={feedback.title} />
 */
export function SafeHtml(props: SafeHtmlProps) {
  if (!MARKUP.test(props.html)) return <AsText {...props} />;
  return (
    <Suspense fallback={<AsText {...props} html="" />}>
      <Sanitised {...props} />
    </Suspense>
  );
}
