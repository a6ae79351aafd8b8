import { useTranslation } from 'react-i18next';
import { AccountFrame } from '../account/AccountFrame';
import { AccountOverview } from '../account/AccountOverview';
import { usePageTitle } from '../chrome/usePageTitle';
import { PATHS } from '../session/paths';

/** /user/auth/index.html: the account overview with links to the pages that change it. */
export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  return (
    <AccountFrame
      testId="account-page"
      heading={t('account.heading')}
      back={{ to: PATHS.userHome, label: t('account.backHome'), testId: 'account-page-back' }}
    >
      {(account) => <AccountOverview account={account} />}
    </AccountFrame>
  );
}
