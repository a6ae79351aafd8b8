import { Alert, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../ui/format';
import { EstimateInputs } from '../EstimateInputs';
import { coinAmount, isNegativeAmount } from '../estimateFormat';
import type { Calculation, CalculatorEstimate } from './queries';

const PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;

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
                <Table.Td>{t(`calculator.periods.${period}`)}</Table.Td>
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
