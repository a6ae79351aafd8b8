import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { FieldsTable } from '../../components/FieldsTable';
import { FundsStatusBadge } from '../../components/FundsStatusBadge';
import { SuccessBox } from '@mc/client';
import type { Deposit } from '../../graphql/funds';
import { adminLabel, type AdminReference } from '../../lib/adminLabel';
import { useDateTimeFormat } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { userPath } from '../../paths';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import { DepositActions } from './DepositActions';

/** One deposit's fields (specification §2: a details table) and, while it is pending, the decisions on it. */
export function DepositDetail({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const admin = useSignedInAdmin();
  const [notice, setNotice] = useState<string | null>(null);
  const none = t('fundsCommon.none');
  const who = (reference: AdminReference | null) => adminLabel(reference, admin, t('fundsCommon.you'), none);
  const rows = [
    { label: t('deposits.fields.id'), value: deposit.id },
    {
      label: t('deposits.fields.user'),
      value: (
        <Anchor component={Link} to={userPath(deposit.userId)}>
          {deposit.userId}
        </Anchor>
      ),
    },
    {
      label: t('deposits.fields.status'),
      value: <FundsStatusBadge status={deposit.status} />,
      testId: 'deposit-status',
    },
    { label: t('deposits.fields.purpose'), value: t(`deposits.purpose.${deposit.purpose}`) },
    { label: t('deposits.fields.comment'), value: deposit.comment },
    { label: t('deposits.fields.price'), value: formatMoney(deposit.price) },
    { label: t('deposits.fields.priceInCrypto'), value: formatMoney(deposit.priceInCrypto) },
    { label: t('deposits.fields.walletAddress'), value: deposit.walletAddress },
    {
      label: t('deposits.fields.linkExpiresAt'),
      value: `${formatTime(deposit.linkExpiresAt)}${linkNote(deposit, t)}`,
      testId: 'deposit-link-expiry',
    },
    {
      label: t('deposits.fields.transactionReference'),
      value: deposit.transactionReference ?? none,
      testId: 'deposit-reference',
    },
    {
      label: t('deposits.fields.createdByAdmin'),
      value: deposit.createdByAdmin ? who(deposit.createdBy) : t('deposits.byCustomer'),
    },
    { label: t('deposits.fields.decidedBy'), value: who(deposit.decidedBy) },
    { label: t('deposits.fields.failureReason'), value: deposit.failureReason ?? none },
    { label: t('deposits.fields.createdAt'), value: formatTime(deposit.createdAt) },
    { label: t('deposits.fields.decidedAt'), value: deposit.decidedAt ? formatTime(deposit.decidedAt) : none },
  ];
  return (
    <Stack gap="md" data-testid="deposit-detail" data-id={deposit.id}>
      {notice !== null && <SuccessBox>{notice}</SuccessBox>}
      <DepositActions deposit={deposit} onDone={setNotice} />
      <FieldsTable rows={rows} testId="deposit-fields" />
    </Stack>
  );
}

/**
 * Only a pending deposit's link can still be paid or be expired: the note says which, from the
 * server's clock (linkExpired), whoever made the deposit.
 */
function linkNote(deposit: Deposit, t: TFunction): string {
  if (deposit.status !== 'PENDING') return '';
  if (deposit.linkExpired) return ` (${t('deposits.linkExpired')})`;
  const minutes = Math.max(1, Math.ceil((Date.parse(deposit.linkExpiresAt) - Date.now()) / 60_000));
  return ` (${t('deposits.linkValidFor', { minutes })})`;
}
