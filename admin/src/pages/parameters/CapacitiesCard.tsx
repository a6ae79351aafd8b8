import { useMutation, useQuery } from '@apollo/client/react';
import { Card, NativeSelect, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMarketParametersQuery, Coin } from '../../graphql/generated/graphql';
import { HistoryChart } from './HistoryChart';
import { ParameterForm } from './ParameterForm';
import { CAPACITY_HISTORY_QUERY, PARAMETER_REFETCH, SET_CAPACITY_MUTATION } from './queries';

type Capacities = AdminMarketParametersQuery['marketParameters']['capacities'];

/** Each coin's capacity with what is sold, a change of one (setCapacity, with a reason) and its history. */
export function CapacitiesCard({ capacities }: { capacities: Capacities }) {
  const { t } = useTranslation();
  const [coin, setCoin] = useState<Coin>(capacities[0]?.coin ?? 'BTC');
  const history = useQuery(CAPACITY_HISTORY_QUERY, { variables: { coin } }).data?.capacityHistory ?? [];
  const [setCapacity] = useMutation(SET_CAPACITY_MUTATION, { refetchQueries: PARAMETER_REFETCH });
  return (
    <Card withBorder data-testid="capacities-card">
      <Stack gap="md">
        <Title order={3}>{t('parameters.capacities.title')}</Title>
        <Table striped data-testid="capacities-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('parameters.capacities.coin')}</Table.Th>
              <Table.Th ta="right">{t('parameters.capacities.capacity')}</Table.Th>
              <Table.Th ta="right">{t('parameters.capacities.sold')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {capacities.map((row) => (
              <Table.Tr key={row.coin} data-testid="capacities-row" data-coin={row.coin}>
                <Table.Td>{row.coin}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {row.capacityThs.toLocaleString('en')}
                </Table.Td>
                <Table.Td ta="right" ff="monospace" title={row.soldHashrateThs}>
                  {row.soldThs.toLocaleString('en')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <ParameterForm
          testId="capacity"
          valueLabel={t('parameters.capacities.value')}
          submitLabel={t('parameters.capacities.submit')}
          doneLabel={t('parameters.capacities.done')}
          onSubmit={(value, reason, requestId) => setCapacity({ variables: { coin, value, reason, requestId } })}
        >
          <NativeSelect
            label={t('parameters.capacities.coin')}
            value={coin}
            onChange={(event) => setCoin(event.currentTarget.value as Coin)}
            data={capacities.map((row) => row.coin)}
            data-testid="capacity-coin"
          />
        </ParameterForm>
        <HistoryChart
          title={t('parameters.capacities.chart', { coin })}
          points={history.map((row) => ({ validFrom: row.validFrom, value: row.capacityThs }))}
          testId="capacity-chart"
        />
      </Stack>
    </Card>
  );
}
