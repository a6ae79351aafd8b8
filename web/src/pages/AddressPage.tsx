import { useTranslation } from 'react-i18next';
import { AccountFrame } from '../account/AccountFrame';
import { AddressForm } from '../account/AddressForm';
import { usePageTitle } from '../chrome/usePageTitle';

/** /user/auth/address.html: the postal address. */
export function AddressPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.address.title'));
  return (
    <AccountFrame testId="address-page" heading={t('account.address.heading')} intro={t('account.address.intro')}>
      {(account) => <AddressForm account={account} />}
    </AccountFrame>
  );
}
