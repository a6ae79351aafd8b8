import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money';
import { traderPath, userTradePath } from '../../paths';
import type { AdminTrade } from './queries';
import { TradeAdminActions } from './TradeAdminActions';

const STATUS_COLORS = { OPEN: 'blue', CLOSED: 'gray', VOIDED: 'orange' } as const;

/**
 * Each trade (specification 001 §2): type, amount, symbol, trader, opening to closing price, profit and
 * status; the trader a mirror copies; a voided trade's reason and time; close at market and void.
 */
export function UserTradesTable({ trades }: { trades: readonly AdminTrade[] }) {
  const { t } = useTranslation();
  return (
    // Narrow enough for 1280 px beside the navbar, actions wrapping: a wider table hid "Close at…" behind a sideways scroll.
    <Table.ScrollContainer minWidth={880}>
      <Table striped data-testid="user-trades-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('userTrades.columns.type')}</Table.Th>
            <Table.Th ta="right">{t('userTrades.columns.amount')}</Table.Th>
            <Table.Th>{t('userTrades.columns.symbol')}</Table.Th>
            <Table.Th>{t('userTrades.columns.trader')}</Table.Th>
            <Table.Th>{t('userTrades.columns.prices')}</Table.Th>
            <Table.Th ta="right">{t('userTrades.columns.profit')}</Table.Th>
            <Table.Th>{t('userTrades.columns.status')}</Table.Th>
            <Table.Th>{t('userTrades.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trades.map((trade) => (
            <Table.Tr key={trade.id} data-testid="user-trades-row" data-id={trade.id} data-status={trade.status}>
              <Table.Td>
                <Badge color={trade.side === 'BUY' ? 'green' : 'red'} variant="light">
                  {trade.side}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney({ amount: trade.margin, assetCode: trade.currency })}
                <Text size="xs" c="dimmed">
                  1:{trade.leverage} · {trade.units}
                </Text>
              </Table.Td>
              <Table.Td>{trade.symbol}</Table.Td>
              <Table.Td data-testid="user-trade-trader">
                {trade.trader ? (
                  <Anchor component={Link} size="sm" to={traderPath(trade.trader.id)}>
                    {trade.trader.name}
                  </Anchor>
                ) : (
                  <Text c="dimmed">{t('userTrades.noTrader')}</Text>
                )}
              </Table.Td>
              <Table.Td ff="monospace" data-testid="user-trade-prices">
                {trade.opening.price} → {trade.closing?.price ?? t('userTrades.stillOpen')}
              </Table.Td>
              <Table.Td ta="right" ff="monospace" data-testid="user-trade-profit">
                {trade.profit == null ? '—' : formatMoney({ amount: trade.profit, assetCode: trade.currency })}
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[trade.status]} variant="outline">
                  {t(`userTrades.status.${trade.status}`)}
                </Badge>
                {trade.closedBy && (
                  <Text size="xs" c="dimmed">
                    {t(`userTrades.closedBy.${trade.closedBy}`)}
                  </Text>
                )}
                {trade.voidedAt && (
                  <Text size="xs" c="dimmed" data-testid="user-trade-void-reason">
                    {t('userTrades.voided', {
                      at: new Date(trade.voidedAt).toLocaleString('en-US'),
                      reason: trade.voidReason,
                    })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Anchor component={Link} size="sm" to={userTradePath(trade.userId, trade.id, 'update')}>
                    {t('userTrades.update')}
                  </Anchor>
                  <Anchor component={Link} size="sm" to={userTradePath(trade.userId, trade.id, 'update-date')}>
                    {t('userTrades.updateDate')}
                  </Anchor>
                  <TradeAdminActions trade={trade} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
