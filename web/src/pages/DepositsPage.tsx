import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DepositList } from '../funds/deposits/DepositList';
import { useMyDeposits } from '../funds/deposits/useMyDeposits';
import { FundsFrame } from '../funds/FundsFrame';
import { FUNDS_PATHS } from '../funds/paths';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';

/** /user/deposits/list.html: the customer's deposits, a page at a time, and a way to make one. */
export function DepositsPage() {
  const { t } = useTranslation();
  const { deposits, error, retry, loadMore } = useMyDeposits();
  return (
    <FundsFrame
      testId="deposits-page"
      size="md"
      title={t('funds.deposits.title')}
      heading={t('funds.deposits.heading')}
      actions={
        <Button component={Link} to={FUNDS_PATHS.depositSelect} data-testid="deposits-new">
          {t('funds.deposits.new')}
        </Button>
      }
    >
      {deposits ? (
        <DepositList deposits={deposits} onLoadMore={loadMore} />
      ) : error ? (
        <ErrorState
          error={error}
          title={t('funds.deposits.loadErrorTitle')}
          message={t('funds.deposits.loadError')}
          retryLabel={t('session.retry')}
          onRetry={retry}
        />
      ) : (
        <LoadingState label={t('funds.deposits.loading')} />
      )}
    </FundsFrame>
  );
}
