import { PageTransition } from './page-transition';
import styles from './layouts.module.css';

/** Sign-in, registration and consent screens: the page alone, no header or tab bar. */
export function AuthLayout() {
  return (
    <div className={styles.column}>
      <main className={styles.content}>
        <PageTransition />
      </main>
    </div>
  );
}
