import { useTranslation } from 'react-i18next';
import { AccountFrame } from '../account/AccountFrame';
import { PhoneForm } from '../account/PhoneForm';
import { usePageTitle } from '../chrome/usePageTitle';

/** /user/auth/phone.html: the mobile number. */
export function PhonePage() {
  const { t } = useTranslation();
  usePageTitle(t('account.phone.title'));
  return (
    <AccountFrame testId="phone-page" heading={t('account.phone.heading')} intro={t('account.phone.intro')}>
      {(account) => <PhoneForm account={account} />}
    </AccountFrame>
  );
}
