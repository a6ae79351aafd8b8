import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format';
import { priceText, profitColor, profitText } from '../format';
import type { TradeFields } from '../queries';

/** The trader's latest model trades, open and closed, newest first. */
export function RecentTrades({ trades }: { trades: TradeFields[] }) {
  const { t, i18n } = useTranslation();
  if (trades.length === 0)
    return (
      <Text ta="center" fw={600} py="md" data-testid="trader-trades-empty">
        {t('trading.history.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped data-testid="trader-recent-trades">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('trading.fields.symbol')}</Table.Th>
            <Table.Th>{t('trading.fields.side')}</Table.Th>
            <Table.Th>{t('trading.fields.openPrice')}</Table.Th>
            <Table.Th>{t('trading.fields.closePrice')}</Table.Th>
            <Table.Th>{t('trading.fields.time')}</Table.Th>
            <Table.Th>{t('trading.fields.profit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trades.map((trade) => (
            <Table.Tr key={trade.id} data-testid="trader-trade-row">
              <Table.Td>
                <Text span fw={600}>
                  {trade.symbol}
                </Text>
              </Table.Td>
              <Table.Td>{t(`trading.sides.${trade.side}`)}</Table.Td>
              <Table.Td>{priceText(trade.opening.price, trade.instrument?.pricePrecision)}</Table.Td>
              <Table.Td>
                {trade.closing
                  ? priceText(trade.closing.price, trade.instrument?.pricePrecision)
                  : t('trading.tradeStatuses.OPEN')}
              </Table.Td>
              <Table.Td>{formatDate((trade.closing ?? trade.opening).at, i18n.language, true)}</Table.Td>
              <Table.Td>
                <Text span fw={700} c={profitColor(trade.profit)}>
                  {trade.profit ? profitText(trade.profit, trade.currency) : '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
