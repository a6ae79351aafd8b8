import { Anchor, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Coin } from '../../graphql/generated/graphql';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingState } from '../../ui/LoadingState';
import { CoinPanel } from './CoinPanel';
import { useLiveMining } from './useLiveMining';

/** The specification's tabs of /user/index.html, in its order, with the coin each shows. */
const TABS = [
  { value: 'ethereum', coin: 'ETH' },
  { value: 'bitcoin', coin: 'BTC' },
  { value: 'bnb', coin: 'BNB' },
  { value: 'usdt', coin: 'USDT' },
] as const satisfies readonly { value: string; coin: Coin }[];

type TabValue = (typeof TABS)[number]['value'];

/**
 * The mining dashboard: one tab per coin, each balance growing every second at the live rate
 * (`myMining`), what is settled shown apart from what is still accruing.
 */
export function MiningDashboard() {
  const { t } = useTranslation();
  const { held, refusal, retry } = useLiveMining();
  const [chosen, setTab] = useState<TabValue | null>(null);
  // Until the customer picks a tab, open the first (in the specification's order) with a contract.
  const firstWithContract = TABS.find((each) =>
    held?.mining.coins.some((coin) => coin.coin === each.coin && coin.activeContracts > 0),
  );
  const tab = chosen ?? firstWithContract?.value ?? 'ethereum';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="mining-dashboard">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3">
            {t('dashboard.title')}
          </Title>
          <Anchor component={Link} to="/user/mining/contracts.html" size="sm" data-testid="dashboard-contracts-link">
            {t('dashboard.contracts')}
          </Anchor>
        </Group>
        {held ? (
          <Tabs value={tab} onChange={(value) => value && setTab(value as TabValue)} keepMounted={false}>
            <Tabs.List aria-label={t('dashboard.tabsLabel')}>
              {TABS.map((each) => (
                <Tabs.Tab key={each.value} value={each.value} data-testid={`dashboard-tab-${each.value}`}>
                  {t(`dashboard.tabs.${each.value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {TABS.map((each) => {
              const coin = held.mining.coins.find((candidate) => candidate.coin === each.coin);
              return (
                <Tabs.Panel key={each.value} value={each.value}>
                  {coin && <CoinPanel coin={coin} held={held} />}
                </Tabs.Panel>
              );
            })}
          </Tabs>
        ) : refusal ? (
          <ErrorState
            error={refusal}
            title={t('dashboard.loadErrorTitle')}
            message={t('dashboard.loadError')}
            retryLabel={t('session.retry')}
            onRetry={retry}
          />
        ) : (
          <LoadingState label={t('dashboard.loading')} />
        )}
      </Stack>
    </Paper>
  );
}
