import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Radio, Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../ui/FormErrors';
import type { CreateDepositInput } from '../../graphql/generated/graphql';
import { CREATE_DEPOSIT_MUTATION, CRYPTO_CURRENCIES, MY_DEPOSITS_QUERY } from '../queries/deposits';
import { useFormAction, useRequestId } from '@mc/client';

/** What is bought; the crypto to pay with is chosen in the checkout. */
export type DepositOrder = Omit<CreateDepositInput, 'requestId' | 'cryptoCurrency'>;

/** Crypto pays through a payment link; card payments are not offered by any gateway at the moment. */
const PAY_WITH = [...CRYPTO_CURRENCIES, 'CARD'] as const;
type PayWith = (typeof PAY_WITH)[number];

interface DepositCheckoutProps {
  /** Fields above the payment choice (the trading amount), inside the same form. */
  children?: ReactNode;
  /** The order from the submitted form; null keeps the form open (the browser shows the field's problem). */
  orderFrom: (form: FormData) => DepositOrder | null;
  testId: string;
}

/**
 * Pay with Bitcoin, Ethereum or card → `createDeposit` (with the request id made when the form
 * opened) → the deposit's 30-minute payment link. Choosing card shows the specification's notice instead.
 */
export function DepositCheckout({ children, orderFrom, testId }: DepositCheckoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { requestId } = useRequestId();
  const [payWith, setPayWith] = useState<PayWith>('BTC');
  const [createDeposit] = useMutation(CREATE_DEPOSIT_MUTATION, { refetchQueries: [MY_DEPOSITS_QUERY] });
  const { run, pending, errors } = useFormAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const order = orderFrom(new FormData(event.currentTarget));
    if (!order || payWith === 'CARD') return;
    void run(async () => {
      const { data } = await createDeposit({ variables: { input: { ...order, requestId, cryptoCurrency: payWith } } });
      if (data) await navigate(data.createDeposit.link);
    });
  };

  return (
    <form onSubmit={submit} data-testid={testId}>
      <Stack gap="md">
        {children}
        <Radio.Group label={t('funds.checkout.payWith')} value={payWith} onChange={(value) => setPayWith(value)}>
          <Group gap="lg" mt="xs">
            {PAY_WITH.map((option) => (
              <Radio
                key={option}
                value={option}
                label={t(`funds.checkout.options.${option}`)}
                data-testid={`checkout-pay-${option}`}
              />
            ))}
          </Group>
        </Radio.Group>
        {/* The specification: choosing card shows the notice at once; there is nothing to submit. */}
        {payWith === 'CARD' && (
          <Alert color="orange" variant="light" role="alert" data-testid="checkout-card-unavailable">
            {t('funds.checkout.cardUnavailable')}
          </Alert>
        )}
        <Button type="submit" loading={pending} disabled={payWith === 'CARD'} data-testid={`${testId}-submit`}>
          {t('funds.checkout.submit')}
        </Button>
        <FormErrors errors={errors} />
      </Stack>
    </form>
  );
}
