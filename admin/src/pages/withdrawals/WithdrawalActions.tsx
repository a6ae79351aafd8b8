import { useMutation } from '@apollo/client/react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/ActionModal';
import type { Withdrawal } from '../../graphql/funds';
import { mayAct } from '../../lib/fundsRoles';
import { formatMoney } from '../../lib/money';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import {
  ALL_WITHDRAWALS_QUERY,
  COMPLETE_WITHDRAWAL_MUTATION,
  CUSTOMER_WITHDRAWALS_QUERY,
  FAIL_WITHDRAWAL_MUTATION,
} from './queries';

const REFETCH = [ALL_WITHDRAWALS_QUERY, CUSTOMER_WITHDRAWALS_QUERY, 'AdminCustomers', 'AdminAllPayouts'];
/** The server's bounds on a failure reason. */
const REASON_MAX_LENGTH = 300;

/**
 * The decisions on a pending withdrawal (DESIGN.md §7): complete once the money was sent (an optional
 * payout reference; the fee is kept and a payout published) or fail with a reason the customer sees
 * (the held amount returns to them).
 */
export function WithdrawalActions({
  withdrawal,
  onDone,
}: {
  withdrawal: Withdrawal;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  const [complete] = useMutation(COMPLETE_WITHDRAWAL_MUTATION, { refetchQueries: REFETCH });
  const [fail] = useMutation(FAIL_WITHDRAWAL_MUTATION, { refetchQueries: REFETCH });
  if (withdrawal.status !== 'PENDING') return null;
  if (!mayAct(admin, 'ACCOUNTANT')) {
    return (
      <Text size="sm" c="dimmed">
        {t('fundsCommon.needsRole', { role: 'ACCOUNTANT' })}
      </Text>
    );
  }
  return (
    <Group gap="sm" data-testid="withdrawal-actions">
      <ActionModal
        testId="withdrawal-complete"
        color="green"
        buttonLabel={t('withdrawals.complete.button')}
        title={t('withdrawals.complete.title')}
        question={t('withdrawals.complete.question', {
          net: formatMoney(withdrawal.netAmount),
          method: t(`withdrawals.method.${withdrawal.method}`),
        })}
        confirmLabel={t('withdrawals.complete.confirm')}
        field={{ label: t('withdrawals.complete.reference'), required: false, maxLength: 200 }}
        onConfirm={(reference) => complete({ variables: { id: withdrawal.id, payoutReference: reference || null } })}
        onDone={() => onDone(t('withdrawals.complete.done'))}
      />
      <ActionModal
        testId="withdrawal-fail"
        color="red"
        buttonLabel={t('withdrawals.fail.button')}
        title={t('withdrawals.fail.title')}
        question={t('withdrawals.fail.question')}
        confirmLabel={t('withdrawals.fail.confirm')}
        field={{ label: t('withdrawals.fail.reason'), required: true, maxLength: REASON_MAX_LENGTH }}
        onConfirm={(reason) => fail({ variables: { id: withdrawal.id, reason } })}
        onDone={() => onDone(t('withdrawals.fail.done'))}
      />
    </Group>
  );
}
