import { useApolloClient, useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFallback } from '../LoadFallback';
import { InstrumentPicker } from '../InstrumentPicker';
import { EligibilityNotice } from '../EligibilityNotice';
import { OPTION_QUERY, RECENT_OPTIONS_QUERY, TRADING_INSTRUMENTS_QUERY, type OptionFields } from '../queries';
import { TradingFrame } from '../TradingFrame';
import { useLiveQuote } from '../useLiveQuote';
import { useMarketChoice } from '../useMarketChoice';
import { useMyTrades } from '../useMyTrades';
import { OptionCard } from './OptionCard';
import { OptionTicket } from './OptionTicket';

/**
 * /user/trading/options.html: place an option and watch it until trading settles it. The customer's
 * latest options, running and settled, come from the graph (a reload keeps the results); a settled
 * option's card changes by itself when `myTrades` says SETTLED, since the option read then replaces
 * the cached one.
 */
export function OptionsPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(TRADING_INSTRUMENTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const instruments = data?.instruments ?? [];
  const { market, symbol, chooseMarket, chooseSymbol } = useMarketChoice(instruments);
  const recent = useQuery(RECENT_OPTIONS_QUERY, { fetchPolicy: 'cache-and-network' });
  const shown = recent.data?.me?.options?.items ?? [];
  const refetchRecent = recent.refetch;
  const instrument = instruments.find((each) => each.symbol === symbol);
  const quote = useLiveQuote(instrument?.symbol ?? null, instrument?.lastQuote ?? null);
  const showLatest = useCallback(() => void refetchRecent().catch(() => undefined), [refetchRecent]);
  useMyTrades((change) => {
    if (change.kind !== 'OPTION' || change.event !== 'SETTLED') return;
    void client
      .query({ query: OPTION_QUERY, variables: { id: change.id }, fetchPolicy: 'network-only' })
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
            onMarket={chooseMarket}
            onSymbol={chooseSymbol}
          />
          <OptionTicket instrument={instrument} quote={quote} onOpened={showLatest} />
          {shown.map((option) => (
            <OptionCard key={option.id} option={option} pricePrecision={precisionOf(option)} />
          ))}
        </Stack>
      ) : (
        <LoadFallback error={error} onRetry={() => void refetch().catch(() => undefined)} />
      )}
    </TradingFrame>
  );
}
