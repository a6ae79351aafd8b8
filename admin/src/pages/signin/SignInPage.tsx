import { SignInForm, useSignInAndGoHome } from '@mc/client';
import { useTranslation } from 'react-i18next';
import { GuestCard } from '../../components/GuestCard';
import { PATHS } from '../../paths';
import { reloadCurrentAdmin } from '../../session/adminCache';
import { ADMIN_AUTH_FORMS } from '../../session/authForms';
import { ADMIN_SIGN_IN_MUTATION } from '../../session/queries';

/** /control/signin.html: the guest-only admin sign-in (`adminSignIn`), with the way to /control/password.html. */
export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useSignInAndGoHome(ADMIN_SIGN_IN_MUTATION, reloadCurrentAdmin, PATHS.home);
  return (
    <GuestCard title={t('signin.title')} testId="admin-signin-page">
      <SignInForm app={ADMIN_AUTH_FORMS} text={(key) => t(`signin.${key}`)} signIn={signIn} />
    </GuestCard>
  );
}
