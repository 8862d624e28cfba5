/**
 * The code of a redeemed privilege or a package use, as the store scans it: QR code (default),
 * CODE128 barcode or text with copy, under a countdown of how long it can still be shown.
 *
 *   <IssuedCode code="K7PQ2M9X" remainingSeconds={899} status="active" />
 *
 * remainingSeconds null: the code never expires. At 0 (or status 'expired') the views fade and
 * the countdown says the code has expired; status 'used' shows, instead of the code, that the store
 * took it, and where and when when `use` says so.
 */
import type { IssueStatus } from '@crm/contract/offers';
import { useTranslation } from 'react-i18next';
import { MemberCodeViews } from '../code-views';
import { CheckIcon } from '../icons';
import { useCodeUseText, type CodeUse } from './code-use';
import { formatCountdown, useCountdown } from './use-countdown';
import styles from './issued-code.module.css';

/** The last minute shows in the warning colour. */
const HURRY_SECONDS = 60;

export interface IssuedCodeProps {
  code: string;
  remainingSeconds: number | null;
  status?: IssueStatus;
  /** Where and when the store used the code, once it did. */
  use?: CodeUse;
}

export function IssuedCode({ code, remainingSeconds, status = 'active', use }: IssuedCodeProps) {
  const { t } = useTranslation('privileges');
  const usedText = useCodeUseText();
  const left = useCountdown(remainingSeconds);
  const expired = status === 'expired' || left === 0;
  const state = status === 'used' ? 'used' : expired ? 'expired' : 'active';

  if (state === 'used') {
    return (
      <div className={styles.root} data-state="used" role="status">
        <span className={styles.usedBadge}>
          <CheckIcon size={32} />
        </span>
        <p className={styles.usedTitle}>{t('ui:codeUse.used')}</p>
        <p className={styles.usedWhere}>{(use && usedText(use)) ?? t('code.used')}</p>
      </div>
    );
  }

  let timer: string;
  if (state === 'expired') timer = t('code.expired');
  else if (left === null) timer = t('code.noExpiry');
  else timer = t('code.validFor', { time: formatCountdown(left) });

  return (
    <div className={styles.root} data-state={state}>
      <p
        className={styles.timer}
        data-hurry={state === 'active' && left !== null && left <= HURRY_SECONDS}
        role="timer"
        aria-live="off"
      >
        {timer}
      </p>
      <div className={styles.views} aria-disabled={state === 'expired'}>
        <MemberCodeViews value={code} />
      </div>
      <p className={styles.hint}>{t('code.hint')}</p>
    </div>
  );
}
