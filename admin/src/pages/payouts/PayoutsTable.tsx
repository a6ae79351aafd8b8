import { useMutation } from '@apollo/client/react';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionModal } from '../../components/ActionModal';
import { useDateTimeFormat } from '../../lib/format';
import { mayAct } from '../../lib/fundsRoles';
import { formatMoney } from '../../lib/money';
import { withdrawalPath } from '../../paths';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import { ATTACH_PAYOUT_LINK_MUTATION, HIDE_PAYOUT_MUTATION, type Payout } from './queries';

/** Payouts: when, how much, where (masked), the transaction link, and whether the public list shows it. */
export function PayoutsTable({ payouts, onDone }: { payouts: readonly Payout[]; onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover data-testid="payouts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payouts.columns.completed')}</Table.Th>
            <Table.Th ta="right">{t('payouts.columns.amount')}</Table.Th>
            <Table.Th>{t('payouts.columns.destination')}</Table.Th>
            <Table.Th>{t('payouts.columns.link')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((payout) => (
            <Table.Tr key={payout.id} data-testid="payouts-row" data-id={payout.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={withdrawalPath(payout.id)}>
                  {formatTime(payout.completedAt)}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{formatMoney(payout.amount)}</Table.Td>
              <Table.Td>
                <Text size="sm">{t(`withdrawals.method.${payout.method}`)}</Text>
                <Text size="xs" ff="monospace" c="dimmed">
                  {payout.maskedDestination}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid="payouts-row-link">
                {payout.link ? (
                  <Anchor href={payout.link} target="_blank" rel="noreferrer noopener" size="sm">
                    {payout.link}
                  </Anchor>
                ) : (
                  t('fundsCommon.none')
                )}
              </Table.Td>
              <Table.Td>
                <PayoutActions payout={payout} onDone={onDone} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PayoutActions({ payout, onDone }: { payout: Payout; onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  const [attach] = useMutation(ATTACH_PAYOUT_LINK_MUTATION);
  const [hide] = useMutation(HIDE_PAYOUT_MUTATION);
  const hiddenBadge = payout.hidden && (
    <Badge color="gray" variant="light" data-testid="payouts-row-hidden">
      {t('payouts.hidden')}
    </Badge>
  );
  if (!mayAct(admin, 'OPERATOR')) return hiddenBadge || null;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {hiddenBadge}
      <ActionModal
        testId="payout-attach-link"
        variant="subtle"
        buttonLabel={payout.link ? t('payouts.attach.change') : t('payouts.attach.button')}
        title={t('payouts.attach.title')}
        question={t('payouts.attach.question')}
        confirmLabel={t('payouts.attach.confirm')}
        field={{
          label: t('payouts.attach.link'),
          required: true,
          type: 'url',
          placeholder: 'https://',
          maxLength: 500,
        }}
        onConfirm={(link) => attach({ variables: { withdrawalId: payout.id, link } })}
        onDone={() => onDone(t('payouts.attach.done'))}
      />
      {!payout.hidden && (
        <ActionModal
          testId="payout-hide"
          variant="subtle"
          color="red"
          buttonLabel={t('payouts.hide.button')}
          title={t('payouts.hide.title')}
          question={t('payouts.hide.question')}
          confirmLabel={t('payouts.hide.confirm')}
          onConfirm={() => hide({ variables: { withdrawalId: payout.id } })}
          onDone={() => onDone(t('payouts.hide.done'))}
        />
      )}
    </Group>
  );
}
