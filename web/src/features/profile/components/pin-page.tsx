import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeByPath } from '@/lib/routes';

/** One view for profile.reset-pin, profile.forgot-pin; the heading follows the route. */
export function PinPage() {
  const { t } = useTranslation();
  const name = routeByPath(useLocation().pathname)?.name ?? 'profile.reset-pin';
  return (
    <section className="page">
      <h1 className="page-title">{t(`pages.${name}.title`)}</h1>
      <p className="page-lead">{t(`pages.${name}.description`)}</p>
    </section>
  );
}
