import { Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coin } from '../graphql/generated/graphql';
import { COINS, isCoin } from './coins';
import { PlanCards } from './PlanCards';

/** The coin tab strip, the contract cards of the chosen coin and the risk notice under them. */
export function PricingBlock() {
  const { t } = useTranslation();
  const [coin, setCoin] = useState<Coin>(COINS[0]);
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
        {COINS.map((option) => (
          <Tabs.Panel key={option} value={option}>
            <PlanCards coin={option} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text size="sm" c="dimmed" ta="center" maw={760} mx="auto" data-testid="plans-risk-notice">
        {t('pricing.riskNotice')}
      </Text>
    </Stack>
  );
}
