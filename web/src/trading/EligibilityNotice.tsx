import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { PATHS } from '../session/paths';
import { TRADING_ELIGIBILITY_QUERY } from './queries';

/**
 * What the customer's country allows (trading's jurisdiction table): shown when trading, or options on
 * the options screen, are not offered to them, with the server's reason; and whenever trading knows no
 * country of theirs it recognises (one given before countries became codes), which it treats under its
 * strictest rules until the customer picks one. Trading refuses either way.
 */
export function EligibilityNotice({ options = false }: { options?: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(TRADING_ELIGIBILITY_QUERY, { fetchPolicy: 'cache-and-network' });
  const eligibility = data?.tradingEligibility;
  if (!eligibility) return null;
  const refused = !eligibility.tradingAllowed || (options && !eligibility.optionsAllowed);
  const unrecognised = eligibility.tradingAllowed && !eligibility.country;
  if (!refused && !unrecognised) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={noticeTitle(t, eligibility.tradingAllowed, unrecognised)}
      data-testid="trading-eligibility"
    >
      <Text size="sm">{unrecognised ? t('trading.eligibility.countryUnrecognised') : eligibility.reason}</Text>
      {!eligibility.country && (
        <Anchor component={Link} to={PATHS.profile} size="sm">
          {t('trading.eligibility.profileLink')}
        </Anchor>
      )}
    </Alert>
  );
}

function noticeTitle(t: TFunction, tradingAllowed: boolean, unrecognised: boolean): string {
  if (unrecognised) return t('trading.eligibility.countryTitle');
  return tradingAllowed ? t('trading.eligibility.optionsTitle') : t('trading.eligibility.title');
}
