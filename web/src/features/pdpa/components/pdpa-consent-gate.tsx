import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Profile } from '@crm/contract/customer';
import { pdpaActions } from '@crm/contract/pdpa';
import { Button } from '@/components/ui/button';
import { Modal, ModalDescription, ModalTitle } from '@/components/ui/modal';
import { usePdpaPolicy, useUpdatePdpa } from '@/lib/api/pdpa';
import { useProfile } from '@/lib/api/profile';
import { brandPath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { ConsentForm } from './consent-form';
import { PolicyText } from './policy-text';
import { ShieldIcon, ShieldOffIcon } from './pdpa-icons';
import styles from './pdpa.module.css';

/** Whether the member withdrew consent: the stored flag, or the profile itself. */
export function isWithdrawn(profile: Pick<Profile, 'is_withdraw_pdpa'>): boolean {
  return storage.get('withdrawPdpa') === 'true' || profile.is_withdraw_pdpa;
}

/**
 * Home's consent rules (spec 4), for the home page to mount. A member without consent sees a
 * modal that cannot be closed from outside: the policy, the tick box and 'ยืนยัน', which posts
 * Consent and reloads the profile. A member who withdrew sees a warning instead: 'ยกเลิก' signs
 * them out to the login page, 'ยอมรับ' opens home.pdpa to consent again.
 */
export function PdpaConsentGate() {
  const signedIn = storage.get('userToken') !== null;
  const profile = useProfile(signedIn);
  if (!profile.data || profile.data.is_consent_pdpa) return null;
  return isWithdrawn(profile.data) ? <WithdrawnWarning /> : <ConsentModal />;
}

function ConsentModal() {
  const { t } = useTranslation('pdpa');
  const policy = usePdpaPolicy();
  const update = useUpdatePdpa();
  return (
    <Modal visible onClose={() => undefined} closeOnBackdrop={false} size="md">
      <div className={styles.modal}>
        <span className={styles.badge}>
          <ShieldIcon size={30} />
        </span>
        <ModalTitle className={styles.modalTitle}>{t('gate.title')}</ModalTitle>
        <ModalDescription className={styles.modalText}>{t('gate.lead')}</ModalDescription>
        {policy.data ? (
          <>
            <div className={styles.modalPolicy}>
              <PolicyText content={policy.data.content_th} />
            </div>
            <ConsentForm
              route="home.pdpa"
              consented={false}
              busy={update.isPending}
              onConsent={() =>
                policy.data && update.mutate({ policy: policy.data, action: pdpaActions.consent })
              }
            />
          </>
        ) : null}
      </div>
    </Modal>
  );
}

function WithdrawnWarning() {
  const { t } = useTranslation('pdpa');
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const leave = (to: string) => {
    setOpen(false);
    void navigate(to, { replace: true });
  };
  return (
    <Modal visible={open} onClose={() => undefined} closeOnBackdrop={false} size="sm">
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
              storage.remove('userToken');
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
