import type { ApiError } from '@crm/contract/envelope';
import { localized } from '@/lib/i18n';
import { AlertIcon } from './auth-icons';
import styles from './form.module.css';

/** The API's title and message for a failed step, in the shown language, read out when it appears. */
export function FailureAlert({ failure, id }: { failure: ApiError | null; id?: string }) {
  if (!failure) return null;
  return (
    <div id={id} className={styles.alert} role="alert">
      <AlertIcon size={20} />
      <span>
        <strong>{localized(failure.title_th, failure.title_en)}</strong>
        {localized(failure.message_th, failure.message_en)}
      </span>
    </div>
  );
}
