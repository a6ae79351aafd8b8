import { useQuery } from '@apollo/client/react';
import { useMantineColorScheme } from '@mantine/core';
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
import { CANDLES_QUERY } from '../queries';
import type { LiveQuote } from '../useLiveQuote';

/** Two hours of one-minute candles: enough to see a trend, small enough to load at once. */
const HISTORY_MINUTES = 120;
const MINUTE_MS = 60_000;

type Bar = CandlestickData<UTCTimestamp>;

const minuteOf = (iso: string) => (Math.floor(Date.parse(iso) / MINUTE_MS) * 60) as UTCTimestamp;

/** A live tick folded into the newest bar (the same minute) or opening the next one. */
export function foldTick(last: Bar | undefined, ask: number, at: string): Bar {
  const time = minuteOf(at);
  if (last && last.time === time)
    return { time, open: last.open, high: Math.max(last.high, ask), low: Math.min(last.low, ask), close: ask };
  return { time, open: ask, high: ask, low: ask, close: ask };
}

/**
 * The ask as one-minute candles: the recorded candles of the last two hours, then each live tick
 * drawn into the current minute. Loaded on demand (the chart library is only needed here).
 */
export default function CandleChart({
  symbol,
  quote,
  nowIso,
}: {
  symbol: string;
  quote: LiveQuote | null;
  nowIso: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi>(null);
  const series = useRef<ISeriesApi<'Candlestick'>>(null);
  const lastBar = useRef<Bar>(undefined);
  const { colorScheme } = useMantineColorScheme();
  const [range] = useState(() => ({
    from: new Date(Date.parse(nowIso) - HISTORY_MINUTES * MINUTE_MS).toISOString(),
    to: new Date(Date.parse(nowIso) + MINUTE_MS).toISOString(),
  }));
  const { data } = useQuery(CANDLES_QUERY, { variables: { symbol, ...range }, fetchPolicy: 'network-only' });

  useEffect(() => {
    if (!container.current) return;
    const created = createChart(container.current, {
      autoSize: true,
      height: 320,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: colorScheme === 'dark' ? '#C1C2C5' : '#495057',
      },
      timeScale: { timeVisible: true, secondsVisible: false },
    });
    chart.current = created;
    series.current = created.addSeries(CandlestickSeries, {});
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, [colorScheme]);

  useEffect(() => {
    if (!series.current || !data) return;
    const bars: Bar[] = data.candles.map((candle) => ({
      time: minuteOf(candle.startedAt),
      open: candle.open,
      high: candle.high,
      low: candle.low,
      close: candle.close,
    }));
    series.current.setData(bars);
    lastBar.current = bars.at(-1);
    chart.current?.timeScale().scrollToRealTime();
  }, [data, colorScheme]);

  useEffect(() => {
    if (!series.current || !quote || quote.symbol !== symbol) return;
    if (lastBar.current && minuteOf(quote.at) < lastBar.current.time) return;
    const bar = foldTick(lastBar.current, quote.ask, quote.at);
    series.current.update(bar);
    lastBar.current = bar;
  }, [quote, symbol]);

  return <div ref={container} style={{ width: '100%', height: 320 }} data-testid="trading-chart" />;
}
