/**
 * A bottom sheet holding an issued code (see issued-code.tsx) under the name of what it is for.
 *
 *   <CodeSheet open={open} onOpenChange={setOpen} name="Free latte"
 *              code={data ? { code: data.code, remainingSeconds: data.remaining_seconds } : null}
 *              failed={query.isError} />
 *
 * While `code` is null the sheet shows a spinner, or a short failure line when `failed`.
 */
import type { IssueStatus } from '@crm/contract/offers';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../bottom-sheet';
import { Spinner } from '../spinner-overlay';
import type { CodeUse } from './code-use';
import { IssuedCode } from './issued-code';
import styles from './issued-code.module.css';

export interface CodeSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  code: {
    code: string;
    remainingSeconds: number | null;
    status?: IssueStatus;
    use?: CodeUse;
  } | null;
  failed?: boolean;
}

export function CodeSheet({ open, onOpenChange, name, code, failed = false }: CodeSheetProps) {
  const { t } = useTranslation('privileges');
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={t('code.title')}>
      <div className={styles.sheet}>
        <p className={styles.name}>{name}</p>
        {code ? (
          <IssuedCode
            code={code.code}
            remainingSeconds={code.remainingSeconds}
            status={code.status}
            use={code.use}
          />
        ) : failed ? (
          <p className={styles.hint}>{t('code.failed')}</p>
        ) : (
          <Spinner label={t('code.loading')} />
        )}
      </div>
    </BottomSheet>
  );
}
