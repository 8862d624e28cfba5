import DOMPurify from 'dompurify';
import type { SafeHtmlProps } from './safe-html';

/** SafeHtml's markup, through DOMPurify: a module of its own, loaded when a text needs it. */
export function SanitisedHtml({ html, as: Tag = 'div', ...props }: SafeHtmlProps) {
  return <Tag {...props} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
