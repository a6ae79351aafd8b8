import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFallback } from '../LoadFallback';
import { LoadingState } from '../../ui/LoadingState';
import { InstrumentPicker } from '../InstrumentPicker';
import { TRADING_INSTRUMENTS_QUERY } from '../queries';
import { TradingFrame } from '../TradingFrame';
import { useLiveQuote } from '../useLiveQuote';
import { EligibilityNotice } from '../EligibilityNotice';
import { useMarketChoice } from '../useMarketChoice';
import { TradeTicket } from './TradeTicket';

const CandleChart = lazy(() => import('./CandleChart'));

/**
 * /user/trading/forex.html: pick a market and symbol (Currencies and AUDCHF at first, then the customer's
 * last choice), watch its candles live, and buy or sell.
 */
export function ForexPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(TRADING_INSTRUMENTS_QUERY, { fetchPolicy: 'cache-and-network' });
  const instruments = data?.instruments ?? [];
  const { market, symbol, chooseMarket, chooseSymbol } = useMarketChoice(instruments);
  const instrument = instruments.find((each) => each.symbol === symbol);
  const quote = useLiveQuote(instrument?.symbol ?? null, instrument?.lastQuote ?? null);
  return (
    <TradingFrame testId="forex-page" title={t('trading.forex.title')} heading={t('trading.forex.heading')}>
      <EligibilityNotice />
      {instrument ? (
        <Stack gap="md">
          <InstrumentPicker
            instruments={instruments}
            market={market}
            symbol={instrument.symbol}
            onMarket={chooseMarket}
            onSymbol={chooseSymbol}
          />
          <Suspense fallback={<LoadingState label={t('trading.chart.loading')} />}>
            <CandleChart
              key={instrument.symbol}
              symbol={instrument.symbol}
              pricePrecision={instrument.pricePrecision}
              quote={quote}
              nowIso={quote?.at ?? new Date().toISOString()}
            />
          </Suspense>
          <TradeTicket key={instrument.symbol} instrument={instrument} quote={quote} />
        </Stack>
      ) : (
        <LoadFallback error={error} onRetry={() => void refetch().catch(() => undefined)} />
      )}
    </TradingFrame>
  );
}
