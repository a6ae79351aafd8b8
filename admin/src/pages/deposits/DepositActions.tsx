import { useMutation } from '@apollo/client/react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/ActionModal';
import type { Deposit } from '../../graphql/funds';
import { mayAct } from '../../lib/fundsRoles';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import {
  ALL_DEPOSITS_QUERY,
  CANCEL_DEPOSIT_MUTATION,
  CONFIRM_DEPOSIT_MUTATION,
  CUSTOMER_DEPOSITS_QUERY,
  FAIL_DEPOSIT_MUTATION,
} from './queries';

/** Lists whose counts and rows change with a decision (the users list shows pending counts). */
const REFETCH = [ALL_DEPOSITS_QUERY, CUSTOMER_DEPOSITS_QUERY, 'AdminCustomers'];

/**
 * The decisions on a pending deposit (DESIGN.md §7): confirm (credits the ledger once; an optional
 * transaction reference), fail (an optional reason), and cancel for one an admin recorded. A
 * deposit the signed-in admin recorded must be confirmed by another admin; the server says so.
 */
export function DepositActions({ deposit, onDone }: { deposit: Deposit; onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  const [confirm] = useMutation(CONFIRM_DEPOSIT_MUTATION, { refetchQueries: REFETCH });
  const [fail] = useMutation(FAIL_DEPOSIT_MUTATION, { refetchQueries: REFETCH });
  if (deposit.status !== 'PENDING') return null;
  if (!mayAct(admin, 'ACCOUNTANT')) {
    return (
      <Text size="sm" c="dimmed">
        {t('fundsCommon.needsRole', { role: 'ACCOUNTANT' })}
      </Text>
    );
  }
  const recordedByMe = deposit.createdByAdminId === admin.id;
  const referenceMissing = deposit.createdByAdmin && !deposit.transactionReference;
  return (
    <Group gap="sm" data-testid="deposit-actions">
      <ActionModal
        testId="deposit-confirm"
        color="green"
        buttonLabel={t('deposits.confirm.button')}
        title={t('deposits.confirm.title')}
        question={
          recordedByMe
            ? t('deposits.confirm.ownRecord')
            : t('deposits.confirm.question', { amount: `${deposit.priceInCrypto.amount} ${deposit.cryptoCurrency}` })
        }
        confirmLabel={t('deposits.confirm.confirm')}
        field={{
          // Confirmed off-platform money names its reference; the server refuses the confirmation without it.
          label: referenceMissing ? t('deposits.confirm.referenceRequired') : t('deposits.confirm.reference'),
          required: referenceMissing,
          placeholder: deposit.transactionReference ?? undefined,
          maxLength: 200,
        }}
        onConfirm={(reference) => confirm({ variables: { id: deposit.id, transactionReference: reference || null } })}
        onDone={() => onDone(t('deposits.confirm.done'))}
      />
      <ActionModal
        testId="deposit-fail"
        color="red"
        buttonLabel={t('deposits.fail.button')}
        title={t('deposits.fail.title')}
        question={t('deposits.fail.question')}
        confirmLabel={t('deposits.fail.confirm')}
        field={{ label: t('deposits.fail.reason'), required: false }}
        onConfirm={(reason) => fail({ variables: { id: deposit.id, reason: reason || null } })}
        onDone={() => onDone(t('deposits.fail.done'))}
      />
      <CancelRecordedDeposit deposit={deposit} onDone={onDone} />
    </Group>
  );
}

/** "Delete" of a pending deposit an admin recorded (the only kind that can be): it is cancelled, never credited. */
export function CancelRecordedDeposit({ deposit, onDone }: { deposit: Deposit; onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  const [cancel] = useMutation(CANCEL_DEPOSIT_MUTATION, { refetchQueries: REFETCH });
  if (!deposit.createdByAdmin || deposit.status !== 'PENDING' || !mayAct(admin, 'ACCOUNTANT')) return null;
  return (
    <ActionModal
      testId="deposit-cancel"
      color="gray"
      buttonLabel={t('deposits.cancel.button')}
      title={t('deposits.cancel.title')}
      question={t('deposits.cancel.question')}
      confirmLabel={t('deposits.cancel.confirm')}
      onConfirm={() => cancel({ variables: { id: deposit.id } })}
      onDone={() => onDone(t('deposits.cancel.done'))}
    />
  );
}
