import { useTranslation } from 'react-i18next';
import { AccountFrame } from '../account/AccountFrame';
import { PhotoForm } from '../account/PhotoForm';
import { usePageTitle } from '../chrome/usePageTitle';

/** /user/auth/photo.html: the profile photo. */
export function PhotoPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.photo.title'));
  return (
    <AccountFrame testId="photo-page" heading={t('account.photo.heading')} intro={t('account.photo.intro')}>
      {(account) => <PhotoForm account={account} />}
    </AccountFrame>
  );
}
