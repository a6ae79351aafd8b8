import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../funds/money';
import { formatDate } from '../../ui/format';
import type { EquityPoint } from '../queries';

/**
 * The trader's equity after each closed model trade (from the graph, never computed here), for looking
 * rather than reading. Loaded on demand, as recharts is large.
 */
export default function EquityCurveChart({ points }: { points: EquityPoint[] }) {
  const { t, i18n } = useTranslation();
  const currency = points[0]?.equity.assetCode ?? 'USD';
  const data = points.map((point) => ({
    at: formatDate(point.at, i18n.language, true),
    equity: Number(point.equity.amount),
  }));
  return (
    <AreaChart
      h={220}
      data={data}
      dataKey="at"
      series={[{ name: 'equity', label: t('trading.traderDetail.equity'), color: 'blue.6' }]}
      curveType="linear"
      withLegend={false}
      // Around the curve, not from zero: a drawdown of a few percent must show.
      yAxisProps={{ domain: ['auto', 'auto'] }}
      fillOpacity={0.15}
      valueFormatter={(value) => formatAmount(value.toFixed(2), currency)}
      data-testid="trader-equity-chart"
    />
  );
}
