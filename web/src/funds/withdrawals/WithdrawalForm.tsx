import { useMutation } from '@apollo/client/react';
import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../ui/FormErrors';
import { formText, SuccessBox, useFormAction, useRequestId } from '@mc/client';
import { formatMoney, scaleOf } from '../money';
import { BALANCES_QUERY, type Balances } from '../queries/balances';
import {
  CREATE_WITHDRAWAL_MUTATION,
  MY_WITHDRAWALS_QUERY,
  WITHDRAWAL_SOURCES,
  type Withdrawal,
  type WithdrawalRule,
} from '../queries/withdrawals';
import type { WithdrawalMethod, WithdrawalSource } from '../../graphql/generated/graphql';
import { DestinationFields, readDestination } from './DestinationFields';
import { availableFor, previewFee } from './withdrawalFee';
import { WithdrawalRulesPanel } from './WithdrawalRulesPanel';

interface WithdrawalFormProps {
  /** The published rules, one per source the customer can withdraw from. */
  rules: readonly WithdrawalRule[];
  balances: Balances;
  identityApproved: boolean;
}

/** Sources in the legacy `from` order (1 trading … 5 USDT mining) that have a published rule. */
function orderedRules(rules: readonly WithdrawalRule[]): WithdrawalRule[] {
  return WITHDRAWAL_SOURCES.flatMap((source) => rules.filter((rule) => rule.source === source));
}

/**
 * /user/withdrawals/new.html: from (source), payment method (those the source allows), amount and
 * the method's one destination group, with the source's rules shown before submission →
 * `createWithdrawal` with the request id made when the form opened. The amount is held at once.
 */
export function WithdrawalForm({ rules, balances, identityApproved }: WithdrawalFormProps) {
  const { t } = useTranslation();
  const sources = orderedRules(rules);
  const [source, setSource] = useState<WithdrawalSource>(sources[0].source);
  const rule = sources.find((item) => item.source === source) ?? sources[0];
  const [chosenMethod, setMethod] = useState<WithdrawalMethod>(rule.methods[0]);
  const method = rule.methods.includes(chosenMethod) ? chosenMethod : rule.methods[0];
  const [amount, setAmount] = useState('');
  const [created, setCreated] = useState<Withdrawal | null>(null);
  const { requestId, renew } = useRequestId();
  const [createWithdrawal] = useMutation(CREATE_WITHDRAWAL_MUTATION, {
    refetchQueries: [MY_WITHDRAWALS_QUERY, BALANCES_QUERY],
  });
  const { run, pending, errors } = useFormAction();
  const identityMissing = rule.identityCheckRequired && !identityApproved;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const input = {
      requestId,
      method,
      source,
      amount: formText(form, 'amount'),
      currency: rule.assetCode,
      ...readDestination(form),
    };
    setCreated(null);
    void run(async () => {
      const { data } = await createWithdrawal({ variables: { input } });
      if (!data) return;
      setCreated(data.createWithdrawal);
      // The next withdrawal is a new submission with its own id.
      renew();
      setAmount('');
      formElement.reset();
    });
  };

  return (
    <form onSubmit={submit} data-testid="withdrawal-form">
      <Stack gap="md">
        <NativeSelect
          name="from"
          label={t('funds.withdrawalForm.from')}
          value={source}
          onChange={(event) => setSource(event.currentTarget.value as WithdrawalSource)}
          data={sources.map((item) => ({
            value: item.source,
            label: t(`funds.sources.${item.source}`, { currency: item.assetCode }),
          }))}
          data-testid="withdrawal-source"
        />
        <NativeSelect
          name="paymentMethod"
          label={t('funds.withdrawalForm.method')}
          value={method}
          onChange={(event) => setMethod(event.currentTarget.value as WithdrawalMethod)}
          data={rule.methods.map((item) => ({ value: item, label: t(`funds.methods.${item}`) }))}
          data-testid="withdrawal-method"
        />
        <TextInput
          required
          name="amount"
          type="number"
          inputMode="decimal"
          min={rule.minimum.amount}
          step={scaleOf(rule.minimum.amount) === 2 ? '0.01' : '0.00000001'}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          label={t('funds.withdrawalForm.amount', { currency: rule.assetCode })}
          rightSection={rule.assetCode}
          rightSectionWidth={64}
          data-testid="withdrawal-amount"
        />
        <WithdrawalRulesPanel
          rule={rule}
          available={availableFor(rule, balances)}
          preview={previewFee(rule, amount)}
          identityMissing={identityMissing}
        />
        <DestinationFields key={method} method={method} />
        <Button type="submit" loading={pending} disabled={identityMissing} data-testid="withdrawal-submit">
          {t('funds.withdrawalForm.submit')}
        </Button>
        <FormErrors errors={errors} />
        {created && (
          <SuccessBox>
            {t('funds.withdrawalForm.created', {
              amount: formatMoney(created.amount),
              net: formatMoney(created.netAmount),
            })}
          </SuccessBox>
        )}
      </Stack>
    </form>
  );
}
