import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction, useRequestId } from '@mc/client';
import { formatAmount, toMinor } from '../../funds/money';
import { FormErrors } from '../../ui/FormErrors';
import { ConfirmDialog } from './ConfirmDialog';
import { PLEDGE_MUTATION, type ContractDetail } from './queries';

/** The pledge form: the most that may be borrowed, an amount up to it, and a confirmation before it is sent. */
export function PledgePanel({ contract, onPledged }: { contract: ContractDetail; onPledged: () => void }) {
  const { t } = useTranslation();
  const [pledge] = useMutation(PLEDGE_MUTATION);
  const { requestId, renew } = useRequestId();
  const { run, pending, errors } = useFormAction();
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const limit = contract.pledgeLimit;
  if (!limit) return null;
  const maxMinor = toMinor(limit.maxUsd, 2) ?? 0n;
  const amountMinor = toMinor(amount, 2);
  const valid = amountMinor !== null && amountMinor > 0n && amountMinor <= maxMinor;
  const submit = async () => {
    const done = await run(() => pledge({ variables: { id: contract.id, amountUsd: amount.trim(), requestId } }));
    setConfirming(false);
    if (done) {
      renew();
      setAmount('');
      onPledged();
    }
  };
  return (
    <Stack gap="xs" data-testid="pledge">
      <Title order={2} size="h4">
        {t('contractDetail.pledge.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('contractDetail.pledge.description', {
          ltv: limit.loanToValuePercent,
          unused: formatAmount(limit.unusedValueUsd, 'USD'),
          days: limit.remainingDays,
        })}
      </Text>
      {limit.unavailableReason ? (
        <Text size="sm" data-testid="pledge-unavailable">
          {limit.unavailableReason}
        </Text>
      ) : (
        <Group align="flex-end">
          <TextInput
            label={t('contractDetail.pledge.amount')}
            description={t('contractDetail.pledge.max', { max: formatAmount(limit.maxUsd, 'USD') })}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            inputMode="decimal"
            data-testid="pledge-amount"
          />
          <Button variant="subtle" onClick={() => setAmount(limit.maxUsd)} data-testid="pledge-use-max">
            {t('contractDetail.pledge.useMax')}
          </Button>
          <Button disabled={!valid} onClick={() => setConfirming(true)} data-testid="pledge-submit">
            {t('contractDetail.pledge.submit')}
          </Button>
        </Group>
      )}
      <span data-testid="pledge-max" hidden>
        {limit.maxUsd}
      </span>
      <FormErrors errors={errors} />
      <ConfirmDialog
        opened={confirming}
        title={t('contractDetail.pledge.confirmTitle')}
        body={t('contractDetail.pledge.confirmBody', { amount: formatAmount(amount || '0', 'USD') })}
        confirmLabel={t('contractDetail.pledge.confirm')}
        pending={pending}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
        testId="pledge"
      />
    </Stack>
  );
}
