import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FundsFrame } from '../funds/FundsFrame';
import { ContractList } from '../mining/contracts/ContractList';
import { useMyContracts } from '../mining/contracts/useMyContracts';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';

/** /user/mining/contracts.html: the customer's mining contracts, a page at a time, and a way to buy one. */
export function MiningContractsPage() {
  const { t } = useTranslation();
  const { contracts, error, retry, loadMore } = useMyContracts();
  return (
    <FundsFrame
      testId="contracts-page"
      size="lg"
      title={t('contracts.title')}
      heading={t('contracts.heading')}
      actions={
        <Button component={Link} to="/pricing.html" data-testid="contracts-buy">
          {t('contracts.buy')}
        </Button>
      }
    >
      {contracts ? (
        <ContractList contracts={contracts} onLoadMore={loadMore} />
      ) : error ? (
        <ErrorState
          error={error}
          title={t('contracts.loadErrorTitle')}
          message={t('contracts.loadError')}
          retryLabel={t('session.retry')}
          onRetry={retry}
        />
      ) : (
        <LoadingState label={t('contracts.loading')} />
      )}
    </FundsFrame>
  );
}
