import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PdpaPolicy } from '@crm/contract/pdpa';
import { pdpaActions } from '@crm/contract/pdpa-values';
import { AuthBadge, AuthScreen } from '@/components/ui/auth-screen';
import { feedback } from '@/components/ui/feedback';
import { Spinner } from '@/components/ui/spinner-overlay';
import { usePdpaPolicy, useUpdatePdpa } from '@/lib/api/pdpa';
import { useProfile } from '@/lib/api/profile';
import { formatThaiDate } from '@/lib/dates';
import { localized } from '@/lib/i18n';
import { REGISTER_INFO_STATE } from '@/lib/registration';
import type { ApiRequestError } from '@/lib/http';
import { brandPath, routeByPath, type RouteName } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { useConsentBySms } from '../api/consent-by-sms';
import { useSmsConsentDetail } from '../api/get-pdpa-detail';
import {
  isConsentRoute,
  isSamePolicy,
  type AcceptedPolicy,
  type ConsentRoute,
} from '../pdpa-rules';
import { ConsentForm } from './consent-form';
import { PolicyText } from './policy-text';
import { ShieldIcon } from './pdpa-icons';
import styles from './pdpa.module.css';

function useGo() {
  const navigate = useNavigate();
  return (name: RouteName, query: Record<string, string> = {}) =>
    void navigate(brandPath(name, query), { replace: true });
}

/** One consent view for authentication.pdpa, authentication.sms-pdpa and home.pdpa (spec 2.7). */
export function PdpaPage() {
  const name = routeByPath(useLocation().pathname)?.name;
  const route: ConsentRoute = isConsentRoute(name) ? name : 'authentication.pdpa';
  return route === 'authentication.sms-pdpa' ? <SmsConsent /> : <AppConsent route={route} />;
}

interface ConsentViewProps {
  route: ConsentRoute;
  policy: PdpaPolicy | undefined;
  loading: boolean;
  problem?: { title: string; message: string } | null;
  consented: boolean;
  busy: boolean;
  onConsent: () => void;
  onBack?: () => void;
}

function ConsentView({
  route,
  policy,
  loading,
  problem,
  consented,
  busy,
  onConsent,
  onBack,
}: ConsentViewProps) {
  const { t } = useTranslation('pdpa');
  return (
    <AuthScreen
      title={t('title')}
      lead={
        policy
          ? `${t('version', { version: policy.version })} · ${t('published', { date: formatThaiDate(policy.published_at) })}`
          : t('lead')
      }
      onBack={onBack}
      badge={
        <AuthBadge>
          <ShieldIcon size={34} />
        </AuthBadge>
      }
      footer={
        policy && !problem && !consented ? (
          <ConsentForm route={route} consented={consented} busy={busy} onConsent={onConsent} />
        ) : undefined
      }
    >
      {consented && !loading ? (
        <p className={styles.done} role="status">
          {t('alreadyConsented')}
        </p>
      ) : null}
      {loading ? (
        <div className={styles.loading}>
          <Spinner />
        </div>
      ) : problem ? (
        <div className={styles.problem} role="alert">
          <strong>{problem.title}</strong>
          <p>{problem.message}</p>
        </div>
      ) : policy ? (
        <PolicyText content={localized(policy.content_th, policy.content_en)} id="pdpa-policy" />
      ) : null}
    </AuthScreen>
  );
}

/**
 * authentication.pdpa and home.pdpa. Signed in, the consent is posted ('ดำเนินการต่อ' then
 * continues registration at the profile; 'ยืนยัน' goes home). A visitor who came from LINE
 * without an account yet accepts first; the acceptance is kept (pdpaData), the number is
 * verified, and this page posts it by itself once they are back signed in.
 */
