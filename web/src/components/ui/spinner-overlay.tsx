/**
 * Spinners. `<Spinner />` is inline; `<SpinnerOverlay visible />` covers the screen and blocks
 * input; `spinner.show()` / `spinner.hide()` drive `<SpinnerOverlayHost />` (mounted once by the
 * shell) from anywhere, e.g. during logout. Calls nest: the overlay stays until every show() has
 * its hide().
 *
 *   <Spinner size={32} label="..." />
 *   <SpinnerOverlay visible={busy} label="..." />
 *   spinner.show(); try { await logout(); } finally { spinner.hide(); }
 *   const bought = await spinner.attempt(() => buy(id));   // undefined when it failed
 */
import { useTranslation } from 'react-i18next';
import { createStore, useStore } from './store';
import styles from './spinner-overlay.module.css';

const pending = createStore(0);

export const spinner = {
  show: (): void => {
    pending.update((count) => count + 1);
  },
  hide: (): void => {
    pending.update((count) => Math.max(0, count - 1));
  },
  isVisible: (): boolean => {
    return pending.get() > 0;
  },
  /**
   * Runs a call behind the overlay whose failure the shell's error modal already reports.
   * Resolves to the call's result, or undefined when it failed: the screen stays as it was.
   */
  attempt: async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    spinner.show();
    try {
      return await work();
    } catch {
      return undefined;
    } finally {
      spinner.hide();
    }
  },
};

export function Spinner({ size = 40, label }: { size?: number; label?: string }) {
  const { t } = useTranslation('ui');
  return (
    <span
      role="status"
      aria-label={label ?? t('spinner.loading')}
      className={styles.spinner}
      style={{ width: size, height: size }}
    />
  );
}

export function SpinnerOverlay({ visible, label }: { visible: boolean; label?: string }) {
  if (!visible) return null;
  return (
    <div className={styles.overlay} aria-live="polite" aria-busy="true">
      <div className={styles.card}>
        <Spinner size={44} label={label} />
      </div>
    </div>
  );
}

export function SpinnerOverlayHost() {
  const count = useStore(pending);
  return <SpinnerOverlay visible={count > 0} />;
}
