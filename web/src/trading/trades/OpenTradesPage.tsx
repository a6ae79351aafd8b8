import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFallback } from '../LoadFallback';
import { Link } from 'react-router';
import { useFormAction } from '@mc/client';
import { formatAmount } from '../../funds/money';
import { ConfirmDialog } from '../../mining/contract-detail/ConfirmDialog';
import { FormErrors } from '../../ui/FormErrors';
import { priceText, profitColor, profitText } from '../format';
import { tradePath } from '../paths';
import { CLOSE_TRADE_MUTATION, OPEN_TRADES_QUERY, type LiveProfit, type TradeFields } from '../queries';
import { TradingFrame } from '../TradingFrame';
import { useMyTrades } from '../useMyTrades';

/** /user/trading/trades.html: open trades with their live profit (from trading) and Close, after a confirmation. */
export function OpenTradesPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(OPEN_TRADES_QUERY, { fetchPolicy: 'cache-and-network' });
  const reload = () => void refetch().catch(() => undefined);
  const profits = useMyTrades((change) => change.kind === 'TRADE' && reload());
  const [closeTrade] = useMutation(CLOSE_TRADE_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [closing, setClosing] = useState<TradeFields | null>(null);
  const trades = data?.me?.openTrades;
  const confirmClose = async () => {
    const trade = closing;
    if (!trade) return;
    await run(() => closeTrade({ variables: { id: trade.id } }));
    setClosing(null);
    reload();
  };
  return (
    <TradingFrame testId="trades-page" title={t('trading.trades.title')} heading={t('trading.trades.heading')}>
      <FormErrors errors={errors} />
      {trades ? (
        trades.length === 0 ? (
          <Text ta="center" fw={600} py="lg" data-testid="trades-empty">
            {t('trading.trades.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped data-testid="trades-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('trading.fields.symbol')}</Table.Th>
                  <Table.Th>{t('trading.fields.side')}</Table.Th>
                  <Table.Th>{t('trading.fields.margin')}</Table.Th>
                  <Table.Th>{t('trading.fields.leverage')}</Table.Th>
                  <Table.Th>{t('trading.fields.openPrice')}</Table.Th>
                  <Table.Th>{t('trading.fields.currentPrice')}</Table.Th>
                  <Table.Th>{t('trading.fields.profit')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {trades.map((trade) => (
                  <OpenTradeRow
                    key={trade.id}
                    trade={trade}
                    live={profits.get(trade.id)}
                    onClose={() => setClosing(trade)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      ) : (
        <LoadFallback error={error} onRetry={reload} />
      )}
      <ConfirmDialog
        opened={closing !== null}
        title={t('trading.trades.confirmTitle')}
        body={
          closing
            ? t('trading.trades.confirmBody', { symbol: closing.symbol, side: t(`trading.sides.${closing.side}`) })
            : ''
        }
        confirmLabel={t('trading.trades.close')}
        pending={pending}
        onConfirm={() => void confirmClose()}
        onCancel={() => setClosing(null)}
        testId="trade-close"
      />
    </TradingFrame>
  );
}

function OpenTradeRow({
  trade,
  live,
  onClose,
}: {
  trade: TradeFields;
  live: LiveProfit | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const precision = trade.instrument?.pricePrecision;
  return (
    <Table.Tr data-testid="trade-row" data-trade-id={trade.id}>
      <Table.Td>
        <Anchor component={Link} to={tradePath(trade.id)} data-testid="trade-link">
          {trade.symbol}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Badge color={trade.side === 'BUY' ? 'teal' : 'red'}>{t(`trading.sides.${trade.side}`)}</Badge>
      </Table.Td>
      <Table.Td>{formatAmount(trade.margin, trade.currency)}</Table.Td>
      <Table.Td>1:{trade.leverage}</Table.Td>
      <Table.Td>{priceText(trade.opening.price, precision)}</Table.Td>
      <Table.Td data-testid="trade-current-price">{live ? priceText(live.price, precision) : '—'}</Table.Td>
      <Table.Td>
        <Text span fw={700} c={profitColor(live?.profit)} data-testid="trade-live-profit">
          {live ? profitText(live.profit, live.currency) : '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" color="red" onClick={onClose} data-testid="trade-close">
          {t('trading.trades.close')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