function AppConsent({ route }: { route: Exclude<ConsentRoute, 'authentication.sms-pdpa'> }) {
  const { t } = useTranslation('pdpa');
  const go = useGo();
  const navigate = useNavigate();
  const signedIn = storage.get('userToken') !== null;
  const policy = usePdpaPolicy();
  const profile = useProfile(signedIn);
  const update = useUpdatePdpa();
  // Set once this page has acted by itself (moved on, or posted a consent kept from before).
  const acted = useRef(false);
  const consented = profile.data?.is_consent_pdpa === true;

  const after = () => {
    storage.remove('pdpaData');
    if (route === 'home.pdpa') {
      go('home');
      return;
    }
    storage.set('statePage', REGISTER_INFO_STATE);
    go(REGISTER_INFO_STATE);
  };

  const consent = (shown: PdpaPolicy) => {
    update.mutate({ policy: shown, action: pdpaActions.consent }, { onSuccess: after });
  };

  useEffect(() => {
    if (acted.current || route !== 'authentication.pdpa' || !signedIn) return;
    if (!profile.data || !policy.data) return;
    if (profile.data.is_consent_pdpa) {
      acted.current = true;
      after();
      return;
    }
    if (isSamePolicy(storage.getJson<AcceptedPolicy>('pdpaData'), policy.data)) {
      acted.current = true;
      consent(policy.data);
    }
  });

  function onConsent() {
    if (!policy.data) return;
    if (signedIn) {
      consent(policy.data);
      return;
    }
    storage.setJson('pdpaData', {
      altReference: policy.data.pdpa_article_alt_reference,
      groupKey: policy.data.pdpa_article_group_key,
    } satisfies AcceptedPolicy);
    go('authentication.verify', { page: 'mobile' });
  }

  return (
    <ConsentView
      route={route}
      policy={policy.data}
      loading={policy.isPending || (signedIn && profile.isPending)}
      problem={policy.isError ? { title: t('loadErrorTitle'), message: t('loadError') } : null}
      consented={consented}
      busy={update.isPending}
      onConsent={onConsent}
      onBack={route === 'home.pdpa' ? () => void navigate(-1) : undefined}
    />
  );
}

/**
 * authentication.sms-pdpa: the link's token (query `token`) opens its policy. Already consented:
 * straight to consent-success. 'ยอมรับ' consents through the link, then a success modal leads
 * to consent-success; a failure modal asks to try again.
 */
function SmsConsent() {
  const { t } = useTranslation('pdpa');
  const go = useGo();
  const [params] = useSearchParams();
  const token = params.get('token');
  const detail = useSmsConsentDetail(token);
  const consent = useConsentBySms();

  useEffect(() => {
    if (token) storage.set('pdpaToken', token);
  }, [token]);

  const left = useRef(false);
  useEffect(() => {
    if (left.current || !detail.data?.resp.is_consent) return;
    left.current = true;
    storage.remove('pdpaToken', 'pdpaData');
    go('authentication.consent-success');
  });

  function onConsent() {
    const data = detail.data;
    if (!data || !token) return;
    consent.mutate(
      {
        Customer_S_Ref: data.token_data.customer_s_ref,
        PDPA_Article_Id: data.token_data.pdpa_id,
        Token: token,
      },
      {
        onSuccess: () => {
          storage.remove('pdpaToken', 'pdpaData');
          feedback.open({
            preset: 'success',
            title: t('sms.success'),
            dismissible: false,
            onClose: () => go('authentication.consent-success'),
          });
        },
        onError: () => {
          feedback.open({
            preset: 'warning',
            type: 'danger',
            title: t('sms.failure'),
            confirm: { label: t('sms.acknowledge') },
          });
        },
      },
    );
  }

  const linkError = detail.error as ApiRequestError | null;
  const problem = !token
    ? { title: t('sms.missingTitle'), message: t('sms.missing') }
    : linkError
      ? {
          title: localized(linkError.error.title_th, linkError.error.title_en),
          message: localized(linkError.error.message_th, linkError.error.message_en),
        }
      : null;
  return (
    <ConsentView
      route="authentication.sms-pdpa"
      policy={detail.data?.resp.pdpa_data}
      loading={detail.isLoading}
      problem={problem}
      consented={detail.data?.resp.is_consent === true}
      busy={consent.isPending}
      onConsent={onConsent}
    />
  );
}
