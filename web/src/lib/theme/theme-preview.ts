import { themePreviewMessage } from '@crm/contract/theme-preview';
import { themeColorKeys, type ThemeFields } from '@crm/contract/theme';

/*
 * The console's live preview of the brand's look: it frames this app (?preview=theme) and posts
 * the colours being edited. Only a message from the framing page of this same origin counts, and
 * only a full set of #RRGGBB colours is taken; they go in a stylesheet of their own that outranks
 * the brand's saved colours, and nothing is stored. Loaded only when the app is opened so.
 */

const STYLE_ID = 'theme-preview';

function previewRule(colors: ThemeFields): string {
  return `html:root{${themeColorKeys.map((key) => `--${key}:${colors[key]} !important`).join(';')}}`;
}

/** Starts listening and tells the console the app is ready for its colours. */
export function listenForThemePreview(win: Window = window): () => void {
  const doc = win.document;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  doc.head.append(style);

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    const message = themePreviewMessage.safeParse(event.data);
    if (!message.success) return;
    style.textContent = previewRule(message.data.colors);
  };
  win.addEventListener('message', onMessage);
  win.parent.postMessage({ type: 'crm.theme-preview.ready' }, win.location.origin);
  return () => {
    win.removeEventListener('message', onMessage);
    style.remove();
  };
}
