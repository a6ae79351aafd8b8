import { useQuery } from '@apollo/client/react';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLAN_OFFERS_QUERY } from '../../mining/queries';
import { formatDate } from '../../ui/format';
import { LoadMoreList } from '../LoadMoreList';
import { formatMoney } from '../money';
import type { DepositPage } from '../queries/deposits';
import { StatusBadge } from '../StatusBadge';
import { depositLabel } from './depositLabel';

/** The plans on offer (both variants) by id, to name a mining deposit's contract; empty until they load. */
function usePlansById() {
  const { data } = useQuery(PLAN_OFFERS_QUERY);
  return new Map((data?.plans ?? []).map((plan) => [plan.id, plan]));
}

interface DepositListProps {
  deposits: DepositPage;
  onLoadMore: () => Promise<unknown>;
}

/** The customer's deposits: date, what for, price, crypto to pay, status, and the payment link while it is valid. */
export function DepositList({ deposits, onLoadMore }: DepositListProps) {
  const { t, i18n } = useTranslation();
  const plansById = usePlansById();
  if (deposits.items.length === 0) {
    return (
      <Text ta="center" c="dimmed" fw={600} py="lg" data-testid="deposits-empty">
        {t('funds.deposits.empty')}
      </Text>
    );
  }
  return (
    <LoadMoreList shown={deposits.items.length} total={deposits.total} onLoadMore={onLoadMore} testId="deposits">
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" data-testid="deposits-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('funds.deposits.date')}</Table.Th>
              <Table.Th>{t('funds.deposits.comment')}</Table.Th>
              <Table.Th ta="right">{t('funds.deposits.price')}</Table.Th>
              <Table.Th ta="right">{t('funds.deposits.priceInCrypto')}</Table.Th>
              <Table.Th>{t('funds.deposits.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deposits.items.map((deposit) => (
              <Table.Tr key={deposit.id} data-testid="deposits-row" data-id={deposit.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(deposit.createdAt, i18n.language, true)}
                </Table.Td>
                <Table.Td data-testid="deposits-row-label">
                  {depositLabel(deposit, plansById, t)}
                  {deposit.createdByAdmin && (
                    // Our team's own note on money received off-platform, shown as written.
                    <Text size="xs" c="dimmed" data-testid="deposits-row-note">
                      {deposit.comment}
                    </Text>
                  )}
                  {deposit.failureReason && (
                    <Text size="xs" c="red" data-testid="deposits-row-reason">
                      {deposit.failureReason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" data-testid="deposits-row-price">
                  {formatMoney(deposit.price)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(deposit.priceInCrypto)}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={deposit.status} testId="deposits-row-status" />
                </Table.Td>
                <Table.Td>
                  {deposit.linkValid && (
                    <Anchor component={Link} to={deposit.link} size="sm" data-testid="deposits-row-pay">
                      {t('funds.deposits.pay')}
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </LoadMoreList>
  );
}
