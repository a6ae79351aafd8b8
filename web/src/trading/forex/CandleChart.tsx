import { useQuery } from '@apollo/client/react';
import { SegmentedControl, Stack, useMantineColorScheme } from '@mantine/core';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  type CandlestickData,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_TIMEFRAMES, updateClientState, useClientState, type ChartTimeframe } from '../../state/clientState';
import { CANDLES_QUERY } from '../queries';
import type { LiveQuote } from '../useLiveQuote';

/** 120 candles of the chosen span: two hours of minutes, five days of hours, four months of days. */
const HISTORY_CANDLES = 120;
const MINUTE_MS = 60_000;
const TIMEFRAME_MINUTES: Record<ChartTimeframe, number> = {
  ONE_MINUTE: 1,
  FIVE_MINUTES: 5,
  ONE_HOUR: 60,
  ONE_DAY: 1440,
};
/** A failed candle read (an overloaded platform answers 503 at once) is tried again after this pause. */
const RETRY_AFTER_MS = 2_000;
/** Empty bars kept right of the newest candle: room for the last time label, which would be clipped at the edge. */
const RIGHT_OFFSET_BARS = 4;

type Bar = CandlestickData<UTCTimestamp>;

/** The start of the candle containing `iso`, in seconds (UTC spans counted from the epoch, as the server's). */
export function bucketOf(iso: string, minutes: number): UTCTimestamp {
  const spanMs = minutes * MINUTE_MS;
  return ((Math.floor(Date.parse(iso) / spanMs) * spanMs) / 1_000) as UTCTimestamp;
}

/** A live tick folded into the newest bar (the same span) or opening the next one. */
export function foldTick(last: Bar | undefined, ask: number, at: string, minutes = 1): Bar {
  const time = bucketOf(at, minutes);
  if (last && last.time === time)
    return { time, open: last.open, high: Math.max(last.high, ask), low: Math.min(last.low, ask), close: ask };
  return { time, open: ask, high: ask, low: ask, close: ask };
}

function rangeEndingAt(nowIso: string, timeframe: ChartTimeframe) {
  const spanMs = TIMEFRAME_MINUTES[timeframe] * MINUTE_MS;
  const nowMs = Date.parse(nowIso);
  return {
    from: new Date(nowMs - HISTORY_CANDLES * spanMs).toISOString(),
    to: new Date(nowMs + spanMs).toISOString(),
  };
}

/**
 * The lightweight chart in the container, made again when the colour scheme changes. Declared before the
 * effects that fill it, so it exists when they run (effects run in order).
 */
function useCandlestickChart(container: React.RefObject<HTMLDivElement | null>, dark: boolean, precision: number) {
  const chart = useRef<IChartApi>(null);
  const series = useRef<ISeriesApi<'Candlestick'>>(null);
  useEffect(() => {
    if (!container.current) return;
    const created = createChart(container.current, {
      autoSize: true,
      height: 320,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: dark ? '#C1C2C5' : '#495057',
      },
      timeScale: { timeVisible: true, secondsVisible: false, rightOffset: RIGHT_OFFSET_BARS },
    });
    chart.current = created;
    // The price scale in the instrument's own decimals: AUD/CHF moves in the fifth, and at the library's
    // default of two every label of its scale read "0.58".
    series.current = created.addSeries(CandlestickSeries, {
      priceFormat: { type: 'price', precision, minMove: 10 ** -precision },
    });
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, [container, dark, precision]);
  return { chart, series };
}

/**
 * The ask as candles of the chosen timeframe (1m, 5m, 1h, 1D; the choice is remembered in the client
 * state): the recorded candles of the last 120 spans, then each live tick drawn into the current one.
 * Loaded on demand (the chart library is only needed here).
 */
export default function CandleChart({
  symbol,
  pricePrecision,
  quote,
  nowIso,
}: {
  symbol: string;
  /** Decimals the instrument's price is shown with. */
  pricePrecision: number;
  quote: LiveQuote | null;
  nowIso: string;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const lastBar = useRef<Bar>(undefined);
  const { colorScheme } = useMantineColorScheme();
  const dark = colorScheme === 'dark';
  const { chart, series } = useCandlestickChart(container, dark, pricePrecision);
  const { chartTimeframe: timeframe } = useClientState();
  const minutes = TIMEFRAME_MINUTES[timeframe];
  const [range, setRange] = useState(() => ({ timeframe, ...rangeEndingAt(nowIso, timeframe) }));
  if (range.timeframe !== timeframe) setRange({ timeframe, ...rangeEndingAt(nowIso, timeframe) });
  const { data, error, refetch } = useQuery(CANDLES_QUERY, {
    variables: { symbol, from: range.from, to: range.to, timeframe: range.timeframe },
    fetchPolicy: 'network-only',
  });

  // A busy platform may refuse the read; the chart keeps what it shows and asks again.
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => void refetch().catch(() => undefined), RETRY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [error, refetch]);

  useEffect(() => {
    if (!series.current || !data) return;
    const bars: Bar[] = data.candles.map((candle) => ({
      time: bucketOf(candle.startedAt, minutes),
      open: candle.open,
      high: candle.high,
      low: candle.low,
      close: candle.close,
    }));
    series.current.setData(bars);
    lastBar.current = bars.at(-1);
    chart.current?.timeScale().scrollToRealTime();
    // A new chart (the colour scheme changed) is filled again.
  }, [data, dark, minutes, series, chart]);

  useEffect(() => {
    if (!series.current || !quote || quote.symbol !== symbol || !data) return;
    if (lastBar.current && bucketOf(quote.at, minutes) < lastBar.current.time) return;
    const bar = foldTick(lastBar.current, quote.ask, quote.at, minutes);
    series.current.update(bar);
    lastBar.current = bar;
  }, [quote, symbol, minutes, data, series]);

  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        value={timeframe}
        onChange={(value) => updateClientState({ chartTimeframe: value })}
        data={CHART_TIMEFRAMES.map((value) => ({ value, label: t(`trading.chart.timeframes.${value}`) }))}
        aria-label={t('trading.chart.timeframe')}
        data-testid="chart-timeframe"
        style={{ alignSelf: 'flex-start' }}
      />
      <div
        ref={container}
        style={{ width: '100%', height: 320 }}
        data-testid="trading-chart"
        data-timeframe={timeframe}
        data-candles={data?.candles.length ?? 0}
        data-price-precision={pricePrecision}
      />
    </Stack>
  );
}
