import { useMutation } from '@apollo/client/react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminMarketParametersQuery } from '../../graphql/generated/graphql';
import { useDateTimeFormat } from '../../lib/format';
import { HistoryChart } from './HistoryChart';
import { ParameterForm } from './ParameterForm';
import { PARAMETER_REFETCH, SET_HASHPRICE_MUTATION } from './queries';

type Parameters = AdminMarketParametersQuery;

/** The hashprice in force, its change (setHashprice, with a reason) and its last 90 days. */
export function HashpriceCard({ data }: { data: Parameters }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [setHashprice] = useMutation(SET_HASHPRICE_MUTATION, { refetchQueries: PARAMETER_REFETCH });
  const current = data.marketParameters.hashprice;
  return (
    <Card withBorder data-testid="hashprice-card">
      <Stack gap="md">
        <Title order={3}>{t('parameters.hashprice.title')}</Title>
        <Text data-testid="hashprice-current" data-msat={current?.msatPerThDay}>
          {current
            ? t('parameters.hashprice.current', {
                msat: current.msatPerThDay.toLocaleString('en'),
                btc: current.btcPerThDay,
                since: formatTime(current.validFrom),
              })
            : t('parameters.hashprice.none')}
        </Text>
        <HistoryChart
          title={t('parameters.hashprice.chart')}
          points={data.hashpriceHistory.map((row) => ({ validFrom: row.validFrom, value: row.msatPerThDay }))}
          testId="hashprice-chart"
        />
        <ParameterForm
          testId="hashprice"
          valueLabel={t('parameters.hashprice.value')}
          submitLabel={t('parameters.hashprice.submit')}
          doneLabel={t('parameters.hashprice.done')}
          onSubmit={(value, reason, requestId) => setHashprice({ variables: { value, reason, requestId } })}
        />
      </Stack>
    </Card>
  );
}
