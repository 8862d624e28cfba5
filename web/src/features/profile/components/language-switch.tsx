import { useTranslation } from 'react-i18next';
import { setLanguage, supportedLanguages, type Language } from '@/lib/i18n';
import { messageLanguageOf, useFollowAppLanguage } from '../api/message-preferences';
import { ProfileIcon } from './profile-icons';
import styles from './profile.module.css';

/**
 * The language row of the profile menu: each language named in itself, the current one pressed.
 * Messages from the brand switch with it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('profile');
  const followApp = useFollowAppLanguage();
  const current = i18n.language;
  const choose = (lng: Language) => {
    // Pressing the language already in use is no switch: a message language picked on the
    // notifications screen stays.
    if (lng === current) return;
    void setLanguage(lng);
    followApp.mutate(messageLanguageOf(lng));
  };
  return (
    <div className={styles.languageRow}>
      <span className={styles.languageIcon}>
        <ProfileIcon name="language" />
      </span>
      <span className={styles.languageTitle} id="language-switch-label">
        {t('menu.language')}
      </span>
      <div className={styles.segments} role="group" aria-labelledby="language-switch-label">
        {supportedLanguages.map((lng: Language) => (
          <button
            key={lng}
            type="button"
            className={styles.segment}
            lang={lng}
            aria-pressed={current === lng}
            onClick={() => choose(lng)}
          >
            {t(`languages.${lng}`, { ns: 'common' })}
          </button>
        ))}
      </div>
    </div>
  );
}
