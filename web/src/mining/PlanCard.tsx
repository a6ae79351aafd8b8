import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInteger, formatUsd } from '../ui/format';
import { buyContractUrl } from './coins';
import type { PlanCardPlan } from './queries';

export function PlanCard({ plan }: { plan: PlanCardPlan }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="plan-card" data-plan-id={plan.id}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" data-testid="plan-term">
            {t('pricing.term', { count: plan.termMonths })}
          </Title>
          <Badge variant="light" color="yellow" data-testid="plan-estimate-badge">
            {t('pricing.estimate')}
          </Badge>
        </Group>
        <Box component="dl" m={0}>
          <PlanFigure label={t('pricing.price')} testId="plan-price">
            {formatUsd(plan.priceUsd)}
          </PlanFigure>
          <PlanFigure label={t('pricing.hashrate')} testId="plan-hashrate">
            {t('pricing.hashrateValue', { value: formatInteger(plan.hashrateThs) })}
          </PlanFigure>
          <PlanFigure label={t('pricing.estimatedProfit')} testId="plan-profit">
            {t('pricing.estimatedProfitValue', { value: formatInteger(plan.estimatedProfitPercent) })}
          </PlanFigure>
          <PlanFigure label={t('pricing.estimatedDailyPayout')} testId="plan-daily-payout">
            {`${plan.estimatedDailyPayout} ${plan.asset.code}`}
          </PlanFigure>
        </Box>
        <Button component={Link} to={buyContractUrl(plan)} fullWidth mt="auto" data-testid="plan-buy">
          {t('pricing.buy')}
        </Button>
      </Stack>
    </Card>
  );
}

interface PlanFigureProps {
  label: string;
  testId: string;
  children: ReactNode;
}

function PlanFigure({ label, testId, children }: PlanFigureProps) {
  return (
    <Group justify="space-between" gap="xs" py={4} wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} ta="right" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}
