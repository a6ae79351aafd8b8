import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessBox, useFormAction } from '@mc/client';
import type { Market, TradeSide } from '../graphql/generated/graphql';
import { DeskErrors } from './DeskErrors';
import { LiveQuote } from './LiveQuote';
import { DESK_INSTRUMENTS_QUERY, DESK_TRADER_QUERY, OPEN_TRADER_TRADE_MUTATION, type DeskTrader } from './queries';

const MARKETS = ['CRYPTO', 'CURRENCIES', 'STOCKS'] as const satisfies readonly Market[];

/** What the desk typed; sent as the graph's OpenTraderTradeInput once confirmed. */
type Order = {
  symbol: string;
  side: TradeSide;
  margin: string;
  leverage: string;
  takeProfit: string;
  stopLoss: string;
};

const optionalPrice = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The order form: market, symbol, side, margin in USD, leverage, optional take-profit and stop-loss, the
 * live quote, and a confirmation that names the market price and the copiers' mirrors before placing.
 */
export function OrderForm({ trader }: { trader: DeskTrader }) {
  const { t } = useTranslation();
  const { data } = useQuery(DESK_INSTRUMENTS_QUERY);
  const [market, setMarket] = useState<Market>('STOCKS');
  const instruments = (data?.instruments ?? []).filter((instrument) => instrument.market === market);
  const [order, setOrder] = useState<Order>({
    symbol: '',
    side: 'BUY',
    margin: '',
    leverage: '10',
    takeProfit: '',
    stopLoss: '',
  });
  const symbol = instruments.some((instrument) => instrument.symbol === order.symbol)
    ? order.symbol
    : (instruments[0]?.symbol ?? '');
  const precision = instruments.find((instrument) => instrument.symbol === symbol)?.pricePrecision ?? 2;
  const [confirming, { open, close }] = useDisclosure(false);
  const set = (field: keyof Order) => (value: string) => setOrder((current) => ({ ...current, [field]: value }));

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    open();
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="desk-order">
      <Title order={4} mb="sm">
        {t('desk.order.title')}
      </Title>
      <form onSubmit={review} data-testid="desk-order-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('desk.order.market')}
              value={market}
              onChange={(event) => setMarket(event.currentTarget.value as Market)}
              data={MARKETS.map((value) => ({ value, label: t(`desk.market.${value}`) }))}
              data-testid="desk-order-market"
            />
            <NativeSelect
              label={t('desk.order.symbol')}
              value={symbol}
              onChange={(event) => set('symbol')(event.currentTarget.value)}
              data={instruments.map((instrument) => ({
                value: instrument.symbol,
                label: `${instrument.symbol} · ${instrument.name}`,
              }))}
              data-testid="desk-order-symbol"
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('desk.order.side')}
              </Text>
              <SegmentedControl
                value={order.side}
                onChange={set('side')}
                data={[
                  { value: 'BUY', label: t('desk.side.BUY') },
                  { value: 'SELL', label: t('desk.side.SELL') },
                ]}
                data-testid="desk-order-side"
              />
            </Stack>
          </SimpleGrid>
          {symbol !== '' && <LiveQuote key={symbol} symbol={symbol} precision={precision} />}
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <TextInput
              required
              inputMode="decimal"
              label={t('desk.order.margin')}
              value={order.margin}
              onChange={(event) => set('margin')(event.currentTarget.value)}
              data-testid="desk-order-margin"
            />
            <TextInput
              required
              inputMode="numeric"
              label={t('desk.order.leverage')}
              value={order.leverage}
              onChange={(event) => set('leverage')(event.currentTarget.value)}
              data-testid="desk-order-leverage"
            />
            <TextInput
              inputMode="decimal"
              label={t('desk.order.takeProfit')}
              value={order.takeProfit}
              onChange={(event) => set('takeProfit')(event.currentTarget.value)}
              data-testid="desk-order-take-profit"
            />
            <TextInput
              inputMode="decimal"
              label={t('desk.order.stopLoss')}
              value={order.stopLoss}
              onChange={(event) => set('stopLoss')(event.currentTarget.value)}
              data-testid="desk-order-stop-loss"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" disabled={symbol === ''} data-testid="desk-order-review">
              {t('desk.order.review')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={confirming} onClose={close} title={t('desk.confirmOpen.title')}>
        <ConfirmOpen trader={trader} order={{ ...order, symbol }} onDone={close} onCancel={close} />
      </Modal>
    </Paper>
  );
}

interface ConfirmOpenProps {
  trader: DeskTrader;
  order: Order;
  onDone: () => void;
  onCancel: () => void;
}

/** The question before placing: market price, and one mirror per copier sized allocation ÷ equity. */
function ConfirmOpen({ trader, order, onDone, onCancel }: ConfirmOpenProps) {
  const { t } = useTranslation();
  // One request id per confirmation dialog: pressing twice (or a retry) opens one trade.
  const [requestId] = useState(() => crypto.randomUUID());
  const [openTrade] = useMutation(OPEN_TRADER_TRADE_MUTATION, {
    refetchQueries: [DESK_TRADER_QUERY],
    awaitRefetchQueries: true,
  });
  const { run, pending, errors, succeeded } = useFormAction();
  const place = () =>
    void run(() =>
      openTrade({
        variables: {
          input: {
            requestId,
            traderId: trader.id,
            symbol: order.symbol,
            side: order.side,
            margin: order.margin.trim(),
            leverage: Number(order.leverage),
            takeProfit: optionalPrice(order.takeProfit),
            stopLoss: optionalPrice(order.stopLoss),
          },
        },
      }),
    );
  if (succeeded) {
    return (
      <Stack gap="md" data-testid="desk-open-done">
        <SuccessBox>{t('desk.confirmOpen.done')}</SuccessBox>
        <Group justify="flex-end">
          <Button onClick={onDone} data-testid="desk-open-close">
            {t('desk.confirmOpen.ok')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="desk-open-confirm">
      <Text size="sm" fw={600}>
        {t('desk.confirmOpen.summary', {
          side: t(`desk.side.${order.side}`),
          symbol: order.symbol,
          margin: order.margin,
          leverage: order.leverage,
        })}
      </Text>
      <Text size="sm">{t('desk.confirmOpen.marketPrice')}</Text>
      <Text size="sm" data-testid="desk-open-copiers">
        {t('desk.confirmOpen.mirrors', { count: trader.copiers, equity: trader.equity })}
      </Text>
      <DeskErrors errors={errors} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-testid="desk-open-cancel">
          {t('fundsCommon.cancel')}
        </Button>
        <Button onClick={place} loading={pending} data-testid="desk-open-place">
          {t('desk.confirmOpen.place')}
        </Button>
      </Group>
    </Stack>
  );
}
