import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../funds/money';
import { formatDate } from '../../ui/format';
import { LoadFallback } from '../LoadFallback';
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
  const trades = data?.me?.trades?.items ?? [];
  return (
    <HistorySection
      testId="history-trades"
      title={t('trading.history.trades')}
      total={data?.me?.trades?.total}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      page={page}
      onPage={setPage}
      columns={[
        t('trading.fields.symbol'),
        t('trading.fields.side'),
        t('trading.fields.margin'),
        t('trading.fields.openPrice'),
        t('trading.fields.closePrice'),
        t('trading.fields.closedAt'),
        t('trading.fields.closedBy'),
        t('trading.fields.profit'),
      ]}
    >
      {trades.map((trade) => (
        <Table.Tr key={trade.id} data-testid="history-trade-row">
          <Table.Td>
            <Anchor component={Link} to={tradePath(trade.id)}>
              {trade.symbol}
            </Anchor>
          </Table.Td>
          <Table.Td>{t(`trading.sides.${trade.side}`)}</Table.Td>
          <Table.Td>{formatAmount(trade.margin, trade.currency)}</Table.Td>
          <Table.Td>{priceText(trade.opening.price, trade.instrument?.pricePrecision)}</Table.Td>
          <Table.Td>{trade.closing ? priceText(trade.closing.price, trade.instrument?.pricePrecision) : '—'}</Table.Td>
          <Table.Td>{trade.closing ? formatDate(trade.closing.at, i18n.language, true) : '—'}</Table.Td>
          <Table.Td>{trade.closedBy ? t(`trading.closedBy.${trade.closedBy}`) : '—'}</Table.Td>
          <Table.Td>
            <Text span fw={700} c={profitColor(trade.profit)} data-testid="history-trade-profit">
              {trade.profit ? profitText(trade.profit, trade.currency) : '—'}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </HistorySection>
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
  const options = data?.me?.options?.items ?? [];
  // Options carry no instrument; the catalogue gives each symbol's decimals.
  const { data: catalogue } = useQuery(TRADING_INSTRUMENTS_QUERY);
  const precisionOf = (symbol: string) =>
    catalogue?.instruments.find((instrument) => instrument.symbol === symbol)?.pricePrecision;
  return (
    <HistorySection
      testId="history-options"
      title={t('trading.history.options')}
      total={data?.me?.options?.total}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      page={page}
      onPage={setPage}
      columns={[
        t('trading.fields.symbol'),
        t('trading.fields.direction'),
        t('trading.options.stake'),
        t('trading.options.strike'),
        t('trading.options.settlement'),
        t('trading.fields.expiresAt'),
        t('trading.fields.status'),
        t('trading.fields.profit'),
      ]}
    >
      {options.map((option) => (
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
    </HistorySection>
  );
}

interface HistorySectionProps {
  testId: string;
  title: string;
  /** Undefined while loading. */
  total: number | undefined;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  /** The column headings, translated. */
  columns: string[];
  /** The page's rows. */
  children: ReactNode;
}

/** One paged history table: its title, the loading or error state, "no history yet", the rows and the pages. */
function HistorySection({
  testId,
  title,
  total,
  error,
  onRetry,
  page,
  onPage,
  columns,
  children,
}: HistorySectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {total === undefined ? (
        <LoadFallback error={error} onRetry={onRetry} />
      ) : total === 0 ? (
        <Text ta="center" fw={600} py="md" data-testid={`${testId}-empty`}>
          {t('trading.history.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((heading) => (
                    <Table.Th key={heading}>{heading}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{children}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="center">
            <Pagination total={pagesOf(total)} value={page} onChange={onPage} data-testid={`${testId}-pages`} />
          </Group>
        </>
      )}
    </Stack>
  );
}
