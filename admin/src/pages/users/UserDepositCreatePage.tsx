import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { CRYPTO_CURRENCIES, type DepositPurpose } from '../../graphql/funds';
import type { RecordDepositInput } from '../../graphql/generated/graphql';
import { formText, TEXT_MAX_LENGTH, useFormAction, useRequestId } from '@mc/client';
import { userDepositPath } from '../../paths';
import { CUSTOMER_DEPOSITS_QUERY, PLANS_QUERY, RECORD_DEPOSIT_MUTATION } from '../deposits/queries';
import { CUSTOMER_BALANCES_QUERY } from './fundsQueries';
import type { Customer } from './queries';
import { UserScreen } from './UserScreen';

const COIN_NAMES: Record<string, string> = { BTC: 'Bitcoin', ETH: 'Ethereum', USDT: 'USD Tether', BNB: 'Binance Coin' };

/** The contract card's label, as the customer's own mining deposits carry it. */
function planComment(plan: { coin: string; termMonths: number }): string {
  return `${COIN_NAMES[plan.coin] ?? plan.coin} Mining (${plan.termMonths} ${plan.termMonths === 1 ? 'Month' : 'Months'} Contract)`;
}

/** /control/users/:id/deposits/create: "Add Deposit" for money received off-platform; a second admin confirms it. */
export function UserDepositCreatePage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('userFunds.record.title')} testId="user-deposit-create-page">
      {(customer) => (
        <>
          <Title order={2}>{t('userFunds.record.title')}</Title>
          <Alert color="blue" variant="light" maw={640} data-testid="user-deposit-create-notice">
            {t('userFunds.record.notice')}
          </Alert>
          <Paper withBorder p="md" radius="md" maw={640}>
            <RecordDepositLoader customer={customer} />
          </Paper>
        </>
      )}
    </UserScreen>
  );
}

/** The form once the customer's trading currency and the plans are known. */
function RecordDepositLoader({ customer }: { customer: Customer }) {
  const balances = useQuery(CUSTOMER_BALANCES_QUERY, {
    variables: { id: customer.id },
    fetchPolicy: 'cache-and-network',
  });
  const plans = useQuery(PLANS_QUERY);
  const currency = balances.data?.customer?.balances?.trading.assetCode;
  const planList = plans.data?.plans;
  if (currency && planList)
    return <RecordDepositForm customer={customer} tradingCurrency={currency} plans={planList} />;
  const error = balances.error ?? plans.error;
  return error ? <QueryError error={error} /> : <QueryLoader />;
}

interface RecordDepositFormProps {
  customer: Customer;
  tradingCurrency: string;
  plans: readonly { id: string; coin: string; termMonths: number; priceUsd: number }[];
}

/** Code (1 Trading, 2 Mining), price (trading currency, or the plan's USD price), crypto received, comment, reference. */
function RecordDepositForm({ customer, tradingCurrency, plans }: RecordDepositFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { requestId } = useRequestId();
  const [purpose, setPurpose] = useState<DepositPurpose>('TRADING');
  const [planId, setPlanId] = useState(plans[0]?.id ?? '');
  const plan = plans.find((item) => item.id === planId);
  const [record] = useMutation(RECORD_DEPOSIT_MUTATION, {
    refetchQueries: [CUSTOMER_DEPOSITS_QUERY, 'AdminCustomers'],
  });
  const { run, pending, errors } = useFormAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const mining = purpose === 'MINING' && plan !== undefined;
    const input: RecordDepositInput = {
      requestId,
      userId: customer.id,
      purpose,
      amount: mining ? String(plan.priceUsd) : formText(form, 'price'),
      currency: mining ? 'USD' : tradingCurrency,
      cryptoCurrency: formText(form, 'crypto') === 'ETH' ? 'ETH' : 'BTC',
      planId: mining ? plan.id : null,
      comment: formText(form, 'comment'),
      transactionReference: formText(form, 'reference') || null,
    };
    void run(async () => {
      const { data } = await record({ variables: { input } });
      if (data) await navigate(userDepositPath(customer.id, data.recordDeposit.id));
    });
  };

  return (
    <form onSubmit={submit} data-testid="user-deposit-create-form">
      <Stack gap="md">
        <NativeSelect
          label={t('userFunds.record.code')}
          value={purpose}
          onChange={(event) => setPurpose(event.currentTarget.value === 'MINING' ? 'MINING' : 'TRADING')}
          data={[
            { value: 'TRADING', label: t('userFunds.record.codes.TRADING') },
            { value: 'MINING', label: t('userFunds.record.codes.MINING') },
          ]}
          data-testid="user-deposit-code"
        />
        {purpose === 'TRADING' ? (
          <TextInput
            required
            name="price"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            label={t('userFunds.record.price', { currency: tradingCurrency })}
            rightSection={tradingCurrency}
            rightSectionWidth={56}
            data-testid="user-deposit-price"
          />
        ) : (
          <NativeSelect
            label={t('userFunds.record.plan')}
            value={planId}
            onChange={(event) => setPlanId(event.currentTarget.value)}
            data={plans.map((item) => ({ value: item.id, label: `${planComment(item)} — ${item.priceUsd} USD` }))}
            data-testid="user-deposit-plan"
          />
        )}
        <NativeSelect
          name="crypto"
          label={t('userFunds.record.crypto')}
          defaultValue="BTC"
          data={CRYPTO_CURRENCIES.map((code) => ({ value: code, label: code }))}
          data-testid="user-deposit-crypto"
        />
        <TextInput
          key={purpose === 'MINING' ? planId : 'trading'}
          required
          name="comment"
          label={t('userFunds.record.comment')}
          defaultValue={purpose === 'MINING' && plan ? planComment(plan) : ''}
          maxLength={TEXT_MAX_LENGTH}
          data-testid="user-deposit-comment"
        />
        <TextInput
          name="reference"
          label={t('userFunds.record.reference')}
          description={t('userFunds.record.referenceHint')}
          maxLength={200}
          data-testid="user-deposit-reference"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} data-testid="user-deposit-create-submit">
            {t('userFunds.record.submit')}
          </Button>
        </Group>
        <FormErrors errors={errors} />
      </Stack>
    </form>
  );
}
