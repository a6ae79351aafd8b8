import { useMutation } from '@apollo/client/react';
import { Alert, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/ActionModal';
import type { AdminRunAccrualMutation } from '../../graphql/generated/graphql';
import { utcDayFromToday } from '../users/contractFormat';
import { RUN_ACCRUAL_MUTATION } from './queries';

/** "Run accrual for a day": runAccrual for a closed UTC day, confirmed first, with what the run did. */
export function AccrualRunCard() {
  const { t } = useTranslation();
  const [day, setDay] = useState(utcDayFromToday(-1));
  const [result, setResult] = useState<AdminRunAccrualMutation['runAccrual'] | null>(null);
  const [runAccrual] = useMutation(RUN_ACCRUAL_MUTATION);
  return (
    <Card withBorder data-testid="accrual-card">
      <Stack gap="md">
        <Title order={3}>{t('parameters.accrual.title')}</Title>
        <Text size="sm">{t('parameters.accrual.hint')}</Text>
        <Group align="flex-end">
          <TextInput
            type="date"
            label={t('parameters.accrual.day')}
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
            data-testid="accrual-day"
          />
          <ActionModal
            testId="accrual-run"
            variant="filled"
            buttonLabel={t('parameters.accrual.button')}
            title={t('parameters.accrual.confirmTitle')}
            question={t('parameters.accrual.question', { day })}
            confirmLabel={t('parameters.accrual.confirm')}
            onConfirm={async () => {
              setResult(null);
              const { data } = await runAccrual({ variables: { day } });
              if (data) setResult(data.runAccrual);
            }}
          />
        </Group>
        {result && (
          <Alert
            color={result.status === 'WAITING_FOR_RATES' ? 'yellow' : 'green'}
            variant="light"
            data-testid="accrual-result"
          >
            <Text size="sm">{t('parameters.accrual.result', result)}</Text>
            {result.waitingCoins.length > 0 && (
              <Text size="sm">{t('parameters.accrual.waiting', { coins: result.waitingCoins.join(', ') })}</Text>
            )}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
