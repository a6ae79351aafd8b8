import { Card, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FundsFrame } from '../funds/FundsFrame';
import { FUNDS_PATHS } from '../funds/paths';

const CHOICES = [
  { to: FUNDS_PATHS.depositTrading, key: 'trading', testId: 'deposit-select-trading' },
  { to: FUNDS_PATHS.depositMining, key: 'mining', testId: 'deposit-select-mining' },
] as const;

/** /user/deposits/select.html: fund the trading account, or buy a mining contract. */
export function DepositSelectPage() {
  const { t } = useTranslation();
  return (
    <FundsFrame
      testId="deposit-select-page"
      title={t('funds.select.title')}
      heading={t('funds.select.heading')}
      intro={t('funds.select.intro')}
      back={{ to: FUNDS_PATHS.depositList, label: t('funds.deposits.backToList') }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {CHOICES.map((choice) => (
          <UnstyledButton key={choice.key} component={Link} to={choice.to} data-testid={choice.testId}>
            <Card withBorder radius="md" padding="lg" h="100%">
              <Title order={2} size="h4" mb="xs">
                {t(`funds.select.${choice.key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`funds.select.${choice.key}.description`)}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </FundsFrame>
  );
}
