import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FundsFrame } from '../funds/FundsFrame';
import { FUNDS_PATHS } from '../funds/paths';
import { useMyWithdrawals } from '../funds/withdrawals/useMyWithdrawals';
import { WithdrawalList } from '../funds/withdrawals/WithdrawalList';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';

/** /user/withdrawals/list.html: the customer's withdrawals, a page at a time, and a way to make one. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  return (
    <FundsFrame
      testId="withdrawals-page"
      size="lg"
      title={t('funds.withdrawals.title')}
      heading={t('funds.withdrawals.heading')}
      actions={
        <Button component={Link} to={FUNDS_PATHS.withdrawalNew} data-testid="withdrawals-new">
          {t('funds.withdrawals.new')}
        </Button>
      }
    >
      <WithdrawalHistory />
    </FundsFrame>
  );
}

/** The history with its loading and error states; new.html shows it under the form too. */
export function WithdrawalHistory() {
  const { t } = useTranslation();
  const { withdrawals, error, retry, loadMore } = useMyWithdrawals();
  if (withdrawals) return <WithdrawalList withdrawals={withdrawals} onLoadMore={loadMore} />;
  if (error) {
    return (
      <ErrorState
        error={error}
        title={t('funds.withdrawals.loadErrorTitle')}
        message={t('funds.withdrawals.loadError')}
        retryLabel={t('session.retry')}
        onRetry={retry}
      />
    );
  }
  return <LoadingState label={t('funds.withdrawals.loading')} />;
}
