import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Market } from '../graphql/generated/graphql';
import type { TradingInstrument } from './queries';

/** The specification's markets, in its order. */
export const MARKETS: Market[] = ['CRYPTO', 'CURRENCIES', 'STOCKS'];

interface InstrumentPickerProps {
  instruments: TradingInstrument[];
  market: Market;
  symbol: string | null;
  onMarket: (market: Market) => void;
  onSymbol: (symbol: string) => void;
}

/** The market select, then the symbols of that market. */
export function InstrumentPicker({ instruments, market, symbol, onMarket, onSymbol }: InstrumentPickerProps) {
  const { t } = useTranslation();
  const symbols = instruments
    .filter((instrument) => instrument.market === market)
    .map((instrument) => ({ value: instrument.symbol, label: `${instrument.symbol} · ${instrument.name}` }));
  return (
    <Group grow align="flex-end">
      <Select
        label={t('trading.ticket.market')}
        data={MARKETS.map((value) => ({ value, label: t(`trading.markets.${value}`) }))}
        value={market}
        onChange={(value) => value && onMarket(value)}
        allowDeselect={false}
        data-testid="trading-market"
      />
      <Select
        label={t('trading.ticket.symbol')}
        data={symbols}
        value={symbol}
        onChange={(value) => value && onSymbol(value)}
        allowDeselect={false}
        searchable
        data-testid="trading-symbol"
      />
    </Group>
  );
}

/** The first symbol of a market, so a market change always leaves a symbol chosen. */
export function firstSymbolOf(instruments: TradingInstrument[], market: Market): string | null {
  return instruments.find((instrument) => instrument.market === market)?.symbol ?? null;
}
