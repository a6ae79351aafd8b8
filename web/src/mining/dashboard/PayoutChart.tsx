import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { LiveMiningCoin } from './queries';

interface PayoutChartProps {
  coin: LiveMiningCoin;
}

/** A UTC day (YYYY-MM-DD) as a short date in the page's language, for the axis. */
function shortDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * The last 30 days' payouts as bars, for looking rather than reading: the chart draws with numbers
 * (8 decimals fit a double exactly enough to draw). Loaded on demand, as recharts is large.
 */
export default function PayoutChart({ coin }: PayoutChartProps) {
  const { t, i18n } = useTranslation();
  const axisFormat = new Intl.NumberFormat(i18n.language, { maximumSignificantDigits: 3 });
  const data = coin.payouts.map((payout) => ({
    day: shortDay(payout.day, i18n.language),
    amount: Number(payout.amount),
  }));
  return (
    <BarChart
      h={200}
      data={data}
      dataKey="day"
      series={[{ name: 'amount', label: t('dashboard.chartAmount'), color: 'teal.6' }]}
      tickLine="y"
      withLegend={false}
      valueFormatter={(value) => `${value.toFixed(8)} ${coin.coin}`}
      // The axis only needs the size of a bar; the tooltip gives all 8 decimals.
      yAxisProps={{ tickFormatter: (value: number) => axisFormat.format(value), width: 48 }}
      data-testid={`dashboard-chart-${coin.coin}`}
    />
  );
}
