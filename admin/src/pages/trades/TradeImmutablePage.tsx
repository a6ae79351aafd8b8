import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toApiErrors } from '@mc/client';
import { NotFound } from '../../components/NotFound';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { formatMoney } from '../../lib/money';
import { userPath } from '../../paths';
import { UserScreen } from '../users/UserScreen';
import { TRADE_QUERY, type AdminTrade } from './queries';

type Form = 'update' | 'update-date';

/**
 * /control/users/:id/trades/:tid/update and …/update-date: the specification's edit forms. Trades are
 * immutable (DESIGN.md §2: prices, profit and dates come from recorded feed ticks), so the screen shows the
 * trade's recorded figures, says why they cannot change, and points to adjustments for corrections.
 */
export function TradeImmutablePage({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t(`tradeImmutable.${form}.title`)} testId={`trade-${form}-page`}>
      {(customer) => <TradeImmutable form={form} userId={customer.id} />}
    </UserScreen>
  );
}

function TradeImmutable({ form, userId }: { form: Form; userId: string }) {
  const { t } = useTranslation();
  const { tid = '' } = useParams();
  const { data, error } = useQuery(TRADE_QUERY, { variables: { id: tid } });
  const trade = data?.trade;
  if (error !== undefined && toApiErrors(error).some((each) => each.reason === 'TRADE_NOT_FOUND'))
    return <NotFound what="Trade" />;
  if (error !== undefined) return <QueryError error={error} />;
  if (trade === undefined) return <QueryLoader />;
  if (trade.userId !== userId) return <NotFound what="Trade" />;
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>{t(`tradeImmutable.${form}.title`)}</Title>
      <Alert color="orange" variant="light" data-testid="trade-immutable">
        {t(`tradeImmutable.${form}.why`)}{' '}
        <Anchor component={Link} to={userPath(userId, 'update')} data-testid="trade-immutable-adjustment">
          {t('tradeImmutable.adjustment')}
        </Anchor>
      </Alert>
      <RecordedFigures trade={trade} />
    </Stack>
  );
}

function RecordedFigures({ trade }: { trade: AdminTrade }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('userTrades.columns.symbol'), `${trade.side} ${trade.symbol}`],
    [t('userTrades.columns.amount'), formatMoney({ amount: trade.margin, assetCode: trade.currency })],
    [t('tradeImmutable.lotSize'), trade.units],
    [t('tradeImmutable.opened'), `${trade.opening.price} · ${trade.opening.at}`],
    [t('tradeImmutable.closed'), trade.closing ? `${trade.closing.price} · ${trade.closing.at}` : '—'],
    [
      t('userTrades.columns.profit'),
      trade.profit == null ? '—' : formatMoney({ amount: trade.profit, assetCode: trade.currency }),
    ],
  ];
  return (
    <Table withTableBorder data-testid="trade-recorded-figures">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={180}>{label}</Table.Th>
            <Table.Td ff="monospace">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
