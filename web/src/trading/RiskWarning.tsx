import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The risk warning over every trading screen. The share of losing accounts will come from the graph
 * (`Query.riskWarning`) once it exists; until then the warning states the risk without a figure,
 * since no figure may be invented.
 */
export function RiskWarning() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" title={t('trading.risk.title')} data-testid="trading-risk-warning">
      <Text size="sm">
        {t('trading.risk.body')}{' '}
        <Anchor component={Link} to="/risk.html" size="sm" data-testid="trading-risk-link">
          {t('trading.risk.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
