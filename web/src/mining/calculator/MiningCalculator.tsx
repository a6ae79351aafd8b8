import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingState } from '../../ui/LoadingState';
import { formatDecimalText } from '../estimateFormat';
import { CalculatorResults } from './CalculatorResults';
import { LinkedInputs } from './LinkedInputs';
import { PlanChooser } from './PlanChooser';
import { useCalculation, type EditedField, type PlanChoice } from './useCalculation';

/** What the calculator opens with: 9,500 USD of the BTC entry plan, as the graph's own default. */
const DEFAULT_CHOICE: PlanChoice = { coin: 'BTC', tier: 1, variant: 'STANDARD' };
const DEFAULT_EDITED: EditedField = { field: 'amountUsd', value: '9500' };

/**
 * The home page's mining income calculator (DESIGN.md §2 rule 6): amount and power linked through
 * the chosen plan, estimates for a day, a week, a month and a year from `miningCalculator`, with the
 * figures they rest on and the risk notice. No constant of its own.
 */
export function MiningCalculator() {
  const { t, i18n } = useTranslation();
  const [choice, setChoice] = useState(DEFAULT_CHOICE);
  const [edited, setEdited] = useState(DEFAULT_EDITED);
  const { calculation, loading, errors, retry } = useCalculation(choice, edited);
  const refused = errors?.some((error) => error.reason === 'INVALID_INPUT') ?? false;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="mining-calculator">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={3}>{t('calculator.estimatesTitle')}</Title>
          <Group gap="xs">
            {loading && <Loader size="xs" data-testid="calculator-loading" />}
            <Badge variant="light" color="yellow">
              {t('pricing.estimate')}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('calculator.intro')}
        </Text>
        <PlanChooser choice={choice} onChoose={setChoice} />
        <LinkedInputs edited={edited} onEdit={setEdited} calculation={calculation} errors={errors} />
        {calculation && (
          <Text size="sm" c="dimmed" data-testid="calculator-usd-per-ghs">
            {t('calculator.usdPerGhs', { value: formatDecimalText(calculation.usdPerGhs, i18n.language) })}
          </Text>
        )}
        {calculation?.plan.soldOut && (
          <Alert color="orange" variant="light" data-testid="calculator-sold-out">
            {t('calculator.soldOut')}
          </Alert>
        )}
        {errors && !refused && (
          <ErrorState
            title={t('calculator.loadErrorTitle')}
            message={t('calculator.loadError')}
            retryLabel={t('calculator.retry')}
            onRetry={retry}
          />
        )}
        {calculation ? (
          <CalculatorResults calculation={calculation} />
        ) : (
          !errors && edited.value !== '' && <LoadingState label={t('calculator.loading')} />
        )}
        <Text size="xs" c="dimmed" data-testid="calculator-risk-notice">
          {t('calculator.riskNotice')}
        </Text>
      </Stack>
    </Card>
  );
}
