import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthScreen } from '@/components/ui/auth-screen';
import styles from './condition-page.module.css';

interface Section {
  title: string;
  body: string;
}

/** condition: the membership terms the sign-in screens link to. */
export function ConditionPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const sections = t('condition.sections', { returnObjects: true }) as Section[];
  return (
    <AuthScreen
      title={t('condition.title')}
      lead={t('condition.lead')}
      onBack={() => void navigate(-1)}
    >
      <article className={styles.terms}>
        {sections.map((section, index) => (
          <section key={section.title}>
            <h2>
              {index + 1}. {section.title}
            </h2>
            <p>{section.body}</p>
          </section>
        ))}
      </article>
    </AuthScreen>
  );
}
