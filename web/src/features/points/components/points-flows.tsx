import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { useSearchParams } from 'react-router';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { InfoModal } from '@/components/ui/info-modal';
import { PointsValue } from '@/components/ui/points-value';
import { Spinner } from '@/components/ui/spinner-overlay';
import { storage } from '@/lib/storage';
import earnedImage from '../assets/points-earned.svg';
import { issueWelcome } from '../api/issue-welcome';
import { WELCOME_ACTION } from '../redeem-rules';
import { useRedeemBillCode } from '../use-redeem-bill-code';
import { BillCodeSheet } from './bill-code-sheet';
import { StarIcon } from '@/components/ui/icons';
import styles from './points-sheets.module.css';

type Sheet =
  | { step: 'closed' }
  | { step: 'welcome-loading' }
  | { step: 'welcome'; points: number }
  | { step: 'redeeming' };

export interface PointsFlowsProps {
  /** The member's mobile number; nothing starts before it is known. */
  mobile: string | null | undefined;
  codeSheetOpen: boolean;
  onCodeSheetOpenChange: (open: boolean) => void;
  /** Reloads the member's points, tier and lists after points arrived. */
  onPointsChanged: () => void;
  /** True from the start of the member's own earning until its points were told. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * The ways points arrive on home (spec 4): the welcome-point sheet after registration, the bill
 * code stored from a bill's link, and a code typed in the code sheet. A bill that gave points
 * ends with the info modal 'คุณได้รับแต้มจากบิล + N คะแนน'; closing it reloads the profile.
 */
/** What opens first: the stored welcome action, else a stored bill code, else nothing. */
function initialSheet(): Sheet {
  if (storage.get('lineAction') === WELCOME_ACTION) return { step: 'welcome-loading' };
  if (storage.get('qrCode')) return { step: 'redeeming' };
  return { step: 'closed' };
}

export function PointsFlows({
  mobile,
  codeSheetOpen,
  onCodeSheetOpenChange,
  onPointsChanged,
  onBusyChange,
}: PointsFlowsProps) {
  const { t } = useTranslation('points');
  const [sheet, setSheet] = useState<Sheet>(initialSheet);
  const [typedBusy, setTypedBusy] = useState(false);
  const [earned, setEarned] = useState<number | null>(null);
  const started = useRef(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const redeem = useRedeemBillCode({ mobile: mobile ?? '' });

  /** A bill link's code is used once, whatever the outcome. */
  const redeemStored = useCallback(
    (code: string) =>
      redeem(code).then((points) => {
        storage.remove('qrCode');
        setSheet({ step: 'closed' });
        if (points !== null && points > 0) setEarned(points);
      }),
    [redeem],
  );

  const runWelcome = useCallback(() => {
    storage.remove('lineAction');
    return issueWelcome().then(
      async ({ point_earn: points }) => {
        const code = storage.get('qrCode');
        if (points > 0) setSheet({ step: 'welcome', points });
        else if (code) {
          setSheet({ step: 'redeeming' });
          await redeemStored(code);
        } else setSheet({ step: 'closed' });
      },
      // The default error modal already told the member (spec 8).
      () => setSheet({ step: 'closed' }),
    );
  }, [redeemStored]);

  // The start already stored a bill link's code; dropping it from the URL keeps a reload from
  // redeeming it again.
  useEffect(() => {
    if (!searchParams.has('qrCode')) return;
    setSearchParams(
      (params) => {
        params.delete('qrCode');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  useEffect(() => {
    if (!mobile || started.current) return;
    started.current = true;
    const code = storage.get('qrCode');
    if (storage.get('lineAction') === WELCOME_ACTION) void runWelcome();
    else if (code) void redeemStored(code);
  }, [mobile, runWelcome, redeemStored]);

  const busy = sheet.step !== 'closed' || typedBusy || earned !== null;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const acknowledgeWelcome = () => {
    onPointsChanged();
    const code = storage.get('qrCode');
    if (!code) {
      setSheet({ step: 'closed' });
      return;
    }
    setSheet({ step: 'redeeming' });
    void redeemStored(code);
  };

  const redeemTyped = async (code: string) => {
    setTypedBusy(true);
    const points = await redeem(code);
    setTypedBusy(false);
    if (points === null) return;
    onCodeSheetOpenChange(false);
    if (points > 0) setEarned(points);
  };

  return (
    <>
      <BottomSheet
        // Opens once the profile named the member; nothing runs before that.
        open={sheet.step !== 'closed' && Boolean(mobile)}
        onOpenChange={(open) => {
          if (!open && sheet.step === 'welcome') acknowledgeWelcome();
        }}
        title={sheet.step === 'redeeming' ? t('redeem.title') : t('welcome.title')}
        dismissible={sheet.step === 'welcome'}
      >
        {sheet.step === 'welcome' ? (
          <div className={styles.welcome}>
            <span className={styles.welcomeBadge}>
              <StarIcon size={28} />
            </span>
            <p className={styles.welcomePoints}>
              <RichText
                t={t}
                i18nKey="welcome.points"
                components={{ points: <PointsValue value={sheet.points} /> }}
              />
              <span className={styles.welcomeUnit}>{t('unit', { count: sheet.points })}</span>
            </p>
            <p className={styles.lead}>{t('welcome.lead')}</p>
            <Button block onClick={acknowledgeWelcome}>
              {t('welcome.acknowledge')}
            </Button>
          </div>
        ) : (
          <div className={styles.waiting}>
            <Spinner size={36} />
            <p className={styles.lead}>
              {sheet.step === 'redeeming' ? t('redeem.loading') : t('welcome.loading')}
            </p>
          </div>
        )}
      </BottomSheet>
      <BillCodeSheet
        open={codeSheetOpen}
        onOpenChange={onCodeSheetOpenChange}
        busy={typedBusy}
        onSubmit={(code) => void redeemTyped(code)}
      />
      <InfoModal
        visible={earned !== null}
        onClose={() => {
          setEarned(null);
          onPointsChanged();
        }}
        headerImage={earnedImage}
        headerImageSize={96}
        titleText={
          <RichText
            t={t}
            i18nKey="redeem.earned"
            count={earned ?? 0}
            components={{ points: <PointsValue value={earned ?? 0} /> }}
          />
        }
        detailText={t('redeem.earnedDetail')}
        confirmText={t('redeem.acknowledge')}
      />
    </>
  );
}
