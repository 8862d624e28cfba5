import type { ApiError } from '@crm/contract/envelope';
import { AlertIcon } from './auth-icons';
import styles from './form.module.css';

/** The API's Thai title and message for a failed step, read out when it appears. */
export function FailureAlert({ failure, id }: { failure: ApiError | null; id?: string }) {
  if (!failure) return null;
  return (
    <div id={id} className={styles.alert} role="alert">
      <AlertIcon size={20} />
      <span>
        <strong>{failure.title_th}</strong>
        {failure.message_th}
      </span>
    </div>
  );
}
