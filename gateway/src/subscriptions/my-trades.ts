import { GraphQLError } from 'graphql';
import {
  liveTrade,
  liveTradeProfits,
  liveTradeProfitsSubject,
  liveTradeSubject,
  type LiveTrade,
  type LiveTradeProfits,
} from '@mc/contracts';
import type { EventBus, Viewer } from '@mc/platform';
import { ConflatingIterator } from './conflating-iterator';

type LiveTradeEvent = LiveTrade & { event: 'OPENED' | 'CLOSED' | 'SETTLED' | 'SKIPPED' };
export type LiveTradesPush =
  | { at: string; change: LiveTradeEvent; profits: null }
  | { at: string; change: null; profits: LiveTradeProfits['trades'] };

/** Profits replace each other (only the newest matters); every change is kept, keyed by position and status. */
const PROFITS = 'profits';

/** What happened to the position, from the status it reached. */
export function eventOf(status: LiveTrade['status']): LiveTradeEvent['event'] {
  switch (status) {
    case 'OPEN':
      return 'OPENED';
    case 'CLOSED':
    case 'VOIDED':
      return 'CLOSED';
    case 'WON':
    case 'LOST':
    case 'TIED':
      return 'SETTLED';
    case 'SKIPPED':
      return 'SKIPPED';
  }
}

/**
 * A customer's positions as they change, and the live profit of their open trades (computed by
 * trading). Both subjects come from the socket's verified viewer, never from an argument, so no
 * customer hears of another's trades.
 */
export function subscribeMyTrades(bus: EventBus, viewer: Viewer | undefined): AsyncIterableIterator<LiveTradesPush> {
  if (viewer?.kind !== 'user') {
    throw new GraphQLError('Sign in to follow your trades', {
      extensions: { code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' },
    });
  }
  const stops: (() => void)[] = [];
  const iterator = new ConflatingIterator<LiveTradesPush>(() => stops.forEach((stop) => stop()));
  stops.push(
    bus.subscribeLive(liveTradeSubject(viewer.userId), (_subject, data) => {
      const parsed = liveTrade.safeParse(data);
      if (!parsed.success) return;
      const change = { ...parsed.data, event: eventOf(parsed.data.status) };
      iterator.push(`${change.id}:${change.status}`, { at: change.at, change, profits: null });
    }),
    bus.subscribeLive(liveTradeProfitsSubject(viewer.userId), (_subject, data) => {
      const parsed = liveTradeProfits.safeParse(data);
      if (parsed.success) iterator.push(PROFITS, { at: parsed.data.at, change: null, profits: parsed.data.trades });
    }),
  );
  return iterator;
}
