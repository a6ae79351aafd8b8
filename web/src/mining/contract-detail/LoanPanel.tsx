import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction, useRequestId } from '@mc/client';
import { formatAmount, formatMoney, toMinor } from '../../funds/money';
import { DetailList } from '../../ui/DetailList';
import { FormErrors } from '../../ui/FormErrors';
import { formatDate } from '../../ui/format';
import { ConfirmDialog } from './ConfirmDialog';
import { REPAY_LOAN_MUTATION, type ContractDetail, type ContractLoan } from './queries';

/** The newest pledge and the loan against it: what is owed, every repayment, and repaying from the trading balance. */
export function LoanPanel({ contract, onRepaid }: { contract: ContractDetail; onRepaid: () => void }) {
  const { t } = useTranslation();
  const pledge = contract.pledges[0];
  if (!pledge) return null;
  const loan = contract.loan && contract.loan.id === pledge.id ? contract.loan : null;
  return (
    <Stack gap="xs" data-testid="loan">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('contractDetail.loan.title')}
        </Title>
        <Badge variant="light" data-testid="pledge-status" data-status={pledge.status}>
          {t(`contractDetail.pledgeStatuses.${pledge.status}`)}
        </Badge>
      </Group>
      {loan ? (
        <LoanState loan={loan} onRepaid={onRepaid} />
      ) : (
        <Text size="sm" c="dimmed" data-testid="loan-waiting">
          {pledge.status === 'REFUSED' && pledge.statusReason ? pledge.statusReason : t('contractDetail.loan.opening')}
        </Text>
      )}
    </Stack>
  );
}

function LoanState({ loan, onRepaid }: { loan: ContractLoan; onRepaid: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <DetailList
        rows={[
          {
            label: t('contractDetail.loan.state'),
            value: t(`contractDetail.loan.statuses.${loan.status}`),
            testId: 'loan-status',
          },
          { label: t('contractDetail.loan.principal'), value: formatMoney(loan.principal), testId: 'loan-principal' },
          {
            label: t('contractDetail.loan.outstanding'),
            value: formatMoney(loan.outstanding),
            testId: 'loan-outstanding',
          },
          { label: t('contractDetail.loan.repaid'), value: formatMoney(loan.repaid), testId: 'loan-repaid' },
          ...(loan.shortfall.amount !== '0.00'
            ? [
                {
                  label: t('contractDetail.loan.shortfall'),
                  value: formatMoney(loan.shortfall),
                  testId: 'loan-shortfall',
                },
              ]
            : []),
          ...(loan.refusalReason
            ? [{ label: t('contractDetail.loan.refusal'), value: loan.refusalReason, testId: 'loan-refusal' }]
            : []),
        ]}
      />
      {loan.repayments.length > 0 && (
        <Table fz="sm" verticalSpacing={4} data-testid="loan-repayments">
          <Table.Tbody>
            {loan.repayments.map((repayment) => (
              <Table.Tr key={repayment.journalId} data-testid="loan-repayment">
                <Table.Td>{formatDate(repayment.at, i18n.language)}</Table.Td>
                <Table.Td>
                  {t(`contractDetail.loan.sources.${repayment.source}`)}
                  {repayment.coinAmount &&
                    ` · ${t('contractDetail.loan.payoutLine', { coin: formatMoney(repayment.coinAmount), rate: repayment.rateUsd })}`}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(repayment.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {loan.status === 'OPEN' && <RepayForm loan={loan} onRepaid={onRepaid} />}
    </>
  );
}

function RepayForm({ loan, onRepaid }: { loan: ContractLoan; onRepaid: () => void }) {
  const { t } = useTranslation();
  const [repay] = useMutation(REPAY_LOAN_MUTATION);
  const { requestId, renew } = useRequestId();
  const { run, pending, errors, succeeded } = useFormAction();
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const owedMinor = toMinor(loan.outstanding.amount, 2) ?? 0n;
  const amountMinor = toMinor(amount, 2);
  const valid = amountMinor !== null && amountMinor > 0n && amountMinor <= owedMinor;
  const submit = async () => {
    const done = await run(() => repay({ variables: { id: loan.id, amount: amount.trim(), requestId } }));
    setConfirming(false);
    if (done) {
      renew();
      setAmount('');
      onRepaid();
    }
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <TextInput
          label={t('contractDetail.loan.repayAmount')}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          inputMode="decimal"
          data-testid="repay-amount"
        />
        <Button variant="subtle" onClick={() => setAmount(loan.outstanding.amount)} data-testid="repay-all">
          {t('contractDetail.loan.repayAll')}
        </Button>
        <Button disabled={!valid} onClick={() => setConfirming(true)} data-testid="repay-submit">
          {t('contractDetail.loan.repay')}
        </Button>
      </Group>
      {succeeded && (
        <Text size="sm" c="green" data-testid="repay-done">
          {t('contractDetail.loan.repaidNotice')}
        </Text>
      )}
      <FormErrors errors={errors} />
      <ConfirmDialog
        opened={confirming}
        title={t('contractDetail.loan.confirmTitle')}
        body={t('contractDetail.loan.confirmBody', { amount: formatAmount(amount || '0', 'USD') })}
        confirmLabel={t('contractDetail.loan.confirm')}
        pending={pending}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
        testId="repay"
      />
    </Stack>
  );
}
