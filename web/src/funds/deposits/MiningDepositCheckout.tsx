import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractComment } from '../../mining/coins';
import { PLANS_QUERY, type PlanCardPlan } from '../../mining/queries';
import { DetailList } from '../../ui/DetailList';
import { ErrorState } from '../../ui/ErrorState';
import { formatUsd } from '../../ui/format';
import { LoadingState } from '../../ui/LoadingState';
import { FUNDS_PATHS } from '../paths';
import { DepositCheckout } from './DepositCheckout';
import { contractLabel } from './depositLabel';

/**
 * The plan a contract card's link names: its comment and price must match a plan on offer. The
 * link carries no plan id (specification §2), and matching both keeps a hand-edited price from
 * buying a plan at another price.
 */
function planOfLink(plans: readonly PlanCardPlan[], comment: string, price: string): PlanCardPlan | undefined {
  return plans.find((plan) => contractComment(plan) === comment && String(plan.priceUsd) === price);
}

/** new.html with code=2: the contract bought (plan comment and USD price), then the crypto to pay with. */
export function MiningDepositCheckout({ comment, price }: { comment: string; price: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(PLANS_QUERY, { variables: {} });
  if (error) {
    return (
      <ErrorState
        title={t('pricing.loadErrorTitle')}
        message={t('pricing.loadError')}
        retryLabel={t('pricing.retry')}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!data) return <LoadingState label={t('pricing.loading')} />;
  const plan = planOfLink(data.plans, comment, price);
  if (!plan) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="deposit-plan-unknown">
        <Stack gap="xs">
          {t('funds.newDeposit.planUnknown')}
          <Anchor component={Link} to={FUNDS_PATHS.depositMining} size="sm">
            {t('funds.newDeposit.choosePlan')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <DepositCheckout
      testId="mining-deposit-form"
      orderFrom={() => ({ purpose: 'MINING', planId: plan.id, comment, price: String(plan.priceUsd) })}
    >
      <DetailList
        rows={[
          { label: t('funds.newDeposit.plan'), value: contractLabel(plan, t), testId: 'deposit-plan-comment' },
          { label: t('funds.newDeposit.price'), value: formatUsd(plan.priceUsd), testId: 'deposit-plan-price' },
        ]}
      />
    </DepositCheckout>
  );
}
