import { useMutation, useQuery } from '@apollo/client/react';
import { Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formText, SuccessBox, useFormAction, useRequestId } from '@mc/client';
import { FormErrors } from '../../components/FormErrors';
import { NotFound } from '../../components/NotFound';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { AMEND_CONTRACT_MUTATION, CONTRACT_QUERY, CONTRACT_REFETCH, type AdminContract } from './contractQueries';
import type { Customer } from './queries';
import { AddedCryptoInput, ContractFormFooter } from './ContractFormParts';
import { useAddedAdjustment } from './useAddedAdjustment';
import { ContractStatusBadge } from './UserContractsTable';
import { UserScreen } from './UserScreen';

/** /control/users/:id/contracts/:cid/update: plan label (at once), power (a second admin approves), added. */
export function UserContractUpdatePage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('contractForm.updateTitle')} testId="user-contract-update-page">
      {(customer) => <ContractUpdate customer={customer} />}
    </UserScreen>
  );
}

function ContractUpdate({ customer }: { customer: Customer }) {
  const { cid = '' } = useParams();
  const { data, error } = useQuery(CONTRACT_QUERY, { variables: { id: cid }, fetchPolicy: 'cache-and-network' });
  const missing = error?.message !== undefined && /contract/i.test(error.message);
  if (missing || (data && data.contract.userId !== customer.id)) return <NotFound />;
  if (error) return <QueryError error={error} />;
  if (!data) return <QueryLoader />;
  return (
    <Stack gap="lg">
      <ContractAmendForm contract={data.contract} />
      <AmendmentHistory contract={data.contract} />
    </Stack>
  );
}

function ContractAmendForm({ contract }: { contract: AdminContract }) {
  const { t } = useTranslation();
  const [amend] = useMutation(AMEND_CONTRACT_MUTATION, { refetchQueries: CONTRACT_REFETCH });
  const requestAdded = useAddedAdjustment();
  const { requestId, renew } = useRequestId();
  const { run, pending, errors } = useFormAction();
  const [outcome, setOutcome] = useState<string[] | null>(null);
  const [nothing, setNothing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    const planLabel = text('plan') !== contract.name ? text('plan') : null;
    const powerGhs = Number(text('power')) !== Number(contract.powerGhs) ? text('power') : null;
    const added = text('added');
    const reason = text('reason');
    setOutcome(null);
    setNothing(planLabel === null && powerGhs === null && (added === '' || Number(added) === 0));
    if (planLabel === null && powerGhs === null && (added === '' || Number(added) === 0)) return;
    void run(async () => {
      const lines: string[] = [];
      if (planLabel !== null || powerGhs !== null) {
        await amend({ variables: { id: contract.id, planLabel, powerGhs, reason, requestId } });
        renew();
        lines.push(t('contractForm.updated'), ...(powerGhs === null ? [] : [t('contractForm.powerPending')]));
      }
      const addedLine = await requestAdded({
        userId: contract.userId,
        coin: contract.coin,
        amount: added,
        reason: `Added with the amendment of contract ${contract.id}: ${reason}`,
      });
      setOutcome([...lines, ...(addedLine ? [addedLine] : [])]);
    });
  };

  return (
    <form onSubmit={submit} data-testid="contract-update-form">
      <Stack gap="md" maw={760}>
        <Group gap="sm">
          <Title order={3}>{contract.name}</Title>
          <ContractStatusBadge status={contract.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('contractForm.current', { plan: contract.name, power: contract.powerGhs })} · {contract.id}
        </Text>
        <Text size="sm">{t('contractForm.hint')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            required
            name="plan"
            label={t('contractForm.plan')}
            defaultValue={contract.name}
            maxLength={100}
            data-testid="contract-plan-label"
          />
          <TextInput
            required
            name="power"
            label={t('contractForm.power')}
            defaultValue={contract.powerGhs}
            inputMode="decimal"
            pattern="[0-9]+(\.[0-9]{1,3})?"
            data-testid="contract-power"
          />
          <AddedCryptoInput coin={contract.coin} defaultValue="0" />
        </SimpleGrid>
        <ContractFormFooter userId={contract.userId} pending={pending} submitLabel={t('contractForm.submitUpdate')} />
        {nothing && <Text c="orange">{t('contractForm.nothingChanged')}</Text>}
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

/** Every change support made, as the customer sees it too. */
function AmendmentHistory({ contract }: { contract: AdminContract }) {
  const { t } = useTranslation();
  if (contract.amendments.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="contract-amendments">
      <Title order={4}>{t('userContracts.amendments.title')}</Title>
      {contract.amendments.map((amendment) => (
        <Text key={amendment.id} size="sm" data-testid="contract-amendment" data-status={amendment.status}>
          {amendment.kind === 'LABEL'
            ? t('userContracts.amendments.label', {
                from: amendment.fromLabel ?? contract.plan.id,
                to: amendment.toLabel,
              })
            : t('userContracts.amendments.power', { from: amendment.fromPowerGhs, to: amendment.toPowerGhs })}
          {' · '}
          {t(`userContracts.amendments.status.${amendment.status}`, { day: amendment.effectiveOn })}
          {' · '}
          {amendment.rejectionReason ?? amendment.reason}
        </Text>
      ))}
    </Stack>
  );
}
