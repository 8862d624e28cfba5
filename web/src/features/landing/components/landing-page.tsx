import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pendingCustomFieldForms } from '@/lib/api/custom-fields';
import { failureOf } from '@/lib/http';
import { LINE_LINKED, LINE_LINK_QUERY, linkLine } from '@/lib/line-api';
import { liffParams } from '@/lib/liff-params';
import { routePath } from '@/lib/routes';
import { storage, type LocalKey } from '@/lib/storage';
import { useLoginLogo } from '../api/get-logo';
import fallbackLogo from '../assets/brand-logo.svg';
import {
  LANDING_DELAY_MS,
  decideLanding,
  stepAfterCustomFieldCheck,
  type GoStep,
  type LandingStep,
  type Remember,
} from '../landing-decision';
import styles from './landing-page.module.css';

function remember(values: Remember | undefined) {
  for (const [key, value] of Object.entries(values ?? {}) as [LocalKey, string][]) {
    storage.set(key, value);
  }
}

async function nextStep(step: LandingStep): Promise<GoStep> {
  switch (step.type) {
    case 'go':
      return step;
    case 'check-custom-fields':
      return stepAfterCustomFieldCheck(await pendingCustomFieldForms().catch(() => null));
    case 'link-line': {
      const outcome = await linkLine({ Line_Identity_Sref: step.lineIdentitySref }).then(
        () => LINE_LINKED,
        (error: unknown) => failureOf(error).code,
      );
      return { type: 'go', route: 'profile', query: { [LINE_LINK_QUERY]: outcome } };
    }
  }
}

/** Splash with the brand's login logo; after a moment it sends the visitor on (spec 2.3). */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const callbackToken = params.get('callbackToken');
  const brandRef = storage.brandRef();
  const logo = useLoginLogo(brandRef);
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    async function proceed() {
      const step = decideLanding({
        brandRef,
        token: storage.get('userToken'),
        statePage: storage.get('statePage'),
        callbackToken,
        liff: liffParams(window.location.search),
      });
      if (step.type !== 'link-line') remember(step.remember);
      const next = await nextStep(step);
      if (cancelled) return;
      const brand = { brandRef, isGlobal: storage.get('isGlobal') };
      await navigate(routePath(next.route, next.query, brand), { replace: true });
    }
    const timer = window.setTimeout(() => void proceed(), LANDING_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [brandRef, callbackToken, navigate]);

  // Until the brand's logo is known the splash shows nothing rather than flash the fallback.
  const brandLogo = logo.data && logo.data !== brokenLogo ? logo.data : undefined;
  const settled = !brandRef || !logo.isPending;
  const src = brandLogo ?? (settled ? fallbackLogo : undefined);

  return (
    <div className={styles.splash} aria-busy="true">
      <div className={styles.logoFrame}>
        {src ? (
          <img
            className={styles.logo}
            src={src}
            alt={t('logoAlt')}
            onError={() => setBrokenLogo(logo.data ?? null)}
          />
        ) : null}
      </div>
      <div className={styles.progress} role="status" aria-label={t('loading')}>
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
