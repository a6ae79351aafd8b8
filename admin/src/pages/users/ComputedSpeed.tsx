import { useQuery } from '@apollo/client/react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Coin } from '../../graphql/generated/graphql';
import { fixedDecimals, powerGhsAsThs } from './contractFormat';
import { GRANT_ESTIMATE_QUERY } from './contractQueries';

/**
 * The legacy speed_per_day, shown and never typed (DESIGN.md §2 rule 6): the daily estimate of the
 * calculator for this plan and power, from the current hashprice, fee and rates.
 */
export function ComputedSpeed({ planId, powerGhs, coin }: { planId: string; powerGhs: string; coin: Coin }) {
  const { t } = useTranslation();
  const valid = powerGhsAsThs(powerGhs) !== null;
  const { data } = useQuery(GRANT_ESTIMATE_QUERY, {
    variables: { input: { planId, powerGhs: powerGhs.trim() } },
    skip: !valid,
  });
  const calculation = valid ? data?.miningCalculator : undefined;
  const payout = calculation?.estimate?.daily.payout;
  const value =
    payout !== undefined
      ? `${fixedDecimals(payout, 8)} ${coin}`
      : calculation?.estimateUnavailableReason
        ? t('contractForm.speedUnavailable', { reason: calculation.estimateUnavailableReason })
        : t('miningCommon.none');
  return (
    <TextInput
      readOnly
      label={t('contractForm.speedPerDay')}
      description={t('contractForm.speedPerDayHint')}
      value={value}
      data-testid="contract-speed-per-day"
    />
  );
}
