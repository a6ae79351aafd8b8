import { useTranslation } from 'react-i18next';
import { AccountFrame } from '../account/AccountFrame';
import { usePageTitle } from '../chrome/usePageTitle';
import { SettingsForm } from '../settings/SettingsForm';

/** /user/auth/settings.html: theme, the site's language and the language of e-mails. */
export function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  return (
    <AccountFrame testId="settings-page" heading={t('settings.heading')} intro={t('settings.intro')}>
      {(account) => <SettingsForm account={account} />}
    </AccountFrame>
  );
}
