import { useQuery } from '@apollo/client/react';
import { Badge, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/PagedList';
import { useDateTimeFormat } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { PAGE_SIZE } from '../../lib/usePagedSearch';
import { CUSTOMER_OPTIONS_QUERY, type AdminOption } from './queries';

/** The customer's options (HIGHER, LOWER, CALL, PUT): stake, symbol, strike to settlement price, profit, status. */
export function UserOptionsList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, previousData, error } = useQuery(CUSTOMER_OPTIONS_QUERY, {
    variables: { id: userId, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.customer?.options;
  return (
    <>
      <Title order={3}>{t('userTrades.options.title')}</Title>
      <PagedList result={result} error={error} page={page} onPageChange={setPage} testId="user-options">
        {result && <OptionsTable options={result.items} />}
      </PagedList>
    </>
  );
}

function OptionsTable({ options }: { options: readonly AdminOption[] }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped data-testid="user-options-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('userTrades.columns.type')}</Table.Th>
            <Table.Th ta="right">{t('userTrades.columns.amount')}</Table.Th>
            <Table.Th>{t('userTrades.columns.symbol')}</Table.Th>
            <Table.Th>{t('userTrades.options.prices')}</Table.Th>
            <Table.Th ta="right">{t('userTrades.columns.profit')}</Table.Th>
            <Table.Th>{t('userTrades.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {options.map((option) => (
            <Table.Tr key={option.id} data-testid="user-options-row" data-id={option.id} data-status={option.status}>
              <Table.Td>
                <Badge variant="light">{option.direction}</Badge>
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney({ amount: option.stake, assetCode: option.currency })}
              </Table.Td>
              <Table.Td>{option.symbol}</Table.Td>
              <Table.Td ff="monospace">
                {option.strike.price} →{' '}
                {option.settlement?.price ?? t('userTrades.options.until', { at: formatTime(option.expiresAt) })}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {option.profit == null ? '—' : formatMoney({ amount: option.profit, assetCode: option.currency })}
              </Table.Td>
              <Table.Td>
                <Badge variant="outline" color={option.status === 'OPEN' ? 'blue' : 'gray'}>
                  {t(`userTrades.options.status.${option.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
