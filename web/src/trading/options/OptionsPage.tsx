import { useApolloClient, useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFallback } from '../LoadFallback';
import type { Market } from '../../graphql/generated/graphql';
import { firstSymbolOf, InstrumentPicker } from '../InstrumentPicker';
import { EligibilityNotice } from '../EligibilityNotice';
import { OPEN_OPTIONS_QUERY, OPTION_QUERY, TRADING_INSTRUMENTS_QUERY, type OptionFields } from '../queries';
import { TradingFrame } from '../TradingFrame';
import { useLiveQuote } from '../useLiveQuote';
import { useMyTrades } from '../useMyTrades';
import { OptionCard } from './OptionCard';
import { OptionTicket } from './OptionTicket';

/**
 * /user/trading/options.html: place an option and watch it until trading settles it; the result
 * appears by itself when `myTrades` says the option settled. Options still running from an earlier
 * visit are listed too, so a held stake is never unexplained.
 */
export function OptionsPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(TRADING_INSTRUMENTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const instruments = data?.instruments ?? [];
  const [market, setMarket] = useState<Market>('CRYPTO');
  const [chosen, setChosen] = useState<string | null>(null);
  const [placed, setPlaced] = useState<OptionFields[]>([]);
  const running = useQuery(OPEN_OPTIONS_QUERY, { fetchPolicy: 'network-only' }).data?.me?.options.items ?? [];
  const shown = [...placed, ...running.filter((option) => !placed.some((each) => each.id === option.id))];
  const symbol = chosen ?? firstSymbolOf(instruments, market);
  const instrument = instruments.find((each) => each.symbol === symbol);
  const quote = useLiveQuote(instrument?.symbol ?? null, instrument?.lastQuote ?? null);
  const showSettled = useCallback(
    (settled: OptionFields) =>
      setPlaced((list) =>
        list.some((each) => each.id === settled.id)
          ? list.map((each) => (each.id === settled.id ? settled : each))
          : [settled, ...list],
      ),
    [],
  );
  useMyTrades((change) => {
    if (change.kind !== 'OPTION' || change.event !== 'SETTLED') return;
    void client
      .query({ query: OPTION_QUERY, variables: { id: change.id }, fetchPolicy: 'network-only' })
      .then(({ data: read }) => read && showSettled(read.tradingOption))
      .catch(() => undefined);
  });
  const precisionOf = (option: OptionFields) =>
    instruments.find((each) => each.symbol === option.symbol)?.pricePrecision ?? 5;
  return (
    <TradingFrame testId="options-page" title={t('trading.options.title')} heading={t('trading.options.heading')}>
      <EligibilityNotice options />
      {instrument ? (
        <Stack gap="md">
          <InstrumentPicker
            instruments={instruments}
            market={market}
            symbol={instrument.symbol}
            onMarket={(next) => {
              setMarket(next);
              setChosen(firstSymbolOf(instruments, next));
            }}
            onSymbol={setChosen}
          />
          <OptionTicket
            instrument={instrument}
            quote={quote}
            onOpened={(option) => setPlaced((list) => [option, ...list.filter((each) => each.id !== option.id)])}
          />
          {shown.map((option) => (
            <OptionCard key={option.id} option={option} pricePrecision={precisionOf(option)} onSettled={showSettled} />
          ))}
        </Stack>
      ) : (
        <LoadFallback error={error} onRetry={() => void refetch().catch(() => undefined)} />
      )}
    </TradingFrame>
  );
}
