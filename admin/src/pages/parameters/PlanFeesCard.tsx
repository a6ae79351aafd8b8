import { useMutation, useQuery } from '@apollo/client/react';
import { Card, NativeSelect, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMarketParametersQuery } from '../../graphql/generated/graphql';
import { HistoryChart } from './HistoryChart';
import { ParameterForm } from './ParameterForm';
import { PARAMETER_REFETCH, PLAN_FEE_HISTORY_QUERY, SET_PLAN_FEE_MUTATION } from './queries';

/** Each plan's maintenance fee, a change of one (setPlanFee, with a reason) and the chosen plan's history. */
export function PlanFeesCard({ plans }: { plans: AdminMarketParametersQuery['plans'] }) {
  const { t } = useTranslation();
  const [planId, setPlanId] = useState(plans[0]?.id ?? 'btc-1');
  const history = useQuery(PLAN_FEE_HISTORY_QUERY, { variables: { planId } }).data?.planFeeHistory ?? [];
  const [setPlanFee] = useMutation(SET_PLAN_FEE_MUTATION, { refetchQueries: PARAMETER_REFETCH });
  return (
    <Card withBorder data-testid="fees-card">
      <Stack gap="md">
        <Title order={3}>{t('parameters.fees.title')}</Title>
        <Table.ScrollContainer minWidth={420} mah={260}>
          <Table striped data-testid="fees-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('parameters.fees.plan')}</Table.Th>
                <Table.Th ta="right">{t('parameters.fees.fee')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.map((plan) => (
                <Table.Tr key={plan.id} data-testid="fees-row" data-id={plan.id}>
                  <Table.Td>
                    {plan.id} ({plan.variant}, tier {plan.tier})
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {plan.maintenanceFeeUsdPerThDay}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ParameterForm
          testId="fee"
          valueLabel={t('parameters.fees.value')}
          submitLabel={t('parameters.fees.submit')}
          doneLabel={t('parameters.fees.done')}
          onSubmit={(value, reason, requestId) => setPlanFee({ variables: { planId, value, reason, requestId } })}
        >
          <NativeSelect
            label={t('parameters.fees.plan')}
            value={planId}
            onChange={(event) => setPlanId(event.currentTarget.value)}
            data={plans.map((plan) => plan.id)}
            data-testid="fee-plan"
          />
        </ParameterForm>
        <HistoryChart
          title={t('parameters.fees.chart', { plan: planId })}
          points={history.map((row) => ({ validFrom: row.validFrom, value: Number(row.usdPerThDay) }))}
          testId="fee-chart"
        />
      </Stack>
    </Card>
  );
}
