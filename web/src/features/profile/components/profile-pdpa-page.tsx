import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pdpaActions } from '@crm/contract/pdpa-values';
import type { PdpaPolicy } from '@crm/contract/pdpa';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { feedback } from '@/components/ui/feedback';
import { StatusTag } from '@/components/ui/privilege-card/offer-detail';
import { Skeleton } from '@/components/ui/skeleton';
import { spinner } from '@/components/ui/spinner-overlay';
import { SubHeader } from '@/components/ui/sub-header';
import { usePdpaPolicy, useUpdatePdpa } from '@/lib/api/pdpa';
import { useProfile } from '@/lib/api/profile';
import { currentLanguage } from '@/lib/dates';
import { brandPath } from '@/lib/routes';
import { consentState } from '../consent-state';
import styles from './pdpa.module.css';

/**
 * Spec 2.3 profile.profile-pdpa: read the policy, give consent or withdraw it, each in one
 * step and a confirmation. After a withdrawal home shows the withdrawn-consent warning.
 */
export function ProfilePdpaPage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const policy = usePdpaPolicy();
  const profile = useProfile();
  const update = useUpdatePdpa();
  const [agreed, setAgreed] = useState(true);
  const state = profile.data ? consentState(profile.data) : null;
  const english = currentLanguage() === 'en-US';

  const record = (current: PdpaPolicy, action: 1 | 4) =>
    spinner.attempt(() => update.mutateAsync({ policy: current, action }));

  const consent = async (current: PdpaPolicy) => {
    if (!(await record(current, pdpaActions.consent))) return;
    feedback.open({ preset: 'success', title: t('pdpa.consented') });
  };

  const withdraw = (current: PdpaPolicy) =>
    feedback.open({
      preset: 'very-danger',
      title: t('pdpa.withdrawTitle'),
      description: t('pdpa.withdrawText'),
      confirm: {
        label: t('pdpa.withdraw'),
        onClick: () =>
          void record(current, pdpaActions.withdraw).then((done) => {
            if (done) void navigate(brandPath('home'), { replace: true });
          }),
      },
    });

  return (
    <>
      <SubHeader title={t('pdpa.policy')} />
      <section className={styles.page}>
        <article className={styles.policy} aria-label={t('pdpa.policy')}>
          {policy.data ? (
            (english && policy.data.content_en) || policy.data.content_th
          ) : (
            <>
              <Skeleton width="80%" />
              <Skeleton />
              <Skeleton width="90%" />
            </>
          )}
        </article>
        {state && policy.data ? (
          <div className={styles.decision}>
            <p className={styles.state}>
              {t('pdpa.stateLabel')}{' '}
              <StatusTag tone={state === 'consented' ? 'success' : 'warning'}>
                {t(`pdpa.state.${state}`)}
              </StatusTag>
            </p>
            {state === 'consented' ? (
              <>
                <p className={styles.note}>{t('pdpa.withdrawHint')}</p>
                <Button
                  block
                  variant="secondary"
                  color="#FFFFFF"
                  textColor="#E5484D"
                  className={styles.withdraw}
                  disabled={update.isPending}
                  onClick={() => withdraw(policy.data)}
                >
                  {t('pdpa.withdraw')}
                </Button>
              </>
            ) : (
              <>
                <Checkbox checked={agreed} onChange={setAgreed} label={t('pdpa.agree')} />
                <Button
                  block
                  disabled={!agreed || update.isPending}
                  onClick={() => void consent(policy.data)}
                >
                  {t('pdpa.consent')}
                </Button>
              </>
            )}
          </div>
        ) : null}
      </section>
    </>
  );
}
