import { useMutation } from '@apollo/client/react';
import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionModal } from '../../components/ActionModal';
import { FundsStatusBadge } from '../../components/FundsStatusBadge';
import { customerLabel, type Adjustment } from '../../graphql/funds';
import { adminLabel, type AdminReference } from '../../lib/adminLabel';
import { useDateTimeFormat } from '../../lib/format';
import { mayAct } from '../../lib/fundsRoles';
import { formatMoney } from '../../lib/money';
import { userPath } from '../../paths';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import { APPROVE_ADJUSTMENT_MUTATION, REJECT_ADJUSTMENT_MUTATION } from './queries';

/** Lists that show adjustments or the balances they move. */
const REFETCH = ['AdminAllAdjustments', 'AdminCustomerAdjustments', 'AdminCustomerBalances'];

interface AdjustmentsTableProps {
  adjustments: readonly Adjustment[];
  showUser?: boolean;
  onDone: (notice: string) => void;
}

/** Adjustments with their reason, who asked and who decided; pending ones can be approved or rejected. */
export function AdjustmentsTable({ adjustments, showUser = true, onDone }: AdjustmentsTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const admin = useSignedInAdmin();
  const who = (reference: AdminReference | null) =>
    adminLabel(reference, admin, t('fundsCommon.you'), t('fundsCommon.none'));
  return (
    // Narrow enough for 1280 px beside the navbar, buttons wrapping: a wider table hid Approve and Reject.
    <Table.ScrollContainer minWidth={880}>
      <Table striped data-testid="adjustments-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adjustments.columns.created')}</Table.Th>
            {showUser && <Table.Th>{t('adjustments.columns.user')}</Table.Th>}
            <Table.Th ta="right">{t('adjustments.columns.amount')}</Table.Th>
            <Table.Th>{t('adjustments.columns.reason')}</Table.Th>
            <Table.Th>{t('adjustments.columns.createdBy')}</Table.Th>
            <Table.Th>{t('adjustments.columns.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {adjustments.map((adjustment) => (
            <Table.Tr
              key={adjustment.id}
              data-testid="adjustments-row"
              data-id={adjustment.id}
              data-status={adjustment.status}
            >
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTime(adjustment.createdAt)}</Table.Td>
              {showUser && (
                <Table.Td>
                  <Anchor component={Link} to={userPath(adjustment.userId)} title={adjustment.userId}>
                    {customerLabel(adjustment.user)}
                  </Anchor>
                </Table.Td>
              )}
              <Table.Td ta="right" ff="monospace" c={adjustment.amount.amount.startsWith('-') ? 'red' : 'green'}>
                {formatMoney(adjustment.amount)}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {adjustment.reason}
                {adjustment.rejectionReason && (
                  <Text size="xs" c="red">
                    {t('adjustments.rejectedBecause', { reason: adjustment.rejectionReason })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {who(adjustment.createdBy)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <FundsStatusBadge status={adjustment.status} />
                {adjustment.decidedByAdminId && (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {t('adjustments.decidedBy', { admin: who(adjustment.decidedBy) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {adjustment.status === 'PENDING' && mayAct(admin, 'ACCOUNTANT') && (
                  <AdjustmentDecision adjustment={adjustment} onDone={onDone} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Approve (posts it) or reject (with a reason). The creator sees a note that another admin must
 * approve; if they try anyway, the server's refusal is shown in the modal as it gave it.
 */
function AdjustmentDecision({ adjustment, onDone }: { adjustment: Adjustment; onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  const [approve] = useMutation(APPROVE_ADJUSTMENT_MUTATION, { refetchQueries: REFETCH });
  const [reject] = useMutation(REJECT_ADJUSTMENT_MUTATION, { refetchQueries: REFETCH });
  const amount = formatMoney(adjustment.amount);
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" justify="flex-end">
        <ActionModal
          testId="adjustment-approve"
          color="green"
          buttonLabel={t('adjustments.approve.button')}
          title={t('adjustments.approve.title')}
          question={t('adjustments.approve.question', { amount, reason: adjustment.reason })}
          confirmLabel={t('adjustments.approve.confirm')}
          onConfirm={() => approve({ variables: { id: adjustment.id } })}
          onDone={() => onDone(t('adjustments.approve.done', { amount }))}
        />
        <ActionModal
          testId="adjustment-reject"
          color="red"
          buttonLabel={t('adjustments.reject.button')}
          title={t('adjustments.reject.title')}
          question={t('adjustments.reject.question', { amount })}
          confirmLabel={t('adjustments.reject.confirm')}
          field={{ label: t('adjustments.reject.reason'), required: true }}
          onConfirm={(reason) => reject({ variables: { id: adjustment.id, reason } })}
          onDone={() => onDone(t('adjustments.reject.done', { amount }))}
        />
      </Group>
      {adjustment.createdByAdminId === admin.id && (
        <Text size="xs" c="orange" data-testid="adjustment-own">
          {t('adjustments.yours')}
        </Text>
      )}
    </Stack>
  );
}
