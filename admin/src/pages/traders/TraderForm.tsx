import { Alert, Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formText, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { FormErrors } from '../../components/FormErrors';
import type { TraderInput } from '../../graphql/generated/graphql';
import type { AdminTrader } from './queries';

interface TraderFormProps {
  /** The trader being changed; a new one when absent. */
  trader?: AdminTrader;
  submitLabel: string;
  testId: string;
  onSubmit: (input: TraderInput) => Promise<unknown>;
}

/**
 * What an admin states about a trader (specification 001 §3 less win_rate): name, e-mail, description,
 * profit share, and the model account's equity and allocation bounds. The win rate is computed from the
 * trader's closed trades, so the form says so instead of asking for it.
 */
export function TraderForm({ trader, submitLabel, testId, onSubmit }: TraderFormProps) {
  const { t } = useTranslation();
  const { run, pending, errors } = useFormAction();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: TraderInput = {
      name: formText(form, 'name'),
      email: formText(form, 'email'),
      description: formText(form, 'description'),
      profitSharePercent: Number(formText(form, 'profitSharePercent')),
      equity: formText(form, 'equity'),
      minAllocation: formText(form, 'minAllocation'),
      maxAllocation: formText(form, 'maxAllocation'),
    };
    void run(() => onSubmit(input));
  };
  const field = (name: keyof TraderInput) => ({
    name,
    label: t(`traders.fields.${name}`),
    'data-testid': `trader-${name}`,
  });
  return (
    <Paper withBorder p="md" radius="md" maw={720}>
      <form onSubmit={submit} data-testid={testId}>
        <Stack gap="md">
          <TextInput required maxLength={100} defaultValue={trader?.name} {...field('name')} />
          <TextInput required type="email" maxLength={254} defaultValue={trader?.email} {...field('email')} />
          <Textarea
            autosize
            minRows={3}
            maxLength={2000}
            defaultValue={trader?.description}
            {...field('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              required
              type="number"
              min={0}
              max={50}
              step={0.01}
              defaultValue={trader?.profitSharePercent ?? 20}
              description={t('traders.hints.profitShare')}
              {...field('profitSharePercent')}
            />
            <TextInput
              required
              inputMode="decimal"
              maxLength={TEXT_MAX_LENGTH}
              defaultValue={trader?.equity ?? '100000.00'}
              description={t('traders.hints.equity')}
              {...field('equity')}
            />
            <TextInput
              required
              inputMode="decimal"
              defaultValue={trader?.minAllocation ?? '100.00'}
              description={t('traders.hints.allocation')}
              {...field('minAllocation')}
            />
            <TextInput
              required
              inputMode="decimal"
              defaultValue={trader?.maxAllocation ?? '100000.00'}
              description={t('traders.hints.allocation')}
              {...field('maxAllocation')}
            />
          </SimpleGrid>
          <Alert variant="light" color="blue" data-testid="trader-win-rate-note">
            {t('traders.computedNote')}
          </Alert>
          <FormErrors errors={errors} />
          <Group justify="flex-end">
            <Button type="submit" loading={pending} data-testid={`${testId}-submit`}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
