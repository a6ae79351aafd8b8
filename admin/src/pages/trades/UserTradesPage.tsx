import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../components/PagedList';
import { formatMoney } from '../../lib/money';
import { PAGE_SIZE } from '../../lib/usePagedSearch';
import { traderPath, userPath } from '../../paths';
import type { Customer } from '../users/queries';
import { UserScreen } from '../users/UserScreen';
import { CUSTOMER_TRADES_QUERY } from './queries';
import { UserOptionsList } from './UserOptionsList';
import { UserTradesTable } from './UserTradesTable';

/** /control/users/:id/trades: the customer's trading balance and trades, read-only (DESIGN.md §2). */
export function UserTradesPage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('userTrades.title')} testId="user-trades-page">
      {(customer) => <UserTrades customer={customer} />}
    </UserScreen>
  );
}

function UserTrades({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, previousData, error } = useQuery(CUSTOMER_TRADES_QUERY, {
    variables: { id: customer.id, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.customer;
  return (
    <>
      <Group justify="space-between">
        <Title order={2}>{t('userTrades.title')}</Title>
        <Button variant="light" component={Link} to={userPath(customer.id, 'trades/create-options')}>
          {t('userTrades.createOptions')}
        </Button>
      </Group>
      <Group align="stretch">
        <Paper withBorder p="md" radius="md" miw={240}>
          <Text size="sm" c="dimmed">
            {t('userTrades.tradingBalance')}
          </Text>
          <Text size="xl" fw={600} data-testid="user-trades-balance">
            {shown?.balances ? formatMoney(shown.balances.trading) : '…'}
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md" miw={240} data-testid="user-trades-copies">
          <Text size="sm" c="dimmed">
            {t('userTrades.copies', { count: shown?.copiedTraders?.length ?? 0 })}
          </Text>
          {shown?.copiedTraders?.map((copy) => (
            <Text key={copy.trader.id} size="sm">
              <Anchor component={Link} to={traderPath(copy.trader.id)}>
                {copy.trader.name}
              </Anchor>{' '}
              · {formatMoney({ amount: copy.allocation, assetCode: 'USD' })}
            </Text>
          ))}
        </Paper>
      </Group>
      <Text size="sm" c="dimmed">
        {t('userTrades.immutableNote')}{' '}
        <Anchor component={Link} to={userPath(customer.id, 'update')}>
          {t('userTrades.adjustmentLink')}
        </Anchor>
      </Text>
      <PagedList result={shown?.trades} error={error} page={page} onPageChange={setPage} testId="user-trades">
        {shown?.trades && <UserTradesTable trades={shown.trades.items} />}
      </PagedList>
      <UserOptionsList userId={customer.id} />
    </>
  );
}
