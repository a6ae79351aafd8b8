import { useQuery } from '@apollo/client/react';
import { SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../ui/format';
import { COINS, isCoin, isPlanVariant, PLAN_VARIANTS } from '../coins';
import { PLAN_OFFERS_QUERY } from '../queries';
import type { PlanChoice } from './useCalculation';

interface PlanChooserProps {
  choice: PlanChoice;
  onChoose: (choice: PlanChoice) => void;
}

/** Coin, plan (term and price of each tier of that coin and variant) and the Standard / Pro switch. */
export function PlanChooser({ choice, onChoose }: PlanChooserProps) {
  const { t } = useTranslation();
  const { data } = useQuery(PLAN_OFFERS_QUERY);
  const tiers = (data?.plans ?? [])
    .filter((plan) => plan.coin === choice.coin && plan.variant === choice.variant)
    .sort((a, b) => a.tier - b.tier)
    .map((plan) => ({
      value: String(plan.tier),
      label: t('calculator.planOption', {
        term: t('pricing.term', { count: plan.termMonths }),
        price: formatUsd(plan.priceUsd),
      }),
    }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('calculator.coin')}
          value={choice.coin}
          allowDeselect={false}
          data={COINS.map((coin) => ({ value: coin, label: t(`coins.${coin}`) }))}
          onChange={(value) => isCoin(value) && onChoose({ ...choice, coin: value })}
          data-testid="calculator-coin"
        />
        <Select
          label={t('calculator.plan')}
          value={tiers.length > 0 ? String(choice.tier) : null}
          allowDeselect={false}
          data={tiers}
          onChange={(value) => value && onChoose({ ...choice, tier: Number(value) })}
          data-testid="calculator-plan"
        />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('calculator.variant')}
        </Text>
        <SegmentedControl
          value={choice.variant}
          onChange={(value) => isPlanVariant(value) && onChoose({ ...choice, variant: value })}
          aria-label={t('calculator.variant')}
          data-testid="calculator-variant"
          data={PLAN_VARIANTS.map((variant) => ({ value: variant, label: t(`pricing.variants.${variant}`) }))}
        />
      </div>
    </Stack>
  );
}
