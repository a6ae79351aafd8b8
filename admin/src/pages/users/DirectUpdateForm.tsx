import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { formText, SuccessBox, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { formatMoney, type Money } from '../../lib/money';
import { PATHS } from '../../paths';
import type { BalanceTargetInput } from '../../graphql/generated/graphql';
import { REQUEST_BALANCE_TARGETS_MUTATION, type CustomerBalances } from './fundsQueries';

/** The server's bounds on an adjustment reason. */
const REASON_MIN_LENGTH = 3;

/** The balances Direct Update can aim at: the trading account, then the four mining coins. */
function targetBalances(balances: CustomerBalances['balances']): Money[] {
  return [balances.trading, ...balances.mining];
}

/**
 * Optional target per balance and a required reason → `requestBalanceTargets`: one pending
 * adjustment per filled balance for (target − current). Nothing moves until another admin approves.
 */
export function DirectUpdateForm({ customer }: { customer: CustomerBalances }) {
  const { t } = useTranslation();
  const [requestTargets] = useMutation(REQUEST_BALANCE_TARGETS_MUTATION, {
    refetchQueries: ['AdminCustomerAdjustments', 'AdminAllAdjustments'],
  });
  const { run, pending, errors } = useFormAction();
  const [created, setCreated] = useState<number | null>(null);
  const balances = targetBalances(customer.balances);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const targets: BalanceTargetInput[] = balances
      .map((money) => ({ assetCode: money.assetCode, target: formText(form, `target-${money.assetCode}`) }))
      .filter((target) => target.target !== '');
    setCreated(null);
    void run(async () => {
      const { data } = await requestTargets({
        variables: { userId: customer.id, targets, reason: formText(form, 'reason') },
      });
      setCreated(data?.requestBalanceTargets.length ?? 0);
      formElement.reset();
    });
  };

  return (
    <form onSubmit={submit} data-testid="direct-update-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {balances.map((money) => (
            <TextInput
              key={money.assetCode}
              name={`target-${money.assetCode}`}
              type="number"
              inputMode="decimal"
              min="0"
              step={money.amount.includes('.') ? `0.${'0'.repeat(money.amount.split('.')[1].length - 1)}1` : '1'}
              label={t('userFunds.directUpdate.target', { asset: money.assetCode })}
              description={t('userFunds.directUpdate.current', { amount: formatMoney(money) })}
              data-testid={`direct-update-target-${money.assetCode}`}
            />
          ))}
        </SimpleGrid>
        <Textarea
          required
          name="reason"
          label={t('userFunds.directUpdate.reason')}
          minLength={REASON_MIN_LENGTH}
          maxLength={TEXT_MAX_LENGTH}
          autosize
          minRows={2}
          data-testid="direct-update-reason"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} data-testid="direct-update-submit">
            {t('userFunds.directUpdate.submit')}
          </Button>
        </Group>
        <FormErrors errors={errors} />
        {created !== null && (
          <SuccessBox>
            {t('userFunds.directUpdate.created', { count: created })}{' '}
            <Anchor component={Link} to={PATHS.adjustmentsList} size="sm">
              {t('userFunds.directUpdate.queue')}
            </Anchor>
          </SuccessBox>
        )}
      </Stack>
    </form>
  );
}
