import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { consentControls, type ConsentRoute } from '../pdpa-rules';
import styles from './pdpa.module.css';

export interface ConsentFormProps {
  route: ConsentRoute;
  consented: boolean;
  busy?: boolean;
  onConsent: () => void;
}

/**
 * The tick box 'รับทราบ และให้ความยินยอม...' (ticked to begin with) and the route's button, which
 * waits for the tick. Nothing shows to someone who already consented.
 */
export function ConsentForm({ route, consented, busy = false, onConsent }: ConsentFormProps) {
  const { t } = useTranslation('pdpa');
  const [ticked, setTicked] = useState(true);
  const controls = consentControls({ route, ticked, consented, busy });
  if (!controls.visible) return null;
  return (
    <div className={styles.consent}>
      <Checkbox checked={ticked} onChange={setTicked} label={t('agree')} />
      <Button block disabled={controls.disabled} aria-busy={busy} onClick={onConsent}>
        {t(controls.labelKey)}
      </Button>
    </div>
  );
}
