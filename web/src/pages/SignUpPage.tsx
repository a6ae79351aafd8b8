import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../chrome/usePageTitle';
import { SignUpForm } from '../signup/SignUpForm';
import { SignupWizard } from '../signup/SignupWizard';

export function SignUpPage() {
  const { t } = useTranslation();
  usePageTitle(t('signup.title'));
  return (
    <SignupWizard step={1} heading={t('signup.heading')}>
      <SignUpForm />
    </SignupWizard>
  );
}
