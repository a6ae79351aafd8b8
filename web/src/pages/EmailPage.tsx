import { useTranslation } from 'react-i18next';
import { AccountFrame } from '../account/AccountFrame';
import { EmailForm } from '../account/EmailForm';
import { usePageTitle } from '../chrome/usePageTitle';

/** /user/auth/email.html: the e-mail address, changed with a token sent to the current one. */
export function EmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.email.title'));
  return (
    <AccountFrame testId="email-page" heading={t('account.email.heading')} intro={t('account.email.intro')}>
      {(account) => <EmailForm account={account} />}
    </AccountFrame>
  );
}
