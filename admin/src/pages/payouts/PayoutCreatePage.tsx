import { useMutation } from '@apollo/client/react';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { FormErrors } from '../../components/FormErrors';
import { PageTitle } from '../../components/PageTitle';
import { formText, SuccessBox, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { formatMoney } from '../../lib/money';
import { PATHS } from '../../paths';
import { ALL_PAYOUTS_QUERY, ATTACH_PAYOUT_LINK_BY_MATCH_MUTATION } from './queries';

/** The specification's payout currencies (0 BTC, 1 ETH) first, then the other withdrawal assets. */
const CURRENCIES = ['BTC', 'ETH', 'USDT', 'BNB', 'USD', 'EUR', 'GBP'];

/**
 * /control/payouts/create.html: the specification's form (link, wallet_address, date_of_withdrawal,
 * withdrawal_amount, currency). Payouts come from completed withdrawals (DESIGN.md §2), so the form
 * attaches the link to the one withdrawal it describes; no match is a clear error.
 */
export function PayoutCreatePage() {
  const { t } = useTranslation();
  const [attach] = useMutation(ATTACH_PAYOUT_LINK_BY_MATCH_MUTATION, { refetchQueries: [ALL_PAYOUTS_QUERY] });
  const { run, pending, errors } = useFormAction();
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      link: formText(form, 'link'),
      walletAddress: formText(form, 'walletAddress'),
      date: formText(form, 'date') || null,
      amount: formText(form, 'amount'),
      currency: formText(form, 'currency'),
    };
    setNotice(null);
    void run(async () => {
      const { data } = await attach({ variables: { input } });
      if (data) setNotice(t('payouts.create.done', { amount: formatMoney(data.attachPayoutLinkByMatch.amount) }));
    });
  };

  return (
    <Stack gap="md" data-testid="payout-create-page">
      <PageTitle label={t('payouts.create.title')} />
      <Breadcrumbs
        trail={[{ label: t('payouts.title'), to: PATHS.payoutsList }, { label: t('payouts.create.title') }]}
      />
      <Title order={2}>{t('payouts.create.title')}</Title>
      <Text size="sm" c="dimmed" maw={640}>
        {t('payouts.create.intro')}
      </Text>
      {notice !== null && <SuccessBox>{notice}</SuccessBox>}
      <Paper withBorder p="md" radius="md" maw={560}>
        <form onSubmit={submit} data-testid="payout-create-form">
          <Stack gap="md">
            <TextInput
              required
              type="url"
              name="link"
              label={t('payouts.create.link')}
              maxLength={TEXT_MAX_LENGTH}
              data-testid="payout-link"
            />
            <TextInput
              required
              name="walletAddress"
              label={t('payouts.create.walletAddress')}
              maxLength={TEXT_MAX_LENGTH}
              spellCheck={false}
              data-testid="payout-wallet"
            />
            <TextInput type="date" name="date" label={t('payouts.create.date')} data-testid="payout-date" />
            <TextInput
              required
              name="amount"
              inputMode="decimal"
              label={t('payouts.create.amount')}
              maxLength={40}
              data-testid="payout-amount"
            />
            <NativeSelect
              name="currency"
              label={t('payouts.create.currency')}
              defaultValue="BTC"
              data={CURRENCIES}
              data-testid="payout-currency"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={pending} data-testid="payout-create-submit">
                {t('payouts.create.submit')}
              </Button>
            </Group>
            <FormErrors errors={errors} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
