import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormAction, useRequestId } from '@mc/client';
import type { TradeSide } from '../../graphql/generated/graphql';
import { priceText } from '../format';
import { tradePath } from '../paths';
import { OPEN_TRADE_MUTATION, type TradeFields, type TradingInstrument } from '../queries';
import { TradingErrors } from '../RefusalHelp';
import type { LiveQuote } from '../useLiveQuote';

/**
 * The leverage the form offers: the range the customer's jurisdiction allows on the instrument
 * (`Instrument.leverage`), else the specification's 1:3 to 1:100 (before a country is known trading
 * refuses and says why). 1:10 to start with, within that range.
 */
export const LEVERAGE_OFFERED = { min: 3, max: 100 } as const;
const DEFAULT_LEVERAGE = 10;
const clamp = (value: number, range: { min: number; max: number }) => Math.min(Math.max(value, range.min), range.max);

const optionalPrice = (value: string | number) => (value === '' ? null : Number(value));

/** Amount (the margin), leverage, optional take-profit and stop-loss, and BUY at the ask or SELL at the bid. */
export function TradeTicket({ instrument, quote }: { instrument: TradingInstrument; quote: LiveQuote | null }) {
  const { t } = useTranslation();
  const [openTrade] = useMutation(OPEN_TRADE_MUTATION);
  const { requestId, renew } = useRequestId();
  const { run, pending, errors } = useFormAction();
  const [margin, setMargin] = useState('100');
  const range = instrument.leverage ?? LEVERAGE_OFFERED;
  const [leverage, setLeverage] = useState<string | number>(clamp(DEFAULT_LEVERAGE, range));
  const [takeProfit, setTakeProfit] = useState<string | number>('');
  const [stopLoss, setStopLoss] = useState<string | number>('');
  const [opened, setOpened] = useState<TradeFields | null>(null);
  const submit = async (side: TradeSide) => {
    setOpened(null);
    await run(async () => {
      const { data } = await openTrade({
        variables: {
          input: {
            requestId,
            symbol: instrument.symbol,
            side,
            margin: margin.trim(),
            leverage: Number(leverage),
            takeProfit: optionalPrice(takeProfit),
            stopLoss: optionalPrice(stopLoss),
          },
        },
      });
      renew();
      setOpened(data?.openTrade ?? null);
    });
  };
  const priceStep = 10 ** -instrument.pricePrecision;
  return (
    <Stack gap="sm" data-testid="trade-ticket">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('trading.ticket.amount')}
          description={t('trading.ticket.amountHint')}
          value={margin}
          onChange={(event) => setMargin(event.currentTarget.value)}
          inputMode="decimal"
          data-testid="trade-margin"
        />
        <NumberInput
          label={t('trading.ticket.leverage')}
          description={t('trading.ticket.leverageHint', { min: range.min, max: range.max })}
          value={leverage}
          onChange={setLeverage}
          min={range.min}
          max={range.max}
          allowDecimal={false}
          // "1:" beside the field, not a prefix in it: a prefix starting with a digit ate the first digit typed.
          leftSection="1:"
          data-testid="trade-leverage"
        />
        <NumberInput
          label={t('trading.ticket.takeProfit')}
          value={takeProfit}
          onChange={setTakeProfit}
          min={0}
          step={priceStep}
          decimalScale={instrument.pricePrecision}
          data-testid="trade-take-profit"
        />
        <NumberInput
          label={t('trading.ticket.stopLoss')}
          value={stopLoss}
          onChange={setStopLoss}
          min={0}
          step={priceStep}
          decimalScale={instrument.pricePrecision}
          data-testid="trade-stop-loss"
        />
      </SimpleGrid>
      <Group grow>
        <Button
          color="teal"
          size="lg"
          loading={pending}
          disabled={!quote}
          onClick={() => void submit('BUY')}
          data-testid="trade-buy"
        >
          {t('trading.ticket.buy')} {quote ? priceText(quote.ask, instrument.pricePrecision) : '—'}
        </Button>
        <Button
          color="red"
          size="lg"
          loading={pending}
          disabled={!quote}
          onClick={() => void submit('SELL')}
          data-testid="trade-sell"
        >
          {t('trading.ticket.sell')} {quote ? priceText(quote.bid, instrument.pricePrecision) : '—'}
        </Button>
      </Group>
      <TradingErrors errors={errors} />
      {opened && (
        <Alert color="green" variant="light" data-testid="trade-opened">
          {t('trading.ticket.opened', {
            side: t(`trading.sides.${opened.side}`),
            symbol: opened.symbol,
            price: priceText(opened.opening.price, instrument.pricePrecision),
          })}{' '}
          <Anchor component={Link} to={tradePath(opened.id)} size="sm" data-testid="trade-opened-link">
            {t('trading.ticket.viewTrade')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
