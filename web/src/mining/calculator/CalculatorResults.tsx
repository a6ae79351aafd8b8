import { Alert, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../ui/format';
import { EstimateInputs } from '../EstimateInputs';
import { coinAmount, isNegativeAmount } from '../estimateFormat';
import type { Calculation, CalculatorEstimate } from './queries';

const PERIODS = ['daily', 'weekly', 'monthly', 'yearly', 'term'] as const;

/** The four periods' estimates in the coin and in USD, and what they were computed from; or why there are none. */
export function CalculatorResults({ calculation }: { calculation: Calculation }) {
  const { t, i18n } = useTranslation();
  const coin = calculation.plan.asset.code;
  if (!calculation.estimate) {
    return (
      <Alert color="yellow" variant="light" data-testid="calculator-unavailable">
        <Text size="sm">{t('calculator.unavailable')}</Text>
        {calculation.estimateUnavailableReason && (
          <Text size="xs" c="dimmed">
            {calculation.estimateUnavailableReason}
          </Text>
        )}
      </Alert>
    );
  }
  const estimate: CalculatorEstimate = calculation.estimate;
  return (
    <>
      <Table withTableBorder verticalSpacing="xs" data-testid="calculator-results">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('calculator.period')}</Table.Th>
            <Table.Th ta="right">{t('calculator.inCoin', { coin })}</Table.Th>
            <Table.Th ta="right">{t('calculator.inUsd')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PERIODS.map((period) => {
            const figures = estimate[period];
            const negative = isNegativeAmount(figures.payout);
            return (
              <Table.Tr key={period} data-testid={`calculator-${period}`} data-negative={negative || undefined}>
                <Table.Td>
                  {period === 'term' ? t('calculator.termPeriod') : t(`calculator.periods.${period}`)}
                </Table.Td>
                <Table.Td ta="right" c={negative ? 'red' : undefined} data-testid={`calculator-${period}-coin`}>
                  {coinAmount(figures.payout, coin, i18n.language)}
                </Table.Td>
                <Table.Td ta="right" c={negative ? 'red' : undefined} data-testid={`calculator-${period}-usd`}>
                  {formatUsd(Number(figures.usd))}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <NetResult netResultUsd={estimate.netResultUsd} amountUsd={calculation.amountUsd} />
      <EstimateInputs
        testId="calculator-inputs"
        hashpriceMsatPerThDay={estimate.hashpriceMsatPerThDay}
        maintenanceFeeUsdPerThDay={estimate.maintenanceFeeUsdPerThDay}
        btcRate={estimate.btcRate}
        coinRate={estimate.coinRate}
      />
    </>
  );
}

/**
 * The income over the plan's term less the amount paid (DESIGN.md §2 rule 6: a projection), with its
 * sign and said in words: a gross yearly figure alone hides that a plan may not earn its price back.
 */
function NetResult({ netResultUsd, amountUsd }: { netResultUsd: string; amountUsd: string }) {
  const { t } = useTranslation();
  const net = Number(netResultUsd);
  const sign = net < 0 ? 'loss' : net > 0 ? 'gain' : 'even';
  const signed = `${net > 0 ? '+' : net < 0 ? '−' : ''}${formatUsd(Math.abs(net))}`;
  const price = formatUsd(Number(amountUsd));
  const amount = formatUsd(Math.abs(net));
  const color = sign === 'loss' ? 'red' : sign === 'gain' ? 'green' : 'gray';
  return (
    <Alert color={color} variant="light" data-testid="calculator-net" data-sign={sign}>
      <Text size="sm" fw={700}>
        {t('calculator.netResult')}:{' '}
        <Text span inherit data-testid="calculator-net-usd">
          {signed}
        </Text>
      </Text>
      <Text size="sm">
        {sign === 'loss'
          ? t('calculator.netLoss', { amount, price })
          : sign === 'gain'
            ? t('calculator.netGain', { amount, price })
            : t('calculator.netEven', { price })}
      </Text>
    </Alert>
  );
}
