import { Alert, Anchor, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userPath } from '../../paths';
import { UserScreen } from '../users/UserScreen';

/**
 * /control/users/:id/trades/create-options: a placeholder page in the specification too (001 §2). Options
 * are opened by customers themselves at the feed price and settled by the server, so there is nothing for
 * an admin to open here; the page says so and leads back to the customer's trades.
 */
export function CreateOptionsPage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('createOptions.title')} testId="create-options-page">
      {(customer) => (
        <>
          <Title order={2}>{t('createOptions.title')}</Title>
          <Alert color="blue" variant="light" maw={720} data-testid="create-options-placeholder">
            {t('createOptions.why')}{' '}
            <Anchor component={Link} to={userPath(customer.id, 'trades')}>
              {t('createOptions.back')}
            </Anchor>
          </Alert>
        </>
      )}
    </UserScreen>
  );
}
