import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '@mc/client';
import type { DeskTradeFieldsFragment } from '../graphql/generated/graphql';
import { useDateTimeFormat } from '../lib/format';
import { DeskErrors } from './DeskErrors';
import { MirrorSkips } from './MirrorSkips';
import { CLOSE_TRADER_TRADE_MUTATION, DESK_TRADER_QUERY } from './queries';

type ModelTrade = DeskTradeFieldsFragment;

/** How many closed model trades the page shows under the open ones. */
const RECENT_CLOSED = 10;

/** The trader's open model trades (with Close at market) and its most recent closed ones with their profit. */
export function ModelTrades({ trades }: { trades: readonly ModelTrade[] }) {
  const { t } = useTranslation();
  const open = trades.filter((trade) => trade.status === 'OPEN');
  const closed = trades.filter((trade) => trade.status !== 'OPEN').slice(0, RECENT_CLOSED);
  return (
    <Stack gap="md">
      <TradeSection
        title={t('desk.trades.open')}
        testId="desk-open-trades"
        trades={open}
        empty={t('desk.trades.noneOpen')}
      />
      <TradeSection
        title={t('desk.trades.closed')}
        testId="desk-closed-trades"
        trades={closed}
        empty={t('desk.trades.noneClosed')}
      />
    </Stack>
  );
}

interface TradeSectionProps {
  title: string;
  testId: string;
  trades: readonly ModelTrade[];
  empty: string;
}

function TradeSection({ title, testId, trades, empty }: TradeSectionProps) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {trades.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid={`${testId}-empty`}>
          {empty}
        </Text>
      ) : (
        <Stack gap="lg">
          {trades.map((trade) => (
            <TradeRow key={trade.id} trade={trade} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** One model trade: its figures, its recorded opening (and closing) tick, its mirrors and skips. */
function TradeRow({ trade }: { trade: ModelTrade }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const isOpen = trade.status === 'OPEN';
  return (
    <Stack gap="xs" data-testid="desk-trade" data-id={trade.id} data-status={trade.status}>
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          <Badge color={trade.side === 'BUY' ? 'teal' : 'red'} variant="light">
            {t(`desk.side.${trade.side}`)}
          </Badge>
          <Text fw={600}>{trade.symbol}</Text>
          <Text size="sm">{t('desk.trades.marginLeverage', { margin: trade.margin, leverage: trade.leverage })}</Text>
        </Group>
        {isOpen && <CloseAtMarket trade={trade} />}
      </Group>
      <Table withTableBorder fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={200}>{t('desk.trades.opening')}</Table.Th>
            <Table.Td data-testid="desk-trade-opening">
              {t('desk.trades.tick', {
                price: trade.opening.price,
                tickId: trade.opening.tickId,
                at: formatTime(trade.opening.at),
              })}
            </Table.Td>
          </Table.Tr>
          {trade.closing && (
            <Table.Tr>
              <Table.Th>{t('desk.trades.closing')}</Table.Th>
              <Table.Td data-testid="desk-trade-closing">
                {t('desk.trades.tick', {
                  price: trade.closing.price,
                  tickId: trade.closing.tickId,
                  at: formatTime(trade.closing.at),
                })}
                {trade.closedBy && ` · ${t(`desk.closedBy.${trade.closedBy}`)}`}
              </Table.Td>
            </Table.Tr>
          )}
          {trade.profit !== null && trade.profit !== undefined && (
            <Table.Tr>
              <Table.Th>{t('desk.trades.profit')}</Table.Th>
              <Table.Td
                ff="monospace"
                c={trade.profit.startsWith('-') ? 'red' : 'teal'}
                data-testid="desk-trade-profit"
              >
                {trade.profit} USD
              </Table.Td>
            </Table.Tr>
          )}
          {(trade.takeProfit != null || trade.stopLoss != null) && (
            <Table.Tr>
              <Table.Th>{t('desk.trades.levels')}</Table.Th>
              <Table.Td>
                {t('desk.trades.levelValues', { takeProfit: trade.takeProfit ?? '—', stopLoss: trade.stopLoss ?? '—' })}
              </Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th>{t('desk.trades.mirrors')}</Table.Th>
            <Table.Td data-testid="desk-trade-mirrors" data-count={trade.mirrorCount}>
              {t('desk.trades.mirrorCount', { count: trade.mirrorCount, skipped: trade.mirrorSkips.length })}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <MirrorSkips skips={trade.mirrorSkips} />
    </Stack>
  );
}

/** Close at market, confirmed first: trading closes at its latest recorded tick, and every open mirror with it. */
function CloseAtMarket({ trade }: { trade: ModelTrade }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [closeTrade] = useMutation(CLOSE_TRADER_TRADE_MUTATION, {
    refetchQueries: [DESK_TRADER_QUERY],
    awaitRefetchQueries: true,
  });
  const { run, pending, errors } = useFormAction();
  const confirm = () =>
    void run(() => closeTrade({ variables: { id: trade.id } })).then((done) => {
      if (done) close();
    });
  return (
    <>
      <Button color="red" variant="light" size="xs" onClick={open} data-testid="desk-close">
        {t('desk.close.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('desk.close.title')}>
        <Stack gap="md" data-testid="desk-close-confirm">
          <Text size="sm">
            {t('desk.close.question', {
              side: t(`desk.side.${trade.side}`),
              symbol: trade.symbol,
              margin: trade.margin,
            })}
          </Text>
          <Text size="sm">{t('desk.close.mirrors', { count: trade.mirrorCount })}</Text>
          <DeskErrors errors={errors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-testid="desk-close-cancel">
              {t('fundsCommon.cancel')}
            </Button>
            <Button color="red" loading={pending} onClick={confirm} data-testid="desk-close-place">
              {t('desk.close.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
