import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FieldsTable, type FieldRow } from '../../components/FieldsTable';
import { FundsStatusBadge } from '../../components/FundsStatusBadge';
import { SuccessBox } from '@mc/client';
import type { Withdrawal, WithdrawalDestination } from '../../graphql/funds';
import { adminLabel } from '../../lib/adminLabel';
import { useDateTimeFormat } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { userPath } from '../../paths';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import { WithdrawalActions } from './WithdrawalActions';

const DESTINATION_FIELDS = [
  'walletAddress',
  'paypalEmail',
  'bankName',
  'accountName',
  'accountNumber',
  'iban',
  'routingNumber',
] as const;

/** One withdrawal's fields (a read-only table, specification §2) and, while it is pending, the decisions on it. */
export function WithdrawalDetail({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const admin = useSignedInAdmin();
  const [notice, setNotice] = useState<string | null>(null);
  const none = t('fundsCommon.none');
  const rows: FieldRow[] = [
    { label: t('withdrawals.fields.id'), value: withdrawal.id },
    {
      label: t('withdrawals.fields.user'),
      value: (
        <Anchor component={Link} to={userPath(withdrawal.userId)}>
          {withdrawal.userId}
        </Anchor>
      ),
    },
    {
      label: t('withdrawals.fields.status'),
      value: <FundsStatusBadge status={withdrawal.status} />,
      testId: 'withdrawal-status',
    },
    { label: t('withdrawals.fields.source'), value: t(`withdrawals.source.${withdrawal.source}`) },
    { label: t('withdrawals.fields.method'), value: t(`withdrawals.method.${withdrawal.method}`) },
    { label: t('withdrawals.fields.amount'), value: formatMoney(withdrawal.amount) },
    { label: t('withdrawals.fields.fee'), value: formatMoney(withdrawal.fee) },
    { label: t('withdrawals.fields.netAmount'), value: formatMoney(withdrawal.netAmount) },
    ...destinationRows(withdrawal.destination, (field) => t(`withdrawals.fields.${field}`)),
    {
      label: t('withdrawals.fields.payoutReference'),
      value: withdrawal.payoutReference ?? none,
      testId: 'withdrawal-reference',
    },
    { label: t('withdrawals.fields.failureReason'), value: withdrawal.failureReason ?? none },
    {
      label: t('withdrawals.fields.decidedBy'),
      value: adminLabel(withdrawal.decidedBy, admin, t('fundsCommon.you'), none),
    },
    { label: t('withdrawals.fields.createdAt'), value: formatTime(withdrawal.createdAt) },
    { label: t('withdrawals.fields.decidedAt'), value: withdrawal.decidedAt ? formatTime(withdrawal.decidedAt) : none },
  ];
  return (
    <Stack gap="md" data-testid="withdrawal-detail" data-id={withdrawal.id}>
      {notice !== null && <SuccessBox>{notice}</SuccessBox>}
      <WithdrawalActions withdrawal={withdrawal} onDone={setNotice} />
      <FieldsTable rows={rows} testId="withdrawal-fields" />
    </Stack>
  );
}

/** Only the destination group the withdrawal has (the others are empty). */
function destinationRows(
  destination: WithdrawalDestination,
  label: (field: (typeof DESTINATION_FIELDS)[number]) => string,
): FieldRow[] {
  return DESTINATION_FIELDS.filter((field) => destination[field] !== null).map((field) => ({
    label: label(field),
    value: destination[field],
  }));
}
