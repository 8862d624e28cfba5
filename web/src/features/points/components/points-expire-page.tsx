import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PointsValue } from '@/components/ui/points-value';
import { Skeleton } from '@/components/ui/skeleton';
import { SubHeader } from '@/components/ui/sub-header';
import { formatDateTime, formatThaiDate } from '@/lib/dates';
import { brandPath } from '@/lib/routes';
import { usePointExpire } from '../api/get-point-expire';
import { StarIcon } from '@/components/ui/icons';
import { HourglassIcon } from './points-icons';
import styles from './points-expire-page.module.css';

/**
 * profile.points-expire: the points held, when each part expires (soonest first) and the earns
 * they are left from.
 */
export function PointsExpirePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <SubHeader title={t('pages.profile.points-expire.title')} />
      <ExpireContent />
    </div>
  );
}

function ExpireContent() {
  const { t, i18n } = useTranslation('points');
  const expire = usePointExpire();
  if (expire.isPending) {
    return (
      <div className={styles.content} aria-busy="true">
        <Skeleton height={132} radius={20} />
        <Skeleton height={160} radius={16} />
      </div>
    );
  }
  if (!expire.data) return null;
  const { total_points: total, summary, payload } = expire.data;
  const history = (
    <Link className={styles.historyLink} to={brandPath('profile.points-history')}>
      {t('expire.history')}
    </Link>
  );
  if (total === 0 && payload.length === 0) {
    return (
      <EmptyState title={t('expire.empty')} description={t('expire.emptyLead')} action={history} />
    );
  }
  const next = summary.find((entry) => entry.exp_date !== null);
  const english = i18n.language === 'en-US';
  return (
    <div className={styles.content}>
      <section className={styles.hero} aria-label={t('expire.total')}>
        <span className={styles.heroLabel}>{t('expire.total')}</span>
        <span className={styles.heroValue}>
          <StarIcon size={26} />
          <strong>
            <PointsValue value={total} />
          </strong>
          <span className={styles.heroUnit}>{t('unit', { count: total })}</span>
        </span>
        {next?.exp_date ? (
          <span className={styles.heroNext}>
            <HourglassIcon size={16} />
            <span>
              <RichText
                t={t}
                i18nKey="expire.nextLine"
                count={next.points}
                values={{ date: formatThaiDate(next.exp_date, 'full') }}
                components={{ points: <PointsValue value={next.points} /> }}
              />
            </span>
          </span>
        ) : null}
      </section>

      {summary.length > 0 ? (
        <section className={styles.section}>
          <h2 className={styles.title}>{t('expire.summaryTitle')}</h2>
          <ul className={styles.card}>
            {summary.map((entry) => (
              <li key={entry.exp_date ?? 'never'} className={styles.row}>
                <span>
                  {entry.exp_date
                    ? t('expire.on', { date: formatThaiDate(entry.exp_date, 'full') })
                    : t('expire.never')}
                </span>
                <strong className={styles.amount}>
                  <PointsValue value={entry.points} /> {t('unit', { count: entry.points })}
                </strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {payload.length > 0 ? (
        <section className={styles.section}>
          <h2 className={styles.title}>{t('expire.lotsTitle')}</h2>
          <ul className={styles.card}>
            {payload.map((lot) => (
              <li key={lot.id} className={styles.lot}>
                <span className={styles.lotText}>
                  <span className={styles.lotName}>
                    {(english && lot.description_en) || lot.description_th}
                  </span>
                  <span className={styles.muted}>
                    {t('expire.earnedOn', { date: formatDateTime(lot.earned_at) })}
                  </span>
                  <span className={styles.muted}>
                    {lot.exp_date
                      ? t('expire.on', { date: formatThaiDate(lot.exp_date, 'short') })
                      : t('expire.never')}
                  </span>
                </span>
                <span className={styles.lotPoints}>
                  <strong>
                    <PointsValue value={lot.remaining} />
                  </strong>
                  <span className={styles.muted}>
                    <RichText
                      t={t}
                      i18nKey="expire.remaining"
                      count={lot.points}
                      components={{
                        remaining: <PointsValue value={lot.remaining} />,
                        points: <PointsValue value={lot.points} />,
                      }}
                    />
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {history}
    </div>
  );
}
