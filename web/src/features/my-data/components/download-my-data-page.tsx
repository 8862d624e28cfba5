import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SubHeader } from '@/components/ui/sub-header';
import { failureOf } from '@/lib/http';
import { localized } from '@/lib/i18n';
import { useRequestDataExport } from '../api/request-data-export';
import { downloadHref } from '../download-link';
import { DownloadIcon } from './download-icon';
import styles from './download-my-data-page.module.css';

const CONTENTS = ['profile', 'forms', 'consents', 'points', 'offers', 'devices', 'photo'] as const;

/**
 * profile.download-my-data: the member's copy of everything the brand holds about them (PDPA
 * s.30). The zip comes from a short-lived link opened as a plain navigation, which downloads in
 * every browser (LINE's is sent to the phone's own browser); the link also stays on screen for
 * a browser that did not start the download by itself.
 */
export function DownloadMyDataPage() {
  const { t } = useTranslation('myData');
  const request = useRequestDataExport();
  const href = request.data ? downloadHref(request.data.download_url, navigator.userAgent) : null;

  const download = () =>
    request.mutate(undefined, {
      onSuccess: (link) =>
        window.location.assign(downloadHref(link.download_url, navigator.userAgent)),
    });
  const failure = request.isError ? failureOf(request.error) : null;

  return (
    <>
      <SubHeader title={t('title')} />
      <section className={styles.page}>
        <div className={styles.intro}>
          <span className={styles.introIcon}>
            <DownloadIcon size={28} />
          </span>
          <p>{t('intro')}</p>
        </div>
        <div className={styles.contents}>
          <h2>{t('contents.title')}</h2>
          <ul>
            {CONTENTS.map((item) => (
              <li key={item}>{t(`contents.${item}`)}</li>
            ))}
          </ul>
        </div>
        <p className={styles.note}>{t('note')}</p>
        {failure ? (
          <div className={styles.failure} role="alert">
            <strong>{localized(failure.title_th, failure.title_en)}</strong>
            <span>{localized(failure.message_th, failure.message_en)}</span>
          </div>
        ) : null}
        {href ? (
          <div className={styles.ready} role="status">
            <span>{t('ready')}</span>
            <a href={href} download>
              {t('readyLink')}
            </a>
          </div>
        ) : null}
        <Button block onClick={download} disabled={request.isPending}>
          <span className={styles.download}>
            <DownloadIcon size={20} />
            {request.isPending ? t('preparing') : t('button')}
          </span>
        </Button>
      </section>
    </>
  );
}
