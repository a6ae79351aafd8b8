import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ModalButton } from '../../components/ModalButton';
import { formatMoney } from '../../lib/money';
import {
  ADMIN_CLOSE_TRADE_MUTATION,
  CUSTOMER_TRADES_QUERY,
  TRADE_CLOSE_PREVIEW_QUERY,
  VOID_TRADE_MUTATION,
  type AdminTrade,
} from './queries';
import { TradeReasonForm } from './TradeReasonForm';

/** "Close at market" for an open trade and "Void" for an open or closed one (OPERATOR, SUPERADMIN; audited). */
export function TradeAdminActions({ trade }: { trade: AdminTrade }) {
  const { t } = useTranslation();
  if (trade.status === 'VOIDED') return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {trade.status === 'OPEN' && (
        <ModalButton
          label={t('userTrades.close.button')}
          testId="trade-close"
          title={t('userTrades.close.title')}
          variant="light"
          size="xs"
        >
          {(close) => <CloseAtMarketForm trade={trade} onEnd={close} />}
        </ModalButton>
      )}
      <ModalButton
        label={t('userTrades.void.button')}
        testId="trade-void"
        title={t('userTrades.void.title')}
        color="red"
        variant="light"
        size="xs"
      >
        {(close) => <VoidForm trade={trade} onEnd={close} />}
      </ModalButton>
    </Group>
  );
}

const refreshList = { refetchQueries: [CUSTOMER_TRADES_QUERY] };

/** The preview at the latest recorded tick, then `adminCloseTrade` (which takes the feed's tick at that moment). */
function CloseAtMarketForm({ trade, onEnd }: { trade: AdminTrade; onEnd: () => void }) {
  const { t } = useTranslation();
  const [closeTrade] = useMutation(ADMIN_CLOSE_TRADE_MUTATION, refreshList);
  const preview = useQuery(TRADE_CLOSE_PREVIEW_QUERY, { variables: { id: trade.id }, fetchPolicy: 'network-only' });
  const figures = preview.data?.tradeClosePreview;
  return (
    <TradeReasonForm
      testId="trade-close"
      confirmLabel={t('userTrades.close.confirm')}
      color="blue"
      act={(reason) => closeTrade({ variables: { id: trade.id, reason } })}
      onCancel={onEnd}
      onDone={onEnd}
    >
      {preview.loading && <Loader size="sm" />}
      {preview.error && (
        <Alert color="red" data-testid="trade-close-preview-error">
          {preview.error.message}
        </Alert>
      )}
      {figures && (
        <Table data-testid="trade-close-preview">
          <Table.Tbody>
            <PreviewRow label={t('userTrades.close.price')} value={String(figures.price)} />
            <PreviewRow label={t('userTrades.close.tick')} value={figures.tickId} />
            <PreviewRow label={t('userTrades.close.at')} value={new Date(figures.at).toLocaleString('en-US')} />
            <PreviewRow
              label={t('userTrades.close.profit')}
              value={formatMoney({ amount: figures.profit, assetCode: figures.currency })}
              testId="trade-close-preview-profit"
            />
          </Table.Tbody>
        </Table>
      )}
      <Text size="sm" c="dimmed">
        {t('userTrades.close.note')}
      </Text>
    </TradeReasonForm>
  );
}

function PreviewRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Table.Tr>
      <Table.Td c="dimmed">{label}</Table.Td>
      <Table.Td ff="monospace" data-testid={testId}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

/** `voidTrade`: the consequences first; refusals (e.g. the 5-session window closed) shown in the form. */
function VoidForm({ trade, onEnd }: { trade: AdminTrade; onEnd: () => void }) {
  const { t } = useTranslation();
  const [voidTrade] = useMutation(VOID_TRADE_MUTATION, refreshList);
  return (
    <TradeReasonForm
      testId="trade-void"
      confirmLabel={t('userTrades.void.confirm')}
      color="red"
      act={(reason) => voidTrade({ variables: { id: trade.id, reason } })}
      onCancel={onEnd}
      onDone={onEnd}
    >
      <Text size="sm" data-testid="trade-void-question">
        {t(trade.status === 'OPEN' ? 'userTrades.void.questionOpen' : 'userTrades.void.questionClosed')}
      </Text>
    </TradeReasonForm>
  );
}
