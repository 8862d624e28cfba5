import { useState } from 'react';
import styles from './profile.module.css';

/** The member's photo, or their initials on the brand colour when there is none. */
export function Avatar({ src, name, size = 72 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => [...part][0])
    .join('');
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      {src && failed !== src ? (
        <img src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        <span className={styles.initials} style={{ fontSize: size * 0.36 }} aria-hidden="true">
          {initials}
        </span>
      )}
    </span>
  );
}
