import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractStatusBadge as SharedStatusBadge } from '@mc/client';
import type { ContractStatus } from '../../graphql/generated/graphql';
import { userContractPath } from '../../paths';
import { fixedDecimals } from './contractFormat';
import type { AdminContract } from './contractQueries';

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return <SharedStatusBadge status={status} label={t(`contractStatus.${status}`)} testId="contract-status" />;
}

interface UserContractsTableProps {
  contracts: readonly AdminContract[];
  rowActions: (contract: AdminContract) => ReactNode;
}

/**
 * A customer's contracts (specification 001 §2): plan, id, expiry date, mined (8 decimals), status,
 * power in GH/s and speed per day (an estimate from the current parameters), with the row's controls.
 */
export function UserContractsTable({ contracts, rowActions }: UserContractsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped data-testid="contracts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('userContracts.columns.plan')}</Table.Th>
            <Table.Th>{t('userContracts.columns.id')}</Table.Th>
            <Table.Th>{t('userContracts.columns.expiry')}</Table.Th>
            <Table.Th ta="right">{t('userContracts.columns.mined')}</Table.Th>
            <Table.Th>{t('userContracts.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('userContracts.columns.power')}</Table.Th>
            <Table.Th ta="right">{t('userContracts.columns.speed')}</Table.Th>
            <Table.Th>{t('userContracts.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contracts.map((contract) => (
            <Table.Tr key={contract.id} data-testid="contracts-row" data-id={contract.id} data-status={contract.status}>
              <Table.Td>
                <Stack gap={2}>
                  <Anchor
                    component={Link}
                    to={userContractPath(contract.userId, contract.id)}
                    data-testid="contract-plan"
                  >
                    {contract.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {contract.plan.id} · {contract.coin}
                  </Text>
                  {contract.source === 'SUPPORT_GRANT' && (
                    <Badge size="xs" variant="outline" color="grape" w="max-content">
                      {t('userContracts.grantedBySupport')}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td ff="monospace" fz="xs" maw={110} style={{ overflowWrap: 'anywhere' }}>
                {contract.id}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="contract-expiry">
                {contract.expiresOn}
              </Table.Td>
              <Table.Td ta="right" ff="monospace" data-testid="contract-mined">
                {fixedDecimals(contract.minedTotal, 8)} {contract.coin}
              </Table.Td>
              <Table.Td>
                <ContractStatusBadge status={contract.status} />
                {contract.stoppedReason && (
                  <Text size="xs" c="dimmed">
                    {t('userContracts.stoppedReason', { reason: contract.stoppedReason })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" ff="monospace" data-testid="contract-power">
                {contract.powerGhs}
              </Table.Td>
              <Table.Td ta="right" ff="monospace" data-testid="contract-speed" title={t('miningCommon.estimate')}>
                {contract.estimatedDailyPayout === null || contract.estimatedDailyPayout === undefined
                  ? t('miningCommon.none')
                  : `${fixedDecimals(contract.estimatedDailyPayout, 8)} ${contract.coin}`}
              </Table.Td>
              <Table.Td>{rowActions(contract)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
