import { useMutation } from '@apollo/client/react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formText, SuccessBox, TEXT_MAX_LENGTH, useFormAction, useRequestId } from '@mc/client';
import { FormErrors } from '../../components/FormErrors';
import { formatMoney } from '../../lib/money';
import { REQUEST_ADJUSTMENT_MUTATION, type CustomerBalances } from './fundsQueries';

/** A signed decimal: "-12.50" takes money off, "0.002" adds it; the server checks the asset's scale. */
const SIGNED_AMOUNT = '-?[0-9]+(\\.[0-9]+)?';

/**
 * A correction by a signed amount (account, amount, reason) → `requestAdjustment`, pending until
 * another admin approves it. The request id made when the form opened makes a double submit one request.
 */
export function AdjustByAmountForm({ customer }: { customer: CustomerBalances }) {
  const { t } = useTranslation();
  const [requestAdjustment] = useMutation(REQUEST_ADJUSTMENT_MUTATION, {
    refetchQueries: ['AdminCustomerAdjustments', 'AdminAllAdjustments'],
  });
  const { run, pending, errors } = useFormAction();
  const { requestId, renew } = useRequestId();
  const [requested, setRequested] = useState<string | null>(null);
  const accounts = [customer.balances.trading, ...customer.balances.mining];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const variables = {
      userId: customer.id,
      assetCode: formText(form, 'asset'),
      amount: formText(form, 'amount'),
      reason: formText(form, 'reason'),
      requestId,
    };
    setRequested(null);
    void run(async () => {
      const { data } = await requestAdjustment({ variables });
      if (data) setRequested(formatMoney(data.requestAdjustment.amount));
      formElement.reset();
      renew();
    });
  };

  return (
    <form onSubmit={submit} data-testid="adjust-amount-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            name="asset"
            label={t('userFunds.adjustAmount.account')}
            data={accounts.map((money) => ({
              value: money.assetCode,
              label: `${money.assetCode} (${formatMoney(money)})`,
            }))}
            data-testid="adjust-amount-asset"
          />
          <TextInput
            required
            name="amount"
            inputMode="decimal"
            pattern={SIGNED_AMOUNT}
            maxLength={40}
            label={t('userFunds.adjustAmount.amount')}
            description={t('userFunds.adjustAmount.amountHint')}
            data-testid="adjust-amount-amount"
          />
        </SimpleGrid>
        <Textarea
          required
          name="reason"
          label={t('userFunds.directUpdate.reason')}
          minLength={3}
          maxLength={TEXT_MAX_LENGTH}
          autosize
          minRows={2}
          data-testid="adjust-amount-reason"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} data-testid="adjust-amount-submit">
            {t('userFunds.adjustAmount.submit')}
          </Button>
        </Group>
        <FormErrors errors={errors} />
        {requested !== null && <SuccessBox>{t('userFunds.adjustAmount.requested', { amount: requested })}</SuccessBox>}
      </Stack>
    </form>
  );
}
