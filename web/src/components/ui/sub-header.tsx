/**
 * Sub-header: back button, title, optional breadcrumb and optional right icon.
 *
 *   <SubHeader title="..." />                          // back: useSubHeaderBack() rule
 *   <SubHeader title="..." onBack={() => navigate(...)} breadcrumb={[...]}
 *              onRightClick={openQr} rightIcon={<QrIcon />} rightLabel="..." />
 *
 * Props: title, onBack (default: the rule below), showBack = true, breadcrumb (BreadcrumbItem[]),
 * onRightClick (the right icon shows only with it), rightIcon (default QR icon), rightLabel
 * (accessible name; default 'show QR code').
 *
 * useSubHeaderBack(): the spec's back rule (2.9) as a callback: to the privilege page when the
 * local flag checkIssueCP is 'true', else one step back in history.
 */
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brandPath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { Breadcrumb } from './breadcrumb';
import type { BreadcrumbItem } from './breadcrumb';
import { ChevronLeftIcon, QrIcon } from './icons';
import shared from './shared.module.css';
import styles from './sub-header.module.css';

export function useSubHeaderBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (storage.get('checkIssueCP') === 'true') {
      void navigate(brandPath('privilege'));
      return;
    }
    void navigate(-1);
  }, [navigate]);
}

export interface SubHeaderProps {
  title: string;
  onBack?: () => void;
  showBack?: boolean;
  breadcrumb?: BreadcrumbItem[];
  onRightClick?: () => void;
  rightIcon?: ReactNode;
  rightLabel?: string;
}

export function SubHeader({
  title,
  onBack,
  showBack = true,
  breadcrumb,
  onRightClick,
  rightIcon,
  rightLabel,
}: SubHeaderProps) {
  const { t } = useTranslation('ui');
  const defaultBack = useSubHeaderBack();
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        {showBack ? (
          <button
            type="button"
            className={shared.iconButton}
            onClick={onBack ?? defaultBack}
            aria-label={t('subHeader.back')}
          >
            <ChevronLeftIcon size={24} />
          </button>
        ) : (
          <span className={styles.spacer} />
        )}
        <h1 className={styles.title}>{title}</h1>
        {onRightClick ? (
          <button
            type="button"
            className={shared.iconButton}
            onClick={onRightClick}
            aria-label={rightLabel ?? t('subHeader.qr')}
          >
            {rightIcon ?? <QrIcon size={24} />}
          </button>
        ) : (
          <span className={styles.spacer} />
        )}
      </div>
      {breadcrumb?.length ? (
        <div className={styles.breadcrumb}>
          <Breadcrumb items={breadcrumb} />
        </div>
      ) : null}
    </header>
  );
}
