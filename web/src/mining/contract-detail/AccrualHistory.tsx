import { Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay, withEightDecimals } from '../contracts/format';
import type { ContractAccrual, ContractDetail } from './queries';

interface AccrualHistoryProps {
  contract: ContractDetail;
  onPage: (page: number) => void;
}

/** Each accrued day, newest first, a page at a time: gross, fee, net, the rates used and the journal that paid it. */
export function AccrualHistory({ contract, onPage }: AccrualHistoryProps) {
  const { t } = useTranslation();
  const { items, total, page, pageSize } = contract.accruals;
  return (
    <Stack gap="xs" data-testid="accruals">
      <Title order={2} size="h4">
        {t('contractDetail.accruals.title')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="accruals-empty">
          {t('contractDetail.accruals.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped verticalSpacing="xs" fz="sm" data-testid="accruals-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contractDetail.accruals.day')}</Table.Th>
                <Table.Th ta="right">{t('contractDetail.accruals.gross')}</Table.Th>
                <Table.Th ta="right">{t('contractDetail.accruals.fee')}</Table.Th>
                <Table.Th ta="right">{t('contractDetail.accruals.net', { coin: contract.coin })}</Table.Th>
                <Table.Th>{t('contractDetail.accruals.rates')}</Table.Th>
                <Table.Th>{t('contractDetail.accruals.destination')}</Table.Th>
                <Table.Th>{t('contractDetail.accruals.journal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((accrual) => (
                <AccrualRow key={accrual.day} accrual={accrual} coin={contract.coin} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > pageSize && (
        <Pagination
          total={Math.ceil(total / pageSize)}
          value={page}
          onChange={onPage}
          size="sm"
          data-testid="accruals-pages"
        />
      )}
    </Stack>
  );
}

function AccrualRow({ accrual, coin }: { accrual: ContractAccrual; coin: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.Tr data-testid="accruals-row" data-day={accrual.day}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(accrual.day, i18n.language)}</Table.Td>
      <Table.Td ta="right" ff="monospace">
        {withEightDecimals(accrual.grossBtc)}
      </Table.Td>
      <Table.Td ta="right" ff="monospace">
        {accrual.feeUsd}
      </Table.Td>
      <Table.Td ta="right" ff="monospace" data-testid="accruals-row-net">
        {withEightDecimals(accrual.net)}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {coin === 'BTC'
          ? `BTC ${accrual.btcRateUsd} USD`
          : t('contractDetail.accruals.rateLine', { btc: accrual.btcRateUsd, coin, rate: accrual.coinRateUsd })}
      </Table.Td>
      <Table.Td data-testid="accruals-row-destination">
        {accrual.payoutDestination
          ? t(`contractDetail.accruals.destinations.${accrual.payoutDestination}`, {
              ths: accrual.reinvestedHashrateThs,
            })
          : t('contractDetail.accruals.unprofitable')}
      </Table.Td>
      <Table.Td ff="monospace" fz="xs" style={{ wordBreak: 'break-all' }}>
        {accrual.journalId ?? '—'}
      </Table.Td>
    </Table.Tr>
  );
}
