import { useQuery, useSubscription } from '@apollo/client/react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../lib/format';
import { DESK_INSTRUMENTS_QUERY, DESK_TICKER_SUBSCRIPTION } from './queries';

interface LiveQuoteProps {
  symbol: string;
  precision: number;
}

/**
 * The symbol's ask (BUY) and bid (SELL): the last recorded quote first, then every live tick of the
 * gateway's `tickers` subscription. Only an indication: the trade opens at the tick trading records.
 */
export function LiveQuote({ symbol, precision }: LiveQuoteProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const { data: instruments } = useQuery(DESK_INSTRUMENTS_QUERY);
  const { data: live } = useSubscription(DESK_TICKER_SUBSCRIPTION, { variables: { symbols: [symbol] } });
  const recorded = instruments?.instruments.find((instrument) => instrument.symbol === symbol)?.lastQuote ?? null;
  const quote = live?.tickers.symbol === symbol ? live.tickers : recorded;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="desk-quote" data-live={live ? 'true' : 'false'}>
      {quote === null ? (
        <Text c="dimmed" size="sm" data-testid="desk-quote-none">
          {t('desk.quote.none')}
        </Text>
      ) : (
        <Stack gap={4}>
          <Group gap="xl">
            <Text size="sm">
              {t('desk.quote.ask')}{' '}
              <Text span ff="monospace" fw={600} data-testid="desk-quote-ask">
                {quote.ask.toFixed(precision)}
              </Text>
            </Text>
            <Text size="sm">
              {t('desk.quote.bid')}{' '}
              <Text span ff="monospace" fw={600} data-testid="desk-quote-bid">
                {quote.bid.toFixed(precision)}
              </Text>
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t(live ? 'desk.quote.live' : 'desk.quote.recorded', { at: formatTime(quote.at) })}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
