import { useTranslation } from 'react-i18next';
import { GuestCard } from '../../components/GuestCard';
import { SignInForm } from './SignInForm';

/** /control/signin.html: the guest-only admin sign-in, with the way to /control/password.html. */
export function SignInPage() {
  const { t } = useTranslation();
  return (
    <GuestCard title={t('signin.title')} testId="admin-signin-page">
      <SignInForm />
    </GuestCard>
  );
}
