import { useTranslation } from 'react-i18next';
import type { Viewer } from '../session/queries';
import { DetailList } from '../ui/DetailList';

/** The signed-in customer's e-mail and account currency. */
export function AccountSummary({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  return (
    <DetailList
      rows={[
        { label: t('user.email'), value: viewer.email, testId: 'user-email' },
        { label: t('user.currency'), value: viewer.currency, testId: 'user-currency' },
      ]}
    />
  );
}
