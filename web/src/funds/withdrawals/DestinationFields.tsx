import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formText, TEXT_MAX_LENGTH } from '@mc/client';
import type { WithdrawalMethod } from '../../graphql/generated/graphql';
import type { WithdrawalDestination } from '../queries/withdrawals';
import { accountNumberProblem, ibanProblem, routingNumberProblem } from './bankAccount';
import { CheckedTextInput } from './CheckedTextInput';

/** A bank account is named by IBAN or by account number (with an optional routing number), each checked in the page. */
type BankAccountKind = 'IBAN' | 'ACCOUNT_NUMBER';

/**
 * Exactly one destination group, the chosen method's (specification §3): a wallet address, a PayPal
 * e-mail, or the bank fields. Only the shown fields are in the form, so only they are sent.
 */
export function DestinationFields({ method }: { method: WithdrawalMethod }) {
  const { t } = useTranslation();
  if (method === 'BITCOIN' || method === 'ETHEREUM') {
    return (
      <TextInput
        required
        name="walletAddress"
        label={t(`funds.withdrawalForm.walletAddress.${method}`)}
        placeholder={method === 'BITCOIN' ? 'bc1…' : '0x…'}
        maxLength={TEXT_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        data-testid="withdrawal-wallet-address"
      />
    );
  }
  if (method === 'PAYPAL') {
    return (
      <TextInput
        required
        type="email"
        name="paypalEmail"
        label={t('funds.withdrawalForm.paypalEmail')}
        maxLength={254}
        data-testid="withdrawal-paypal-email"
      />
    );
  }
  return <BankFields />;
}

function BankFields() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<BankAccountKind>('IBAN');
  return (
    <Stack gap="sm">
      <TextInput
        required
        name="bankName"
        label={t('funds.withdrawalForm.bankName')}
        maxLength={TEXT_MAX_LENGTH}
        data-testid="withdrawal-bank-name"
      />
      <TextInput
        required
        name="accountName"
        label={t('funds.withdrawalForm.accountName')}
        maxLength={TEXT_MAX_LENGTH}
        data-testid="withdrawal-account-name"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('funds.withdrawalForm.accountKind')}
        </Text>
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value)}
          data={[
            { value: 'IBAN', label: t('funds.withdrawalForm.iban') },
            { value: 'ACCOUNT_NUMBER', label: t('funds.withdrawalForm.accountNumber') },
          ]}
          data-testid="withdrawal-account-kind"
        />
      </Stack>
      {kind === 'IBAN' ? (
        <CheckedTextInput
          required
          name="iban"
          label={t('funds.withdrawalForm.iban')}
          placeholder="DE89 3704 0044 0532 0130 00"
          maxLength={42}
          autoComplete="off"
          spellCheck={false}
          check={ibanProblem}
          data-testid="withdrawal-iban"
        />
      ) : (
        <>
          <CheckedTextInput
            required
            name="accountNumber"
            label={t('funds.withdrawalForm.accountNumber')}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            check={accountNumberProblem}
            data-testid="withdrawal-account-number"
          />
          <CheckedTextInput
            name="routingNumber"
            label={t('funds.withdrawalForm.routingNumber')}
            description={t('funds.withdrawalForm.routingOptional')}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
            check={routingNumberProblem}
            data-testid="withdrawal-routing-number"
          />
        </>
      )}
    </Stack>
  );
}

const DESTINATION_KEYS = [
  'walletAddress',
  'paypalEmail',
  'bankName',
  'accountName',
  'accountNumber',
  'iban',
  'routingNumber',
] as const;

/** The destination fields present in the submitted form (empty optional ones left out). */
export function readDestination(form: FormData): Partial<WithdrawalDestination> {
  const destination: Partial<WithdrawalDestination> = {};
  for (const key of DESTINATION_KEYS) {
    const value = formText(form, key);
    if (value !== '') destination[key] = value;
  }
  return destination;
}
