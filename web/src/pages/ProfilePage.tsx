import { useTranslation } from 'react-i18next';
import { AccountFrame } from '../account/AccountFrame';
import { ProfileForm } from '../account/ProfileForm';
import { usePageTitle } from '../chrome/usePageTitle';

/** /user/auth/profile.html: name, country, mobile number and account currency. */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('account.profile.title'));
  return (
    <AccountFrame testId="profile-page" heading={t('account.profile.heading')} intro={t('account.profile.intro')}>
      {(account) => <ProfileForm account={account} />}
    </AccountFrame>
  );
}
