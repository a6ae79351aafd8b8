import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../chrome/usePageTitle';
import { useViewer } from '../session/useViewer';
import { DevicePinForm } from '../signup/DevicePinForm';
import { SignupWizard } from '../signup/SignupWizard';

export function SignupDevicePage() {
  const { t } = useTranslation();
  usePageTitle(t('signup.device.title'));
  const { viewer } = useViewer();
  return (
    <SignupWizard step={3} heading={t('signup.device.heading')}>
      {viewer && <DevicePinForm email={viewer.email} />}
    </SignupWizard>
  );
}
