import { useTranslation } from 'react-i18next';
import type { MessageKind } from '@crm/contract/message-kinds';
import type { MessageLanguage, MessagePreferences } from '@crm/contract/messages';
import { SubHeader } from '@/components/ui/sub-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessagePreferences, useSaveMessagePreferences } from '../api/message-preferences';
import { ProfileIcon } from './profile-icons';
import styles from './notifications.module.css';
import pdpa from './pdpa.module.css';
import profile from './profile.module.css';

const languages: MessageLanguage[] = ['th', 'en'];

/**
 * The member's messages from the brand by LINE (or SMS): a switch per kind the brand sends and
 * the language they arrive in. Each change is saved at once.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const preferences = useMessagePreferences();
  const save = useSaveMessagePreferences();
  const data = preferences.data;

  const saveWith = (
    current: MessagePreferences,
    change: Partial<{ kind: MessageKind; on: boolean; language: MessageLanguage }>,
  ) => {
    const optedOut = current.kinds
      .filter((k) => (k.kind === change.kind ? !change.on : !k.is_enabled))
      .map((k) => k.kind);
    save.mutate({ language: change.language ?? current.language, opted_out: optedOut });
  };

  return (
    <>
      <SubHeader title={t('title')} />
      <section className={pdpa.page}>
        <div className={pdpa.intro}>
          <span className={pdpa.introIcon}>
            <ProfileIcon name="bell" size={28} />
          </span>
          <p>{t('intro')}</p>
        </div>
        {data ? (
          <>
            <div className={styles.card}>
              <div className={styles.row}>
                <span className={styles.rowText}>
                  <span className={styles.rowTitle} id="message-language-label">
                    {t('language.title')}
                  </span>
                  <span className={styles.rowHint}>{t('language.hint')}</span>
                </span>
                <div
                  className={profile.segments}
                  role="group"
                  aria-labelledby="message-language-label"
                >
                  {languages.map((language) => (
                    <button
                      key={language}
                      type="button"
                      className={profile.segment}
                      aria-pressed={data.language === language}
                      onClick={() => saveWith(data, { language })}
                    >
                      {t(`language.${language}`)}
                    </button>
                  ))}
                </div>
              </div>
            </div>
            <ul className={styles.card} aria-label={t('kindsLabel')}>
              {data.kinds.map(({ kind, is_enabled: on }) => (
                <li key={kind} className={styles.row}>
                  <span className={styles.rowText}>
                    <span className={styles.rowTitle} id={`kind-${kind}`}>
                      {t(`kinds.${kind}.title`)}
                    </span>
                    <span className={styles.rowHint}>{t(`kinds.${kind}.hint`)}</span>
                  </span>
                  <button
                    type="button"
                    role="switch"
                    className={styles.switch}
                    aria-checked={on}
                    aria-labelledby={`kind-${kind}`}
                    onClick={() => saveWith(data, { kind, on: !on })}
                  >
                    <span className={styles.knob} />
                  </button>
                </li>
              ))}
            </ul>
            <p className={styles.note}>{t('note')}</p>
          </>
        ) : (
          <div className={styles.card} aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={styles.row}>
                <Skeleton width="60%" height={18} />
              </div>
            ))}
          </div>
        )}
      </section>
    </>
  );
}
