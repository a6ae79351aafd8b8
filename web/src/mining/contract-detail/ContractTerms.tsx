import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../funds/money';
import { DetailList, type DetailRow } from '../../ui/DetailList';
import { ContractStatusBadge } from '../contracts/ContractStatusBadge';
import { formatDay, groupedDecimal, withEightDecimals } from '../contracts/format';
import type { ContractDetail } from './queries';

/** What was bought and where the contract stands: hashrate, source, price, days, why it stopped or ended. */
export function ContractTerms({ contract }: { contract: ContractDetail }) {
  const { t, i18n } = useTranslation();
  const day = (value: string) => formatDay(value, i18n.language);
  const rows: DetailRow[] = [
    {
      label: t('contractDetail.terms.status'),
      value: (
        <ContractStatusBadge status={contract.status} startsOn={contract.startsLater ? contract.startsOn : null} />
      ),
      testId: 'contract-status',
    },
    {
      label: t('contractDetail.terms.power'),
      value: t('contracts.powerGhs', { power: groupedDecimal(contract.powerGhs, i18n.language) }),
      testId: 'contract-power',
    },
    {
      label: t('contractDetail.terms.hashrate'),
      value: `${groupedDecimal(contract.hashrateThs, i18n.language)} TH/s`,
      testId: 'contract-hashrate',
    },
    {
      label: t('contractDetail.terms.source'),
      value: t(`contractDetail.sources.${contract.source}`),
      testId: 'contract-source',
    },
    ...(contract.pricePaidUsd
      ? [
          {
            label: t('contractDetail.terms.pricePaid'),
            value: formatAmount(contract.pricePaidUsd, 'USD'),
            testId: 'contract-price',
          },
        ]
      : []),
    {
      label: t('contractDetail.terms.term'),
      value: t('contractDetail.terms.termDays', { days: contract.termDays }),
      testId: 'contract-term',
    },
    { label: t('contractDetail.terms.startsOn'), value: day(contract.startsOn), testId: 'contract-starts' },
    { label: t('contractDetail.terms.expiresOn'), value: day(contract.expiresOn), testId: 'contract-expires' },
    ...(contract.endedOn
      ? [{ label: t('contractDetail.terms.endedOn'), value: day(contract.endedOn), testId: 'contract-ended' }]
      : []),
    ...(contract.stoppedReason
      ? [
          {
            label: t('contractDetail.terms.stoppedReason'),
            value: contract.stoppedReason,
            testId: 'contract-stopped-reason',
          },
        ]
      : []),
    ...(contract.terminationReason
      ? [
          {
            label: t('contractDetail.terms.terminationReason'),
            value: contract.terminationReason,
            testId: 'contract-termination-reason',
          },
        ]
      : []),
    {
      label: t('contractDetail.terms.mined'),
      value: formatAmount(withEightDecimals(contract.minedTotal), contract.coin),
      testId: 'contract-mined',
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('contractDetail.terms.title')}
      </Title>
      <Text size="sm" c="dimmed" data-testid="contract-what-is-sold">
        {t('contractDetail.terms.whatIsSold', { coin: contract.coin })}
      </Text>
      <DetailList rows={rows} />
    </Stack>
  );
}
