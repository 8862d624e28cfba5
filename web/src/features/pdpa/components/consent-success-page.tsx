import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthBadge, AuthScreen } from '@/components/ui/auth-screen';
import { Button } from '@/components/ui/button';
import { brandPath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { CheckCircleIcon } from './pdpa-icons';

/** consent-success: the consent is recorded; the member may go on to the app. */
export function ConsentSuccessPage() {
  const { t } = useTranslation('pdpa');
  const navigate = useNavigate();
  const signedIn = storage.get('userToken') !== null;
  return (
    <AuthScreen
      title={t('success.title')}
      lead={t('success.lead')}
      badge={
        <AuthBadge tone="success">
          <CheckCircleIcon size={38} />
        </AuthBadge>
      }
      footer={
        <Button
          block
          onClick={() =>
            void navigate(
              signedIn
                ? brandPath('home')
                : brandPath('authentication.line-login', { landing: true }),
              { replace: true },
            )
          }
        >
          {signedIn ? t('success.home') : t('success.signIn')}
        </Button>
      }
    />
  );
}
