import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal, ModalDescription, ModalTitle } from '@/components/ui/modal';
import { brandPath } from '@/lib/routes';
import { endSession } from '@/lib/session';
import { ShieldOffIcon } from './pdpa-icons';
import styles from './pdpa.module.css';

/** Above sheets and the feedback modal: nothing else may be used behind it. */
const WARNING_LAYER = 1200;

/** The warning a member who withdrew consent sees: sign out, or read the policy and consent. */
export function WithdrawnWarning() {
  const { t } = useTranslation('pdpa');
  const navigate = useNavigate();
  const leave = (to: string) => void navigate(to, { replace: true });
  return (
    <Modal
      visible
      onClose={() => undefined}
      closeOnBackdrop={false}
      size="sm"
      zIndex={WARNING_LAYER}
    >
      <div className={styles.modal}>
        <span className={styles.badge} data-tone="warning">
          <ShieldOffIcon size={30} />
        </span>
        <ModalTitle className={styles.modalTitle}>{t('withdrawn.title')}</ModalTitle>
        <ModalDescription className={styles.modalText}>{t('withdrawn.message')}</ModalDescription>
        <div className={styles.modalActions}>
          <Button
            block
            variant="secondary"
            onClick={() => {
              // The member's data leaves the device with the token, so no one signing in next
              // sees this member's profile.
              endSession('token');
              leave(brandPath('authentication.login'));
            }}
          >
            {t('withdrawn.cancel')}
          </Button>
          <Button block onClick={() => leave(brandPath('home.pdpa'))}>
            {t('withdrawn.accept')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
