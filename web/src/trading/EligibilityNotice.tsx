import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../session/paths';
import { TRADING_ELIGIBILITY_QUERY } from './queries';

/**
 * What the customer's country allows (trading's jurisdiction table): shown when trading, or options on
 * the options screen, are not offered to them, with the server's reason. Trading refuses either way.
 */
export function EligibilityNotice({ options = false }: { options?: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(TRADING_ELIGIBILITY_QUERY, { fetchPolicy: 'cache-and-network' });
  const eligibility = data?.tradingEligibility;
  if (!eligibility) return null;
  const refused = !eligibility.tradingAllowed || (options && !eligibility.optionsAllowed);
  if (!refused) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={eligibility.tradingAllowed ? t('trading.eligibility.optionsTitle') : t('trading.eligibility.title')}
      data-testid="trading-eligibility"
    >
      <Text size="sm">{eligibility.reason}</Text>
      {!eligibility.country && (
        <Anchor component={Link} to={PATHS.profile} size="sm">
          {t('trading.eligibility.profileLink')}
        </Anchor>
      )}
    </Alert>
  );
}
