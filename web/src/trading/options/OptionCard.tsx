import { useApolloClient } from '@apollo/client/react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../ui/DetailList';
import { formatAmount } from '../../funds/money';
import { priceText, profitColor, profitText } from '../format';
import { OPTION_QUERY, type OptionFields } from '../queries';

/** Trading settles within about 3 s of expiry; past that, the card asks instead of waiting for a push it may have missed. */
const OVERDUE_POLL_MS = 5_000;

const OUTCOME_COLORS = { OPEN: 'blue', WON: 'teal', LOST: 'red', TIED: 'gray' } as const;

/**
 * Seconds left until expiry on the platform's clock: the strike's tick time is the platform's "now" at
 * opening, so the browser's own clock (which may differ) only measures the time since then.
 */
function useSecondsLeft(option: OptionFields): number {
  const [anchor] = useState(() => ({ platformMs: Date.parse(option.strike.at), browserMs: Date.now() }));
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const platformNowMs = anchor.platformMs + (nowMs - anchor.browserMs);
  return Math.max(0, Math.ceil((Date.parse(option.expiresAt) - platformNowMs) / 1_000));
}

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * While an expired option is still shown open, reads it every few seconds: `myTrades` normally brings
 * the settlement at once, but a socket that was reconnecting meanwhile would have missed it. The read
 * replaces the cached option, and with it this card.
 */
function useOverdueRead(option: OptionFields, overdue: boolean) {
  const client = useApolloClient();
  useEffect(() => {
    if (!overdue) return;
    const timer = setInterval(() => {
      void client
        .query({ query: OPTION_QUERY, variables: { id: option.id }, fetchPolicy: 'network-only' })
        .catch(() => undefined);
    }, OVERDUE_POLL_MS);
    return () => clearInterval(timer);
  }, [client, option.id, overdue]);
}

interface OptionCardProps {
  option: OptionFields;
  pricePrecision: number;
}

/** One of the customer's latest options: strike, countdown, and the settled result once trading settles it. */
export function OptionCard({ option, pricePrecision }: OptionCardProps) {
  const { t } = useTranslation();
  const secondsLeft = useSecondsLeft(option);
  const settled = option.status !== 'OPEN';
  useOverdueRead(option, !settled && secondsLeft === 0);
  return (
    <Card withBorder data-testid="option-card" data-status={option.status}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>
            {option.symbol} · {t(`trading.directions.${option.direction}`)}
          </Text>
          <Badge color={OUTCOME_COLORS[option.status]} data-testid="option-status">
            {t(`trading.optionStatuses.${option.status}`)}
          </Badge>
        </Group>
        <DetailList
          rows={[
            {
              label: t('trading.options.stake'),
              value: formatAmount(option.stake, option.currency),
              testId: 'option-stake-value',
            },
            {
              label: t('trading.options.strike'),
              value: priceText(option.strike.price, pricePrecision),
              testId: 'option-strike',
            },
            { label: t('trading.options.payout'), value: `${option.payoutPercent}%`, testId: 'option-payout' },
            settled
              ? {
                  label: t('trading.options.settlement'),
                  value: option.settlement ? priceText(option.settlement.price, pricePrecision) : '—',
                  testId: 'option-settlement',
                }
              : { label: t('trading.options.countdown'), value: clockText(secondsLeft), testId: 'option-countdown' },
          ]}
        />
        {settled && option.profit !== null && (
          <Text fw={700} c={profitColor(option.profit)} data-testid="option-result">
            {t('trading.options.result', { profit: profitText(option.profit, option.currency) })}
          </Text>
        )}
        {!settled && secondsLeft === 0 && (
          <Text size="sm" c="dimmed" data-testid="option-settling">
            {t('trading.options.settling')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
