import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '@mc/client';
import { FormErrors } from '../ui/FormErrors';
import { TRADING_PATHS } from './paths';

/** Refusals that the customer resolves elsewhere, with the way there. */
const WAYS_OUT = {
  DEPOSIT_REQUIRED: {
    to: '/user/deposits/trading.html',
    labelKey: 'trading.refusals.deposit',
    testId: 'trading-go-deposit',
  },
  INSUFFICIENT_FUNDS: {
    to: '/user/deposits/trading.html',
    labelKey: 'trading.refusals.deposit',
    testId: 'trading-go-deposit',
  },
  COPY_REQUIRED: { to: TRADING_PATHS.traders, labelKey: 'trading.refusals.copy', testId: 'trading-go-traders' },
} as const;

/** The red box of a refused trade or option, and a link to deposit or to copy a trader when that is the way out. */
export function TradingErrors({ errors }: { errors: ApiError[] }) {
  const { t } = useTranslation();
  const wayOut = errors
    .map((error) =>
      error.reason && Object.hasOwn(WAYS_OUT, error.reason) ? WAYS_OUT[error.reason as keyof typeof WAYS_OUT] : null,
    )
    .find((link) => link !== null);
  return (
    <>
      <FormErrors errors={errors} />
      {wayOut && (
        <Anchor component={Link} to={wayOut.to} size="sm" data-testid={wayOut.testId}>
          {t(wayOut.labelKey)}
        </Anchor>
      )}
    </>
  );
}
