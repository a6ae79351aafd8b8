import { Container, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../chrome/usePageTitle';
import { TRADING_TABS } from './paths';
import { RiskWarning } from './RiskWarning';
import { TradingBalance } from './TradingBalance';

interface TradingFrameProps {
  /** The page's test id, e.g. forex-page. */
  testId: string;
  title: string;
  heading: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** Every trading screen: the risk warning, the trading tabs, then the page's card. */
export function TradingFrame({ testId, title, heading, intro, actions, children }: TradingFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  usePageTitle(title);
  const active = TRADING_TABS.find((tab) => tab.to === pathname)?.to ?? null;
  return (
    <Container size="lg" py="xl" data-testid={testId}>
      <Stack gap="md">
        <RiskWarning />
        <Tabs value={active} onChange={(to) => to && void navigate(to)} aria-label={t('trading.nav.label')}>
          <Tabs.List>
            {TRADING_TABS.map((tab) => (
              <Tabs.Tab key={tab.to} value={tab.to} data-testid={tab.testId}>
                {t(tab.labelKey)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={1} size="h2">
                {heading}
              </Title>
              {actions}
            </Group>
            <TradingBalance />
            {intro && (
              <Text size="sm" c="dimmed">
                {intro}
              </Text>
            )}
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
