import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { TradingDepositForm } from '../funds/deposits/TradingDepositForm';
import { FundsFrame } from '../funds/FundsFrame';
import { FUNDS_PATHS } from '../funds/paths';
import { BALANCES_QUERY } from '../funds/queries/balances';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';

/**
 * /user/deposits/trading.html: fund the trading account. The amount is in the trading account's
 * currency: the customer's currency until the first deposit fixes it.
 */
export function TradingDepositPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(BALANCES_QUERY, { fetchPolicy: 'cache-and-network' });
  const currency = data?.me?.balances?.trading.assetCode;
  return (
    <FundsFrame
      testId="trading-deposit-page"
      title={t('funds.trading.title')}
      heading={t('funds.trading.heading')}
      intro={t('funds.trading.intro')}
      back={{ to: FUNDS_PATHS.depositSelect, label: t('funds.select.back') }}
    >
      {currency ? (
        <TradingDepositForm currency={currency} />
      ) : error ? (
        <ErrorState
          error={error}
          title={t('session.loadErrorTitle')}
          message={t('session.loadError')}
          retryLabel={t('session.retry')}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <LoadingState label={t('session.loading')} />
      )}
    </FundsFrame>
  );
}
