import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractComment } from '../../mining/coins';
import { PLAN_OFFERS_QUERY, type PlanOffer } from '../../mining/queries';
import { DetailList } from '../../ui/DetailList';
import { ErrorState } from '../../ui/ErrorState';
import { formatUsd } from '../../ui/format';
import { LoadingState } from '../../ui/LoadingState';
import { FUNDS_PATHS } from '../paths';
import { DepositCheckout } from './DepositCheckout';
import { contractLabel } from './depositLabel';

/**
 * The plan a contract card's link names: its comment and price must match a plan on offer, so a
 * hand-edited price cannot buy a plan at another price. A standard card's link carries no plan id
 * (specification §2); a Pro card's link adds `plan`, since a Pro plan has its standard tier's comment.
 */
function planOfLink(plans: readonly PlanOffer[], link: MiningLink): PlanOffer | undefined {
  const matches = (plan: PlanOffer) => contractComment(plan) === link.comment && String(plan.priceUsd) === link.price;
  if (link.planId) return plans.find((plan) => plan.id === link.planId && matches(plan));
  return plans.find((plan) => plan.variant === 'STANDARD' && matches(plan));
}

interface MiningLink {
  comment: string;
  price: string;
  /** The `plan` query parameter of a Pro card's link; null on a standard card's. */
  planId: string | null;
}

/** new.html with code=2: the contract bought (plan comment and USD price), then the crypto to pay with. */
export function MiningDepositCheckout(link: MiningLink) {
  const { t } = useTranslation();
  // Whether a plan is sold out changes with every sale and capacity change: always ask the server too.
  const { data, error, refetch } = useQuery(PLAN_OFFERS_QUERY, { fetchPolicy: 'cache-and-network' });
  if (error && !data) {
    return (
      <ErrorState
        error={error}
        title={t('pricing.loadErrorTitle')}
        message={t('pricing.loadError')}
        retryLabel={t('pricing.retry')}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!data) return <LoadingState label={t('pricing.loading')} />;
  const plan = planOfLink(data.plans, link);
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
  if (plan.soldOut) {
    return (
      <Alert color="orange" variant="light" role="alert" data-testid="deposit-plan-sold-out">
        <Stack gap="xs">
          {t('funds.newDeposit.planSoldOut')}
          <Anchor component={Link} to={FUNDS_PATHS.depositMining} size="sm">
            {t('funds.newDeposit.choosePlan')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  const { comment } = link;
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
