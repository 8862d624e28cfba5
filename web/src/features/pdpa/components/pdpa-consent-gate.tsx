import { useTranslation } from 'react-i18next';
import { pdpaActions } from '@crm/contract/pdpa-values';
import { Modal, ModalDescription, ModalTitle } from '@/components/ui/modal';
import { usePdpaPolicy, useUpdatePdpa } from '@/lib/api/pdpa';
import { useProfile } from '@/lib/api/profile';
import { localized } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { isWithdrawn } from '../withdrawn-consent';
import { ConsentForm } from './consent-form';
import { PolicyText } from './policy-text';
import { ShieldIcon } from './pdpa-icons';
import styles from './pdpa.module.css';

/**
 * Home's consent rule (spec 4), for the home page to mount. A member without consent sees a
 * modal that cannot be closed from outside: the policy, the tick box and 'ยืนยัน', which posts
 * Consent and reloads the profile. A member who withdrew gets the main layout's warning
 * (WithdrawnConsentGate) instead, on home as on every member page.
 */
export function PdpaConsentGate() {
  const signedIn = storage.get('userToken') !== null;
  const profile = useProfile(signedIn);
  if (!profile.data || profile.data.is_consent_pdpa || isWithdrawn(profile.data)) return null;
  return <ConsentModal />;
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
              <PolicyText content={localized(policy.data.content_th, policy.data.content_en)} />
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
