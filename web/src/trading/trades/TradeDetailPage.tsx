import { useQuery } from '@apollo/client/react';
import { Badge, Divider, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFallback } from '../LoadFallback';
import { useParams } from 'react-router';
import { toApiErrors } from '@mc/client';
import { formatAmount } from '../../funds/money';
import { DetailList, type DetailRow } from '../../ui/DetailList';
import { formatDate } from '../../ui/format';
import { priceText, profitColor, profitText } from '../format';
import { TRADE_QUERY, type TradeFields } from '../queries';
import { TradingFrame } from '../TradingFrame';
import { useMyTrades } from '../useMyTrades';

type TradeDetail = TradeFields & { openRate: string; closeRate?: string | null };

/**
 * /user/trading/trades/{id}: every figure of a trade with the recorded ticks it came from. Another
 * customer's trade reads as an unknown one: "Trade Not Found".
 */
export function TradeDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(TRADE_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const reload = () => void refetch().catch(() => undefined);
  const profits = useMyTrades((change) => change.id === id && reload());
  const trade = data?.trade;
  const notFound = error && toApiErrors(error).some((each) => each.reason === 'TRADE_NOT_FOUND');
  return (
    <TradingFrame testId="trade-page" title={t('trading.detail.title')} heading={t('trading.detail.heading')}>
      {trade ? (
        <TradeFigures trade={trade} liveProfit={profits.get(trade.id)?.profit} />
      ) : notFound ? (
        <Text ta="center" fw={600} py="lg" data-testid="trade-not-found">
          {t('trading.detail.notFound')}
        </Text>
      ) : (
        <LoadFallback error={error} onRetry={reload} />
      )}
    </TradingFrame>
  );
}

function TradeFigures({ trade, liveProfit }: { trade: TradeDetail; liveProfit: string | undefined }) {
  const { t, i18n } = useTranslation();
  const precision = trade.instrument?.pricePrecision;
  const price = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : priceText(value, precision);
  const when = (iso: string) => formatDate(iso, i18n.language, true);
  const terms: DetailRow[] = [
    { label: t('trading.fields.side'), value: t(`trading.sides.${trade.side}`), testId: 'trade-side' },
    {
      label: t('trading.fields.margin'),
      value: formatAmount(trade.margin, trade.currency),
      testId: 'trade-margin-value',
    },
    { label: t('trading.fields.leverage'), value: `1:${trade.leverage}`, testId: 'trade-leverage-value' },
    { label: t('trading.fields.units'), value: trade.units, testId: 'trade-units' },
    { label: t('trading.ticket.takeProfit'), value: price(trade.takeProfit), testId: 'trade-take-profit-value' },
    { label: t('trading.ticket.stopLoss'), value: price(trade.stopLoss), testId: 'trade-stop-loss-value' },
    { label: t('trading.fields.closeOutPrice'), value: price(trade.closeOutPrice), testId: 'trade-close-out' },
  ];
  const opening: DetailRow[] = [
    { label: t('trading.fields.tickId'), value: trade.opening.tickId, testId: 'trade-open-tick' },
    { label: t('trading.fields.price'), value: price(trade.opening.price), testId: 'trade-open-price' },
    { label: t('trading.fields.time'), value: when(trade.opening.at), testId: 'trade-open-at' },
    { label: t('trading.fields.rate'), value: trade.openRate, testId: 'trade-open-rate' },
  ];
  const closing: DetailRow[] = trade.closing
    ? [
        { label: t('trading.fields.tickId'), value: trade.closing.tickId, testId: 'trade-close-tick' },
        { label: t('trading.fields.price'), value: price(trade.closing.price), testId: 'trade-close-price' },
        { label: t('trading.fields.time'), value: when(trade.closing.at), testId: 'trade-close-at' },
        { label: t('trading.fields.rate'), value: trade.closeRate ?? '—', testId: 'trade-close-rate' },
        {
          label: t('trading.fields.closedBy'),
          value: trade.closedBy ? t(`trading.closedBy.${trade.closedBy}`) : '—',
          testId: 'trade-closed-by',
        },
      ]
    : [];
  const profit = trade.profit ?? liveProfit;
  return (
    <>
      <Group justify="space-between">
        <Title order={2} size="h3" data-testid="trade-symbol">
          {trade.symbol} {trade.instrument ? `· ${trade.instrument.name}` : ''}
        </Title>
        <Badge size="lg" data-testid="trade-status">
          {t(`trading.tradeStatuses.${trade.status}`)}
        </Badge>
      </Group>
      <DetailList rows={terms} />
      <Divider label={t('trading.detail.opening')} labelPosition="left" />
      <DetailList rows={opening} />
      {closing.length > 0 && (
        <>
          <Divider label={t('trading.detail.closing')} labelPosition="left" />
          <DetailList rows={closing} />
        </>
      )}
      <Divider />
      <DetailList
        rows={[
          {
            label: trade.profit ? t('trading.fields.profit') : t('trading.detail.liveProfit'),
            value: profit ? (
              <Text span fw={700} c={profitColor(profit)}>
                {profitText(profit, trade.currency)}
              </Text>
            ) : (
              '—'
            ),
            testId: 'trade-profit',
          },
        ]}
      />
    </>
  );
}
