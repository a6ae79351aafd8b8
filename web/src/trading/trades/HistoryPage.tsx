import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../funds/money';
import { formatDate } from '../../ui/format';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingState } from '../../ui/LoadingState';
import { priceText, profitColor, profitText } from '../format';
import { tradePath } from '../paths';
import { OPTION_HISTORY_QUERY, TRADE_HISTORY_QUERY, TRADING_INSTRUMENTS_QUERY } from '../queries';
import { TradingFrame } from '../TradingFrame';

const PAGE_SIZE = 10;
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** /user/trading/history.html: closed trades and options, a page at a time each. */
export function HistoryPage() {
  const { t } = useTranslation();
  return (
    <TradingFrame testId="history-page" title={t('trading.history.title')} heading={t('trading.history.heading')}>
      <ClosedTrades />
      <PlacedOptions />
    </TradingFrame>
  );
}

function ClosedTrades() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(TRADE_HISTORY_QUERY, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.me?.trades;
  return (
    <Stack gap="xs" data-testid="history-trades">
      <Title order={2} size="h4">
        {t('trading.history.trades')}
      </Title>
      {!result ? (
        error ? (
          <ErrorState
            title={t('trading.loadErrorTitle')}
            message={t('trading.loadError')}
            retryLabel={t('session.retry')}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : (
          <LoadingState label={t('trading.loading')} />
        )
      ) : result.total === 0 ? (
        <Text ta="center" fw={600} py="md" data-testid="history-trades-empty">
          {t('trading.history.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('trading.fields.symbol')}</Table.Th>
                  <Table.Th>{t('trading.fields.side')}</Table.Th>
                  <Table.Th>{t('trading.fields.margin')}</Table.Th>
                  <Table.Th>{t('trading.fields.openPrice')}</Table.Th>
                  <Table.Th>{t('trading.fields.closePrice')}</Table.Th>
                  <Table.Th>{t('trading.fields.closedAt')}</Table.Th>
                  <Table.Th>{t('trading.fields.closedBy')}</Table.Th>
                  <Table.Th>{t('trading.fields.profit')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.items.map((trade) => (
                  <Table.Tr key={trade.id} data-testid="history-trade-row">
                    <Table.Td>
                      <Anchor component={Link} to={tradePath(trade.id)}>
                        {trade.symbol}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`trading.sides.${trade.side}`)}</Table.Td>
                    <Table.Td>{formatAmount(trade.margin, trade.currency)}</Table.Td>
                    <Table.Td>{priceText(trade.opening.price, trade.instrument?.pricePrecision)}</Table.Td>
                    <Table.Td>
                      {trade.closing ? priceText(trade.closing.price, trade.instrument?.pricePrecision) : '—'}
                    </Table.Td>
                    <Table.Td>{trade.closing ? formatDate(trade.closing.at, i18n.language, true) : '—'}</Table.Td>
                    <Table.Td>{trade.closedBy ? t(`trading.closedBy.${trade.closedBy}`) : '—'}</Table.Td>
                    <Table.Td>
                      <Text span fw={700} c={profitColor(trade.profit)} data-testid="history-trade-profit">
                        {trade.profit ? profitText(trade.profit, trade.currency) : '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pagination
            total={pagesOf(result.total)}
            value={page}
            onChange={setPage}
            data-testid="history-trades-pages"
          />
        </>
      )}
    </Stack>
  );
}

const OPTION_COLORS = { OPEN: 'blue', WON: 'teal', LOST: 'red', TIED: 'gray' } as const;

function PlacedOptions() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(OPTION_HISTORY_QUERY, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.me?.options;
  // Options carry no instrument; the catalogue gives each symbol's decimals.
  const { data: catalogue } = useQuery(TRADING_INSTRUMENTS_QUERY);
  const precisionOf = (symbol: string) =>
    catalogue?.instruments.find((instrument) => instrument.symbol === symbol)?.pricePrecision;
  return (
    <Stack gap="xs" data-testid="history-options">
      <Title order={2} size="h4">
        {t('trading.history.options')}
      </Title>
      {!result ? (
        error ? (
          <ErrorState
            title={t('trading.loadErrorTitle')}
            message={t('trading.loadError')}
            retryLabel={t('session.retry')}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : (
          <LoadingState label={t('trading.loading')} />
        )
      ) : result.total === 0 ? (
        <Text ta="center" fw={600} py="md" data-testid="history-options-empty">
          {t('trading.history.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('trading.fields.symbol')}</Table.Th>
                  <Table.Th>{t('trading.fields.direction')}</Table.Th>
                  <Table.Th>{t('trading.options.stake')}</Table.Th>
                  <Table.Th>{t('trading.options.strike')}</Table.Th>
                  <Table.Th>{t('trading.options.settlement')}</Table.Th>
                  <Table.Th>{t('trading.fields.expiresAt')}</Table.Th>
                  <Table.Th>{t('trading.fields.status')}</Table.Th>
                  <Table.Th>{t('trading.fields.profit')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.items.map((option) => (
                  <Table.Tr key={option.id} data-testid="history-option-row">
                    <Table.Td>{option.symbol}</Table.Td>
                    <Table.Td>{t(`trading.directions.${option.direction}`)}</Table.Td>
                    <Table.Td>{formatAmount(option.stake, option.currency)}</Table.Td>
                    <Table.Td>{priceText(option.strike.price, precisionOf(option.symbol))}</Table.Td>
                    <Table.Td>
                      {option.settlement ? priceText(option.settlement.price, precisionOf(option.symbol)) : '—'}
                    </Table.Td>
                    <Table.Td>{formatDate(option.expiresAt, i18n.language, true)}</Table.Td>
                    <Table.Td>
                      <Badge color={OPTION_COLORS[option.status]}>{t(`trading.optionStatuses.${option.status}`)}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text span fw={700} c={profitColor(option.profit)}>
                        {option.profit ? profitText(option.profit, option.currency) : '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="center">
            <Pagination
              total={pagesOf(result.total)}
              value={page}
              onChange={setPage}
              data-testid="history-options-pages"
            />
          </Group>
        </>
      )}
    </Stack>
  );
}
