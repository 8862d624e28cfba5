import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTheme } from '@/lib/theme/use-brand-theme';
import { ChevronLeftIcon } from './icons';
import styles from './auth-screen.module.css';

export interface AuthScreenProps {
  title: string;
  lead?: ReactNode;
  /** Shows the back button. */
  onBack?: () => void;
  /** Replaces the brand logo above the title, e.g. a step illustration. */
  badge?: ReactNode;
  /** 'large': the welcome screen's bigger logo with room around it. */
  size?: 'default' | 'large';
  /** Stays at the bottom of the screen: the main actions. */
  footer?: ReactNode;
  /** Makes the screen a form (Enter and the submit button call it). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}

/**
 * The frame of every screen of the authentication layout (sign-in, registration, consent): back
 * button, the brand's login logo (or a badge), title and lead, the content, and actions kept
 * within thumb reach at the bottom.
 */
export function AuthScreen({
  title,
  lead,
  onBack,
  badge,
  size = 'default',
  footer,
  onSubmit,
  children,
}: AuthScreenProps) {
  const { t } = useTranslation('ui');
  const logo = useBrandTheme().images.loginLogo;
  const content = (
    <>
      <div className={styles.top}>
        {onBack ? (
          <button
            type="button"
            className={styles.back}
            onClick={onBack}
            aria-label={t('authScreen.back')}
          >
            <ChevronLeftIcon size={24} />
          </button>
        ) : null}
      </div>
      <header className={styles.hero}>
        {badge ??
          (logo ? <img className={styles.logo} src={logo} alt={t('authScreen.logoAlt')} /> : null)}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      <div className={styles.body}>{children}</div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </>
  );
  return onSubmit ? (
    <form className={styles.screen} data-size={size} onSubmit={onSubmit} noValidate>
      {content}
    </form>
  ) : (
    <section className={styles.screen} data-size={size}>
      {content}
    </section>
  );
}

/** A round illustration for the hero, tinted with the brand colour. */
export function AuthBadge({
  children,
  tone = 'brand',
}: {
  children: ReactNode;
  tone?: 'brand' | 'success';
}) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
