import { useQuery } from '@apollo/client/react';
import { Alert, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NoAccess } from '../components/NoAccess';
import { PageTitle } from '../components/PageTitle';
import { QueryError, QueryLoader } from '../components/QueryState';
import { useDateTimeFormat } from '../lib/format';
import { useSignedInAdmin } from '../session/SignedInAdmin';
import { mayUseDesk } from './deskAccess';
import { ModelTrades } from './ModelTrades';
import { OrderForm } from './OrderForm';
import { DESK_TRADER_QUERY, DESK_TRADERS_QUERY, DESK_TRADES_LIMIT, type DeskTrader } from './queries';

/**
 * /control/traders/desk.html: the trader desk (ADR 0019). The desk picks a trader, places model trades
 * for it that every copier mirrors, closes them at market, and sees who was not mirrored and why.
 */
export function TraderDeskPage() {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  return (
    <Stack gap="md" data-testid="trader-desk-page">
      <PageTitle label={t('desk.title')} />
      <Title order={2}>{t('desk.title')}</Title>
      {mayUseDesk(admin) ? <Desk /> : <NoAccess />}
    </Stack>
  );
}

/** The trader is kept in the address (?trader=<id>) so a reload or a shared link shows the same desk. */
function Desk() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data, loading, error } = useQuery(DESK_TRADERS_QUERY);
  if (error) return <QueryError error={error} />;
  if (!data) return loading ? <QueryLoader /> : null;
  const traderId = params.get('trader') ?? '';
  if (data.traders.length === 0 && traderId === '') {
    return (
      <Text c="dimmed" data-testid="desk-no-traders">
        {t('desk.noTraders')}
      </Text>
    );
  }
  // A retired trader is not listed but can still be opened by its address, to read its history.
  const listed = data.traders.some((trader) => trader.id === traderId);
  const options = [
    { value: '', label: t('desk.pickTrader') },
    ...data.traders.map((trader) => ({ value: trader.id, label: trader.name })),
    ...(traderId !== '' && !listed ? [{ value: traderId, label: t('desk.unlistedTrader') }] : []),
  ];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={720}>
        {t('desk.intro')}
      </Text>
      <NativeSelect
        maw={420}
        label={t('desk.trader')}
        value={traderId}
        onChange={(event) => setParams(event.currentTarget.value ? { trader: event.currentTarget.value } : {})}
        data={options}
        data-testid="desk-trader"
      />
      {traderId !== '' && <TraderDesk traderId={traderId} />}
    </Stack>
  );
}

// A refetch after a desk action keeps the figures on screen (and the dialogs open): the loader is for the
// first load only.
function TraderDesk({ traderId }: { traderId: string }) {
  const { data, loading, error } = useQuery(DESK_TRADER_QUERY, {
    variables: { id: traderId, limit: DESK_TRADES_LIMIT },
  });
  if (error) return <QueryError error={error} />;
  if (!data) return loading ? <QueryLoader /> : null;
  const trader = data.trader;
  return (
    <Stack gap="md" data-testid="desk-trader-panel" data-trader={trader.id}>
      <TraderFigures trader={trader} />
      {trader.retiredAt ? <RetiredNotice at={trader.retiredAt} /> : <OrderForm trader={trader} />}
      <ModelTrades trades={trader.recentTrades} />
    </Stack>
  );
}

/** A retired trader (reached by its address) cannot trade: no order form, only its history. */
function RetiredNotice({ at }: { at: string }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <Alert color="yellow" variant="light" data-testid="desk-trader-retired">
      {t('desk.retired', { at: formatTime(at) })}
    </Alert>
  );
}

function TraderFigures({ trader }: { trader: DeskTrader }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'equity', label: t('desk.figures.equity'), value: `${trader.equity} USD` },
    { key: 'open-margin', label: t('desk.figures.openMargin'), value: `${trader.openMargin} USD` },
    { key: 'copiers', label: t('desk.figures.copiers'), value: String(trader.copiers) },
    { key: 'assets-copying', label: t('desk.figures.assetsCopying'), value: `${trader.statistics.assetsCopying} USD` },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={600} ff="monospace" data-testid={`desk-figure-${figure.key}`}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
