import { SafeHtml } from '@/components/ui/safe-html';
import styles from './pdpa.module.css';

/** Policies may come as HTML from the brand's back office, or as plain text with line breaks. */
const HTML_TAG = /<\/?[a-z][\s\S]*?>/i;

export function isHtml(content: string): boolean {
  return HTML_TAG.test(content);
}

/** The policy text, rendered safely: HTML is sanitised, plain text keeps its lines. */
export function PolicyText({ content, id }: { content: string; id?: string }) {
  if (isHtml(content)) {
    return <SafeHtml id={id} className={`${styles.policy} ${styles.html}`} html={content} />;
  }
  return (
    <div id={id} className={styles.policy}>
      {content}
    </div>
  );
}
