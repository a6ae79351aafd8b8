import { Alert, Badge, Box, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInteger, formatUsd } from '../ui/format';
import { buyContractUrl } from './coins';
import { coinAmount, formatDecimalText, isNegativeAmount } from './estimateFormat';
import type { PlanCardEstimate, PlanCardPlan } from './queries';

/** One contract card: what the plan costs and buys, its estimates (or why there are none), and the buy button. */
export function PlanCard({ plan }: { plan: PlanCardPlan }) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="plan-card"
      data-plan-id={plan.id}
      data-sold-out={plan.soldOut}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" data-testid="plan-term">
            {t('pricing.term', { count: plan.termMonths })}
          </Title>
          <Group gap={6} justify="flex-end">
            {plan.variant === 'PRO' && (
              <Badge variant="filled" color="violet" data-testid="plan-pro-badge">
                {t('pricing.variants.PRO')}
              </Badge>
            )}
            {plan.soldOut && (
              <Badge variant="filled" color="gray" data-testid="plan-sold-out">
                {t('pricing.soldOut')}
              </Badge>
            )}
          </Group>
        </Group>
        <Box component="dl" m={0}>
          <PlanFigure label={t('pricing.price')} testId="plan-price">
            {formatUsd(plan.priceUsd)}
          </PlanFigure>
          <PlanFigure label={t('pricing.hashrate')} testId="plan-hashrate">
            {t('pricing.hashrateValue', { value: formatInteger(plan.hashrateThs) })}
          </PlanFigure>
          <PlanFigure label={t('pricing.maintenanceFee')} testId="plan-fee">
            {t('pricing.feeValue', { value: formatDecimalText(plan.maintenanceFeeUsdPerThDay, i18n.language) })}
          </PlanFigure>
          <PlanFigure label={t('pricing.paidIn')} testId="plan-coin">
            {plan.asset.code}
          </PlanFigure>
        </Box>
        <Divider
          label={
            <Badge variant="light" color="yellow" data-testid="plan-estimate-badge">
              {t('pricing.estimate')}
            </Badge>
          }
        />
        {plan.estimate ? (
          <PlanEstimateFigures estimate={plan.estimate} coin={plan.asset.code} />
        ) : (
          <Alert color="yellow" variant="light" data-testid="plan-estimate-unavailable">
            <Text size="sm">{t('pricing.estimateUnavailable')}</Text>
            {plan.estimateUnavailableReason && (
              <Text size="xs" c="dimmed">
                {plan.estimateUnavailableReason}
              </Text>
            )}
          </Alert>
        )}
        {plan.soldOut ? (
          <Button disabled fullWidth mt="auto" data-testid="plan-buy">
            {t('pricing.soldOut')}
          </Button>
        ) : (
          <Button component={Link} to={buyContractUrl(plan)} fullWidth mt="auto" data-testid="plan-buy">
            {t('pricing.buy')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** The card's estimates; a negative one is shown as it is, in red, never hidden. */
function PlanEstimateFigures({ estimate, coin }: { estimate: PlanCardEstimate; coin: string }) {
  const { t, i18n } = useTranslation();
  const payoutNegative = isNegativeAmount(estimate.dailyNetPayout);
  return (
    <Box component="dl" m={0}>
      <PlanFigure label={t('pricing.estimatedDailyPayout')} testId="plan-daily-payout" negative={payoutNegative}>
        {coinAmount(estimate.dailyNetPayout, coin, i18n.language)}
        <Text span display="block" size="xs" c="dimmed" fw={400} data-testid="plan-daily-usd">
          {`≈ ${formatUsd(Number(estimate.dailyNetUsd))}`}
        </Text>
      </PlanFigure>
      <PlanFigure
        label={t('pricing.estimatedReturn', { days: formatInteger(estimate.termDays) })}
        testId="plan-return"
        negative={isNegativeAmount(estimate.returnPercent)}
      >
        {t('pricing.percentValue', { value: formatDecimalText(estimate.returnPercent, i18n.language, 2) })}
      </PlanFigure>
      <PlanFigure label={t('pricing.breakEven')} testId="plan-break-even">
        {estimate.breakEvenDay === null
          ? t('pricing.breakEvenNever')
          : t('pricing.breakEvenDay', { day: formatInteger(estimate.breakEvenDay) })}
      </PlanFigure>
    </Box>
  );
}

interface PlanFigureProps {
  label: string;
  testId: string;
  negative?: boolean;
  children: ReactNode;
}

function PlanFigure({ label, testId, negative = false, children }: PlanFigureProps) {
  return (
    <Group justify="space-between" gap="xs" py={4} wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fw={600}
        ta="right"
        c={negative ? 'red' : undefined}
        data-testid={testId}
        data-negative={negative || undefined}
      >
        {children}
      </Text>
    </Group>
  );
}
