import { Outlet, useLocation } from 'react-router';
import { useEnterDirection } from '../use-slide-direction';
import styles from './layouts.module.css';

/** The page slot: a new path mounts a new page that slides in by transitionPriority. */
export function PageTransition() {
  const { pathname } = useLocation();
  const direction = useEnterDirection();
  return (
    <div key={pathname} className={styles.page} data-enter={direction}>
      <Outlet />
    </div>
  );
}
