import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formText } from '@mc/client';
import { DepositCheckout } from './DepositCheckout';

/** The smallest trading deposit and the form's default, in the customer's currency (specification §5). */
export const TRADING_DEPOSIT_MINIMUM = 500;

/**
 * /user/deposits/trading.html: the amount in the customer's currency (at least 500, 500 by default),
 * then the crypto to pay with. The server checks the minimum again and answers BELOW_MINIMUM.
 */
export function TradingDepositForm({ currency, initialAmount }: { currency: string; initialAmount?: string }) {
  const { t } = useTranslation();
  return (
    <DepositCheckout
      testId="trading-deposit-form"
      orderFrom={(form) => ({ purpose: 'TRADING', amount: formText(form, 'amount'), currency })}
    >
      <TextInput
        required
        name="amount"
        type="number"
        inputMode="decimal"
        min={TRADING_DEPOSIT_MINIMUM}
        step="0.01"
        defaultValue={initialAmount ?? String(TRADING_DEPOSIT_MINIMUM)}
        label={t('funds.trading.amount', { currency })}
        description={t('funds.trading.minimum', { minimum: TRADING_DEPOSIT_MINIMUM, currency })}
        rightSection={currency}
        rightSectionWidth={56}
        data-testid="trading-deposit-amount"
      />
    </DepositCheckout>
  );
}
