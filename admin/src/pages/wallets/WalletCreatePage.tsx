import { useMutation } from '@apollo/client/react';
import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { FormErrors } from '../../components/FormErrors';
import { PageTitle } from '../../components/PageTitle';
import { CRYPTO_CURRENCIES, type CryptoCurrency } from '../../graphql/funds';
import { formText, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { PATHS } from '../../paths';
import { CREATE_WALLET_MUTATION, WALLETS_QUERY, type WalletsListState } from './queries';

/** /control/wallets/create.html: address and type (1 Bitcoin Wallet, 2 Ethereum Wallet; Bitcoin by default). */
export function WalletCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createWallet] = useMutation(CREATE_WALLET_MUTATION, { refetchQueries: [WALLETS_QUERY] });
  const { run, pending, errors } = useFormAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const type: CryptoCurrency = formText(form, 'type') === 'ETH' ? 'ETH' : 'BTC';
    const address = formText(form, 'address');
    void run(async () => {
      await createWallet({ variables: { address, type } });
      const state: WalletsListState = { notice: t('wallets.created', { address }) };
      await navigate(PATHS.walletsList, { state });
    });
  };

  return (
    <Stack gap="md" data-testid="wallet-create-page">
      <PageTitle label={t('wallets.add')} />
      <Breadcrumbs trail={[{ label: t('wallets.title'), to: PATHS.walletsList }, { label: t('wallets.add') }]} />
      <Title order={2}>{t('wallets.add')}</Title>
      <Paper withBorder p="md" radius="md" maw={560}>
        <form onSubmit={submit} data-testid="wallet-create-form">
          <Stack gap="md">
            <TextInput
              required
              name="address"
              label={t('wallets.columns.address')}
              maxLength={TEXT_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              data-testid="wallet-address"
            />
            <NativeSelect
              name="type"
              label={t('wallets.columns.type')}
              defaultValue="BTC"
              data={CRYPTO_CURRENCIES.map((type) => ({ value: type, label: t(`wallets.type.${type}`) }))}
              data-testid="wallet-type"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={pending} data-testid="wallet-create-submit">
                {t('wallets.add')}
              </Button>
            </Group>
            <FormErrors errors={errors} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
