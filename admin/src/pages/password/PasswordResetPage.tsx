import { PasswordResetSteps } from '@mc/client';
import { useTranslation } from 'react-i18next';
import { GuestCard } from '../../components/GuestCard';
import { ADMIN_AUTH_FORMS } from '../../session/authForms';
import { ADMIN_PASSWORD_RESET_MUTATIONS } from './queries';

/**
 * /control/password.html, guest-only (specification §2, "Admin access"): the shared two reset steps,
 * against `requestAdminPasswordReset` and `resetAdminPassword`.
 */
export function PasswordResetPage() {
  const { t } = useTranslation();
  return (
    <GuestCard title={t('passwordReset.title')} testId="admin-password-page">
      <PasswordResetSteps
        app={ADMIN_AUTH_FORMS}
        text={(key, values) => t(`passwordReset.${key}`, values)}
        mutations={ADMIN_PASSWORD_RESET_MUTATIONS}
      />
    </GuestCard>
  );
}
