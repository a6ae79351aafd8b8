import { Alert, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserScreen } from './UserScreen';

/**
 * /control/users/:id/push. The specification shows the push form only to users with a push
 * subscription; the graph has no web push yet, so no user has one and every user gets the denial.
 */
export function UserPushPage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('users.push.title')} testId="user-push-page">
      {() => (
        <>
          <Title order={2}>{t('users.push.title')}</Title>
          <Alert color="gray" variant="light" maw={560} data-testid="user-push-denied">
            {t('users.push.denied')}
          </Alert>
        </>
      )}
    </UserScreen>
  );
}
