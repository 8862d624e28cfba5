import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, setLanguage, supportedLanguages } from '../i18n';

/** Thai or English, for every screen; the choice stays on this device. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language')}
      value={currentLanguage()}
      onChange={(value) => {
        if (isLanguage(value)) void setLanguage(value);
      }}
      data={supportedLanguages.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
    />
  );
}
