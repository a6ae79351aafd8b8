import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractName } from '../../funds/deposits/depositLabel';
import { LoadMoreList } from '../../funds/LoadMoreList';
import { formatAmount } from '../../funds/money';
import { contractPath } from '../contract-detail/ContractDetailPage';
import { ContractStatusBadge } from './ContractStatusBadge';
import { formatDay, groupedDecimal, withEightDecimals } from './format';
import type { ContractPage, MyContract } from './queries';

interface ContractListProps {
  contracts: ContractPage;
  onLoadMore: () => Promise<unknown>;
}

/** The customer's contracts: plan, power, what it mined, status, the days it mines, and why it stopped. */
export function ContractList({ contracts, onLoadMore }: ContractListProps) {
  const { t } = useTranslation();
  if (contracts.items.length === 0) {
    return (
      <Text ta="center" c="dimmed" fw={600} py="lg" data-testid="contracts-empty">
        {t('contracts.empty')}
      </Text>
    );
  }
  return (
    <LoadMoreList shown={contracts.items.length} total={contracts.total} onLoadMore={onLoadMore} testId="contracts">
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs" data-testid="contracts-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contracts.plan')}</Table.Th>
              <Table.Th ta="right">{t('contracts.power')}</Table.Th>
              <Table.Th ta="right">{t('contracts.mined')}</Table.Th>
              <Table.Th>{t('contracts.status')}</Table.Th>
              <Table.Th>{t('contracts.period')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contracts.items.map((contract) => (
              <ContractRow key={contract.id} contract={contract} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </LoadMoreList>
  );
}

function ContractRow({ contract }: { contract: MyContract }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.Tr data-testid="contracts-row" data-id={contract.id}>
      <Table.Td data-testid="contracts-row-plan">
        <Anchor component={Link} to={contractPath(contract.id)} data-testid="contracts-row-open">
          {contractName(contract, t)}
        </Anchor>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="contracts-row-power">
        {t('contracts.powerGhs', { power: groupedDecimal(contract.powerGhs, i18n.language) })}
      </Table.Td>
      <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="contracts-row-mined">
        {formatAmount(withEightDecimals(contract.minedTotal), contract.coin)}
      </Table.Td>
      <Table.Td>
        <ContractStatusBadge status={contract.status} startsOn={contract.startsLater ? contract.startsOn : null} />
        {contract.status === 'STOPPED' && contract.stoppedReason && (
          <Text size="xs" c="orange" data-testid="contracts-row-reason">
            {t('contracts.stoppedReason', { reason: contract.stoppedReason })}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="contracts-row-period">
        {formatDay(contract.startsOn, i18n.language)} – {formatDay(contract.expiresOn, i18n.language)}
      </Table.Td>
    </Table.Tr>
  );
}
