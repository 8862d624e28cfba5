import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LINE_ERROR_QUERY, OAUTH_METHOD_LINE } from '@crm/contract/line-values';
import { AuthScreen } from '@/components/ui/auth-screen';
import { Button } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner-overlay';
import { currentBrand } from '@/lib/brand';
import { issueLineLogin } from '@/lib/line-api';
import { storage } from '@/lib/storage';
import { useBrandSettings } from '@/lib/theme/use-brand-theme';
import type { LoginMethod } from '@/lib/theme/resolve-theme';
import { useProviders } from '../api/get-providers';
import { loginMethods } from '../login-methods';
import { phoneSignInStep } from '../phone-sign-in';
import { useGo } from '../use-go';
import { useLiffSignIn } from '../use-liff-sign-in';
import { AlertIcon, LineIcon } from './auth-icons';
import { TermsNote } from './terms-note';
import form from './form.module.css';
import styles from './line-login-page.module.css';

/** Callback failures the API sends back as `lineError`; anything else reads as a failed sign-in. */
const knownLineErrors = new Set([
  'LINE_LOGIN_CANCELLED',
  'LINE_STATE_INVALID',
  'LINE_LOGIN_UNAVAILABLE',
]);

/**
 * The way in (spec 2.2 line-login): the brand's logo and its sign-in buttons in the brand's order,
 * with the 'powered by' footer. The brand's providers (empty bearer) decide whether LINE is
 * really offered; LINE then asks the API for the authorize URL and leaves for LINE.
 */
export function LineLoginPage() {
  const { t } = useTranslation('auth');
  const settings = useBrandSettings();
  const go = useGo();
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const [missingBrand, setMissingBrand] = useState(false);
  const lineError = params.get(LINE_ERROR_QUERY);
  const { brandRef, isGlobal } = currentBrand();
  const providers = useProviders(brandRef, isGlobal ?? 'false', settings.login.isLoginByLine);
  const line = providers.data?.find((provider) => provider.oauth_method === OAUTH_METHOD_LINE);
  const methods = loginMethods(settings.login, line !== undefined);
  // After a failed LINE sign-in the member reads why and chooses; no automatic retry.
  const liffWorking = useLiffSignIn(brandRef, lineError !== null);

  useEffect(() => {
    if (!providers.data) return;
    // Spec 7: the first provider's ref, and whether LINE is among them.
    if (providers.data[0]) storage.set('provider', providers.data[0].provider_ref);
    storage.set('lineLogin', String(line !== undefined));
  }, [providers.data, line]);

  async function signInWithLine() {
    if (!brandRef) {
      setMissingBrand(true);
      return;
    }
    if (!line) return;
    setLeaving(true);
    try {
      storage.set('selectedProvider', line.provider_ref);
      const issued = await issueLineLogin(brandRef, isGlobal ?? 'false');
      window.location.assign(issued.authorize_url);
    } catch {
      // The shell's error modal has told the member why (spec 8).
      setLeaving(false);
    }
  }

  const buttons: Record<LoginMethod, ReactNode> = {
    phone: (
      <Button
        key="phone"
        block
        className={styles.method}
        onClick={() => go(phoneSignInStep(brandRef))}
      >
        <PhoneIcon size={22} />
        {t('lineLogin.byPhone')}
      </Button>
    ),
    line: (
      <Button
        key="line"
        block
        className={styles.method}
        color="#06C755"
        textColor="#FFFFFF"
        disabled={leaving}
        aria-busy={leaving}
        onClick={() => void signInWithLine()}
      >
        {leaving ? (
          <Spinner size={22} label={t('lineLogin.redirecting')} />
        ) : (
          <LineIcon size={26} />
        )}
        {t('lineLogin.byLine')}
      </Button>
    ),
  };

  const problem = (() => {
    if (missingBrand) return t('missingBrand');
    if (!lineError) return null;
    return t(`lineLogin.errors.${knownLineErrors.has(lineError) ? lineError : 'default'}`);
  })();

  return (
    <AuthScreen
      size="large"
      title={t('lineLogin.title')}
      lead={t('lineLogin.lead')}
      footer={
        <>
          {liffWorking ? (
            <div className={styles.liff}>
              <Spinner size={28} label={t('lineLogin.liffSigningIn')} />
              <p className={styles.none} aria-hidden="true">
                {t('lineLogin.liffSigningIn')}
              </p>
            </div>
          ) : providers.isLoading ? (
            // Which buttons exist, and in which order, waits for the provider list; the space is
            // that of the buttons the brand offers, so they take its place without moving the rest.
            <div
              className={styles.checking}
              style={{ '--methods': loginMethods(settings.login, true).length } as CSSProperties}
            >
              <Spinner size={28} label={t('lineLogin.checking')} />
            </div>
          ) : methods.length > 0 ? (
            methods.map((method) => buttons[method])
          ) : (
            <p className={styles.none}>{t('lineLogin.noMethods')}</p>
          )}
          <TermsNote />
          <p className={styles.powered}>
            {t('lineLogin.poweredBy')} <strong>{t('lineLogin.platform')}</strong>
          </p>
        </>
      }
    >
      {problem ? (
        <div className={form.alert} role="alert">
          <AlertIcon size={20} />
          <span>{problem}</span>
        </div>
      ) : null}
    </AuthScreen>
  );
}
