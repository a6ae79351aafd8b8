import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { FormErrors } from '../../components/FormErrors';
import { NotFound } from '../../components/NotFound';
import { PageTitle } from '../../components/PageTitle';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { formText, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { PATHS } from '../../paths';
import { UPDATE_WALLET_MUTATION, WALLET_QUERY, WALLETS_QUERY, type Wallet, type WalletsListState } from './queries';

/** /control/wallets/:id/update: the address only (the type stays); Not Found for an unknown id. */
export function WalletUpdatePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useQuery(WALLET_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const wallet = data?.wallet;
  return (
    <Stack gap="md" data-testid="wallet-update-page">
      <PageTitle label={t('wallets.update')} />
      <Breadcrumbs trail={[{ label: t('wallets.title'), to: PATHS.walletsList }, { label: t('wallets.update') }]} />
      {error !== undefined && wallet === undefined ? (
        <QueryError error={error} />
      ) : wallet === undefined ? (
        <QueryLoader />
      ) : wallet === null ? (
        <NotFound />
      ) : (
        <WalletUpdateForm wallet={wallet} />
      )}
    </Stack>
  );
}

function WalletUpdateForm({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [updateWallet] = useMutation(UPDATE_WALLET_MUTATION, { refetchQueries: [WALLETS_QUERY] });
  const { run, pending, errors } = useFormAction();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = formText(new FormData(event.currentTarget), 'address');
    void run(async () => {
      await updateWallet({ variables: { id: wallet.id, address } });
      const state: WalletsListState = { notice: t('wallets.updated', { address }) };
      await navigate(PATHS.walletsList, { state });
    });
  };
  return (
    <>
      <Title order={2}>{t('wallets.update')}</Title>
      <Paper withBorder p="md" radius="md" maw={560}>
        <form onSubmit={submit} data-testid="wallet-update-form">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('wallets.updateHint', { type: t(`wallets.type.${wallet.type}`), count: wallet.assignedCount })}
            </Text>
            <TextInput
              required
              name="address"
              defaultValue={wallet.address}
              label={t('wallets.columns.address')}
              maxLength={TEXT_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              data-testid="wallet-address"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={pending} data-testid="wallet-update-submit">
                {t('wallets.save')}
              </Button>
            </Group>
            <FormErrors errors={errors} />
          </Stack>
        </form>
      </Paper>
    </>
  );
}
