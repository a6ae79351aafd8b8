import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MiningDepositCheckout } from '../funds/deposits/MiningDepositCheckout';
import { TradingDepositForm } from '../funds/deposits/TradingDepositForm';
import { FundsFrame } from '../funds/FundsFrame';
import { FUNDS_PATHS } from '../funds/paths';
import { BALANCES_QUERY } from '../funds/queries/balances';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';

/** The legacy purpose codes of the query: 1 Trading, 2 Mining. */
const TRADING_CODE = '1';
const MINING_CODE = '2';

/**
 * /user/deposits/new.html?code&price&comment[&plan]: the checkout of a contract card (code 2: plan
 * comment and USD price; a Pro card adds its plan id) or of a trading amount (code 1: price in the trading currency).
 */
export function NewDepositPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = search.get('code');
  const price = search.get('price') ?? '';
  const comment = search.get('comment') ?? '';
  const planId = search.get('plan');
  return (
    <FundsFrame
      testId="new-deposit-page"
      title={t('funds.newDeposit.title')}
      heading={t('funds.newDeposit.heading')}
      back={{ to: FUNDS_PATHS.depositSelect, label: t('funds.select.back') }}
    >
      {code === MINING_CODE && comment !== '' && price !== '' ? (
        <MiningDepositCheckout comment={comment} price={price} planId={planId} />
      ) : code === TRADING_CODE ? (
        <TradingCheckout price={price} />
      ) : (
        <Alert color="red" variant="light" role="alert" data-testid="deposit-link-invalid">
          <Stack gap="xs">
            {t('funds.newDeposit.invalid')}
            <Anchor component={Link} to={FUNDS_PATHS.depositSelect} size="sm">
              {t('funds.newDeposit.start')}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </FundsFrame>
  );
}

function TradingCheckout({ price }: { price: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(BALANCES_QUERY, { fetchPolicy: 'cache-and-network' });
  const currency = data?.me?.balances?.trading.assetCode;
  if (!currency && error) {
    return (
      <ErrorState
        error={error}
        title={t('session.loadErrorTitle')}
        message={t('session.loadError')}
        retryLabel={t('session.retry')}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!currency) return <LoadingState label={t('session.loading')} />;
  return <TradingDepositForm currency={currency} initialAmount={price === '' ? undefined : price} />;
}
