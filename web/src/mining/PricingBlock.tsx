import { Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coin, PlanVariant } from '../graphql/generated/graphql';
import { COINS, isCoin, isPlanVariant, PLAN_VARIANTS } from './coins';
import { PlanCards } from './PlanCards';

/**
 * The coin tab strip, what is sold, the Standard / Pro switch, the contract cards of the chosen coin
 * and variant, and the risk notice under them (DESIGN.md §2 rule 6, §16).
 */
export function PricingBlock() {
  const { t } = useTranslation();
  const [coin, setCoin] = useState<Coin>(COINS[0]);
  const [variant, setVariant] = useState<PlanVariant>('STANDARD');
  return (
    <Stack gap="lg" data-testid="pricing-block">
      {/* Panels unmount when hidden so that only the chosen coin's plans are fetched and shown. */}
      <Tabs value={coin} onChange={(value) => isCoin(value) && setCoin(value)} keepMounted={false}>
        <Tabs.List justify="center" aria-label={t('pricing.coinTabsLabel')} mb="lg">
          {COINS.map((option) => (
            <Tabs.Tab key={option} value={option} data-testid={`coin-tab-${option}`}>
              {t(`coins.${option}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Stack gap="sm" align="center" mb="lg">
          <Text size="sm" ta="center" maw={760} data-testid="plans-what-is-sold">
            {t('pricing.whatIsSold', { coin: t(`coins.${coin}`) })}
          </Text>
          <Group gap="sm" justify="center">
            <SegmentedControl
              value={variant}
              onChange={(value) => isPlanVariant(value) && setVariant(value)}
              aria-label={t('pricing.variantLabel')}
              data-testid="variant-switch"
              data={PLAN_VARIANTS.map((option) => ({ value: option, label: t(`pricing.variants.${option}`) }))}
            />
          </Group>
          <Text size="xs" c="dimmed" ta="center" data-testid="variant-hint">
            {t(`pricing.variantHints.${variant}`)}
          </Text>
        </Stack>
        {COINS.map((option) => (
          <Tabs.Panel key={option} value={option}>
            <PlanCards coin={option} variant={variant} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text size="sm" c="dimmed" ta="center" maw={760} mx="auto" data-testid="plans-risk-notice">
        {t('pricing.riskNotice')}
      </Text>
    </Stack>
  );
}
