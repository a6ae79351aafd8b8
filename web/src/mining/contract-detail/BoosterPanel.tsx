import { useMutation } from '@apollo/client/react';
import { Alert, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '@mc/client';
import { FormErrors } from '../../ui/FormErrors';
import { DetailList } from '../../ui/DetailList';
import { groupedDecimal } from '../contracts/format';
import { SET_BOOSTER_MUTATION, type ContractDetail } from './queries';

/** The Income Booster's switch and its projection for the next year, labelled as the estimate it is. */
export function BoosterPanel({ contract, canChange }: { contract: ContractDetail; canChange: boolean }) {
  const { t, i18n } = useTranslation();
  const [setBooster] = useMutation(SET_BOOSTER_MUTATION);
  const { run, pending, errors } = useFormAction();
  const estimate = contract.boosterEstimate;
  const toggle = (enabled: boolean) => void run(() => setBooster({ variables: { id: contract.id, enabled } }));
  return (
    <Stack gap="xs" data-testid="booster">
      <Title order={2} size="h4">
        {t('contractDetail.booster.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('contractDetail.booster.description')}
      </Text>
      <Switch
        checked={contract.boosterEnabled}
        disabled={!canChange || pending}
        onChange={(event) => toggle(event.currentTarget.checked)}
        label={t('contractDetail.booster.switch')}
        data-testid="booster-switch"
      />
      <FormErrors errors={errors} />
      {estimate ? (
        <Alert
          variant="light"
          color="blue"
          title={t('contractDetail.booster.estimateTitle', { days: estimate.days })}
          data-testid="booster-estimate"
        >
          <DetailList
            rows={[
              {
                label: t('contractDetail.booster.hashrateNow'),
                value: `${groupedDecimal(estimate.startHashrateThs, i18n.language)} TH/s`,
                testId: 'booster-start',
              },
              {
                label: t('contractDetail.booster.projectedHashrate'),
                value: `${groupedDecimal(estimate.projectedHashrateThs, i18n.language)} TH/s`,
                testId: 'booster-projected',
              },
              {
                label: t('contractDetail.booster.growth'),
                value: `+${groupedDecimal(estimate.hashrateGrowthPercent, i18n.language)} %`,
                testId: 'booster-growth',
              },
              {
                label: t('contractDetail.booster.reinvested'),
                value: `${estimate.reinvestedTotal} ${contract.coin}`,
                testId: 'booster-reinvested',
              },
              {
                label: t('contractDetail.booster.without'),
                value: `${estimate.withoutBoosterTotal} ${contract.coin}`,
                testId: 'booster-without',
              },
            ]}
          />
          <Text size="xs" c="dimmed" mt="xs" data-testid="booster-estimate-note">
            {t('contractDetail.booster.estimateNote')}
          </Text>
        </Alert>
      ) : (
        canChange && (
          <Text size="xs" c="dimmed" data-testid="booster-no-estimate">
            {t('contractDetail.booster.unavailable')}
          </Text>
        )
      )}
    </Stack>
  );
}
