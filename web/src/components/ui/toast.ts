/**
 * Toasts (sonner's <Toaster /> is mounted by the shell).
 *
 *   await copyToClipboard(text)  // copies, shows 'คัดลอกสำเร็จ' for 1 s; resolves false on failure
 *   showUpdateReady(reload)      // a new version waits: 'มีเวอร์ชันใหม่' with a reload button
 *   showOffline()                // 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต', once however many calls fail
 */
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n';
import styles from './toast.module.css';

export const COPY_TOAST_MS = 1000;

/** Older in-app browsers lack the async clipboard API (or deny it outside HTTPS). */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

export async function copyToClipboard(text: string): Promise<boolean> {
  let copied: boolean;
  try {
    if (!navigator.clipboard) throw new Error('no clipboard API');
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    copied = legacyCopy(text);
  }
  const options = { duration: COPY_TOAST_MS, className: styles.toast };
  if (copied) toast.success(i18n.t('ui:toast.copied'), options);
  else toast.error(i18n.t('ui:toast.copyFailed'), options);
  return copied;
}

/** A new version of the app is waiting: it stays until the member reloads into it. */
export function showUpdateReady(reload: () => void): void {
  toast(i18n.t('ui:toast.updateReady'), {
    id: 'app-update',
    duration: Number.POSITIVE_INFINITY,
    className: styles.toast,
    action: { label: i18n.t('ui:toast.reload'), onClick: reload },
  });
}

/** The device is offline; one notice stands for every call that failed meanwhile. */
export function showOffline(): void {
  toast(i18n.t('ui:toast.offline'), { id: 'offline', duration: 3000, className: styles.toast });
}
