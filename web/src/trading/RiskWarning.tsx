import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RISK_WARNING_QUERY } from './queries';

/**
 * The risk warning over every trading screen, with the share of customer accounts that lost money over
 * the last 12 months as trading computes it from recorded results (`Query.riskWarning`); while no account
 * has a result in that window it says so instead of showing a figure.
 */
export function RiskWarning() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(RISK_WARNING_QUERY, { fetchPolicy: 'cache-and-network' });
  const warning = data?.riskWarning;
  const percent =
    warning?.losingAccountsPercent == null
      ? null
      : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(warning.losingAccountsPercent);
  return (
    <Alert color="yellow" variant="light" title={t('trading.risk.title')} data-testid="trading-risk-warning">
      {warning && (
        <Text size="sm" fw={600} mb={4} data-testid="trading-risk-figure">
          {percent === null
            ? t('trading.risk.noFigure', { months: warning.periodMonths })
            : t('trading.risk.figure', { percent, months: warning.periodMonths, accounts: warning.accountsCounted })}
        </Text>
      )}
      <Text size="sm">
        {t('trading.risk.body')}{' '}
        <Anchor component={Link} to="/risk.html" size="sm" data-testid="trading-risk-link">
          {t('trading.risk.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
