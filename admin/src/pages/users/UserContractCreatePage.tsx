import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formText, SuccessBox, useFormAction, useRequestId } from '@mc/client';
import { FormErrors } from '../../components/FormErrors';
import { powerGhsAsThs, utcDayFromToday } from './contractFormat';
import { CONTRACT_CURRENCIES, CONTRACT_REFETCH, GRANT_CONTRACT_MUTATION, GRANT_PLANS_QUERY } from './contractQueries';
import { ComputedSpeed } from './ComputedSpeed';
import type { Customer } from './queries';
import { AddedCryptoInput, ContractFormFooter } from './ContractFormParts';
import { useAddedAdjustment } from './useAddedAdjustment';
import { UserScreen } from './UserScreen';

/** /control/users/:id/contracts/create: a contract granted by support, awaiting a second admin. */
export function UserContractCreatePage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('contractForm.createTitle')} testId="user-contract-create-page">
      {(customer) => <ContractGrantForm customer={customer} />}
    </UserScreen>
  );
}

/**
 * Specification 001's defaults for currency (2), power (1) and expiry (a week from tomorrow). The added
 * crypto starts empty: a grant raises an adjustment only when an amount is typed. The label starts empty
 * too: the contract is then named by its coin and real term in the customer's language (mining's
 * Contract.name), where a typed label is shown as typed, in every language.
 */
const DEFAULTS = { currency: '2', power: '1', added: '' };

function ContractGrantForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const plans = useQuery(GRANT_PLANS_QUERY).data?.plans ?? [];
  const [currency, setCurrency] = useState(DEFAULTS.currency);
  const coin = CONTRACT_CURRENCIES.find((entry) => String(entry.code) === currency)?.coin ?? 'BTC';
  const coinPlans = plans.filter((plan) => plan.coin === coin);
  const [chosenPlan, setPlanId] = useState<string | null>(null);
  const planId =
    chosenPlan !== null && coinPlans.some((plan) => plan.id === chosenPlan) ? chosenPlan : `${coin.toLowerCase()}-1`;
  const [power, setPower] = useState(DEFAULTS.power);
  const [grant] = useMutation(GRANT_CONTRACT_MUTATION, { refetchQueries: CONTRACT_REFETCH });
  const requestAdded = useAddedAdjustment();
  const { requestId, renew } = useRequestId();
  const { run, pending, errors } = useFormAction();
  const [outcome, setOutcome] = useState<string[] | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    const reason = text('reason');
    setOutcome(null);
    void run(async () => {
      const { data } = await grant({
        variables: {
          input: {
            userId: customer.id,
            planId,
            powerGhs: power.trim(),
            planLabel: text('plan') || null,
            expiresOn: text('expiry_date') || null,
            reason,
            requestId,
          },
        },
      });
      if (!data) return;
      const contract = data.grantContract;
      renew();
      const added = await requestAdded({
        userId: customer.id,
        coin,
        amount: text('added'),
        reason: `Added with the contract grant ${contract.id}: ${reason}`,
      });
      setOutcome([t('contractForm.granted'), ...(added ? [added] : [])]);
    });
  };

  return (
    <form onSubmit={submit} data-testid="contract-create-form">
      <Stack gap="md" maw={760}>
        <Alert variant="light" color="blue">
          {t('contractForm.grantHint')} {t('contractForm.hint')}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            name="currency"
            label={t('contractForm.currency')}
            value={currency}
            onChange={(event) => setCurrency(event.currentTarget.value)}
            data={CONTRACT_CURRENCIES.map((entry) => ({
              value: String(entry.code),
              label: `${entry.code} · ${t(`contractForm.currencies.${entry.code as 2 | 3 | 4 | 5}`)}`,
            }))}
            data-testid="contract-currency"
          />
          <NativeSelect
            name="plan_id"
            label={t('contractForm.feePlan')}
            value={planId}
            onChange={(event) => setPlanId(event.currentTarget.value)}
            data={coinPlans.map((plan) => ({
              value: plan.id,
              label: t('contractForm.feePlanOption', {
                id: plan.id,
                variant: plan.variant,
                tier: plan.tier,
                months: plan.termMonths,
              }),
            }))}
            data-testid="contract-fee-plan"
          />
          <TextInput
            required
            name="power"
            label={t('contractForm.power')}
            value={power}
            onChange={(event) => setPower(event.currentTarget.value)}
            inputMode="decimal"
            pattern="[0-9]+(\.[0-9]{1,3})?"
            data-testid="contract-power"
          />
          <TextInput
            readOnly
            label={t('contractForm.hashrate')}
            value={powerGhsAsThs(power) ?? ''}
            data-testid="contract-hashrate"
          />
          <ComputedSpeed planId={planId} powerGhs={power} coin={coin} />
          <AddedCryptoInput coin={coin} defaultValue={DEFAULTS.added} />
          <TextInput
            name="plan"
            label={t('contractForm.plan')}
            description={t('contractForm.planHint')}
            maxLength={100}
            data-testid="contract-plan-label"
          />
          <TextInput
            type="date"
            name="expiry_date"
            label={t('contractForm.expiryDate')}
            description={t('contractForm.expiryHint')}
            defaultValue={utcDayFromToday(8)}
            data-testid="contract-expiry"
          />
        </SimpleGrid>
        <ContractFormFooter userId={customer.id} pending={pending} submitLabel={t('contractForm.submitCreate')} />
        <FormErrors errors={errors} />
        {outcome && (
          <SuccessBox>
            {outcome.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </SuccessBox>
        )}
      </Stack>
    </form>
  );
}
