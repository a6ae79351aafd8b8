import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../chrome/usePageTitle';
import { IdentityStep } from '../signup/IdentityStep';
import { SignupWizard } from '../signup/SignupWizard';

export function SignupIdentityPage() {
  const { t } = useTranslation();
  usePageTitle(t('signup.identity.title'));
  return (
    <SignupWizard step={4} heading={t('signup.identity.heading')}>
      <IdentityStep />
    </SignupWizard>
  );
}
