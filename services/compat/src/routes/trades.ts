import { randomUUID } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { sendError, sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import type { OptionDirection, TradeSide } from '../generated/graphql';
import { legacyFields } from '../legacy-fields';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { fromAdmin } from '../session-kind';
import { answer } from './answer';
import { amountText, ADMIN } from './funds-shared';
import { toLegacyOption, toLegacyTrade } from './legacy-trading';
import { callerOwnsAccount } from './own-account';
import { refuseAdminTradeChange, asksForEdit } from './trades-admin';
import { adminCloseAtMarket, adminVoidTrade, openTraderTradeForCustomer } from './trades-admin-ops';

const TRADE = graphql(`
  query LegacyTradeById($id: ID!) {
    trade(id: $id) {
      ...LegacyTrade
    }
  }
`);

const OPTION = graphql(`
  query LegacyOptionById($id: ID!) {
    tradingOption(id: $id) {
      ...LegacyOption
    }
  }
`);

const OPEN_TRADE = graphql(`
  mutation LegacyOpenTrade($input: OpenTradeInput!) {
    openTrade(input: $input) {
      ...LegacyTrade
    }
  }
`);

const OPEN_OPTION = graphql(`
  mutation LegacyOpenOption($input: OpenOptionInput!) {
    openOption(input: $input) {
      ...LegacyOption
    }
  }
`);

const CLOSE_TRADE = graphql(`
  mutation LegacyCloseTrade($id: ID!) {
    closeTrade(id: $id) {
      ...LegacyTrade
    }
  }
`);

const LEVERAGE_RANGES = graphql(`
  query LegacyLeverageRanges {
    instruments {
      symbol
      leverage {
        min
        max
      }
    }
  }
`);

/**
 * A legacy client sends no leverage: its trades open at 1:10 unless the call names one, brought within the
 * range the customer's jurisdiction allows on the instrument (ESMA caps stocks at 1:5 and crypto at 1:2).
 */
export const LEGACY_DEFAULT_LEVERAGE = 10;

async function defaultLeverage(gateway: GatewayClient, request: Request, response: Response, symbol: string) {
  const ranges = await gateway.execute(request, response, LEVERAGE_RANGES, {}, 'user');
  const range = ranges.data?.instruments.find((instrument) => instrument.symbol === symbol)?.leverage;
  // Without a range (unknown symbol, no country yet) the trade's own refusal says why.
  return range ? Math.min(Math.max(LEGACY_DEFAULT_LEVERAGE, range.min), range.max) : LEGACY_DEFAULT_LEVERAGE;
}

const SIDES = ['BUY', 'SELL'] as const;
const DIRECTIONS = ['HIGHER', 'LOWER', 'CALL', 'PUT'] as const;
const PRICES_NOT_USED = 'the prices and times sent were not used';

/** An optional level: the forms send an empty field, null or 0 for none. */
const optionalLevel = z
  .union([z.string().trim().max(40), z.number().finite(), z.null()])
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || value === '' || Number(value) === 0) return null;
    const level = Number(value);
    if (Number.isFinite(level) && level > 0) return level;
    context.addIssue({ code: 'custom', message: 'must be a positive number' });
    return z.NEVER;
  });

/** The specification's open-trade payload; what the server decides (prices, time) is accepted and not used. */
const openTradeFields = {
  type: requiredText.transform((value) => value.toUpperCase()).pipe(z.enum([...SIDES, ...DIRECTIONS])),
  amount: amountText,
  symbol: requiredText.max(40),
  market: legacyText.optional(),
  user_id: legacyNumberOrString.optional(),
  take_profit: optionalLevel,
  stop_loss: optionalLevel,
  // Options: the duration in minutes (5 to 10, 5 by default).
  time: z.coerce.number({ error: 'must be a number' }).int().optional(),
  leverage: z.coerce.number({ error: 'must be a number' }).int().optional(),
  request_id: legacyText.optional(),
  opening_price: z.unknown().optional(),
  timestamp: z.unknown().optional(),
};

/** The form's amount is a trade's margin or an option's stake; its time is the option's duration. */
const OPEN_FIELDS = legacyFields({ margin: 'amount', stake: 'amount', durationMinutes: 'time' });

/** Feed symbols (OANDA:AUDCHF, HITBTC:BTCUSDT) and slashed pairs (AUD/CHF) name the plain ticker. */
export function plainSymbol(symbol: string): string {
  return symbol
    .slice(symbol.lastIndexOf(':') + 1)
    .replace('/', '')
    .toUpperCase();
}

/** Customer trade calls (legacy-api.md rows 61, 62, 64), and the admin forms of rows 63 and 65–67 (trades-admin.ts). */
export function registerTradeRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/trades/:id', (request, response) => readTrade(gateway, request, response));
  router.post('/users/trades', OPEN_FIELDS, (request, response) =>
    fromAdmin(request)
      ? openTraderTradeForCustomer(gateway, request, response, plainSymbol)
      : openPosition(gateway, request, response),
  );
  router.patch('/users/trades', (request, response) => {
    if (!fromAdmin(request)) return closeTrade(gateway, request, response);
    return asksForEdit(request.body)
      ? refuseAdminTradeChange(response, 'edit')
      : adminCloseAtMarket(gateway, request, response);
  });
  router.patch('/users/trades/date', (_request, response) => refuseAdminTradeChange(response, 'date'));
  router.delete('/users/trades', (request, response) => adminVoidTrade(gateway, request, response));
}

/** Row 61: a trade or an option; someone else's answers exactly as an unknown id. */
async function readTrade(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const id = String(request.params.id);
  const actAs = fromAdmin(request) ? ADMIN : 'user';
  const trade = await gateway.execute(request, response, TRADE, { id }, actAs);
  if (!trade.errors) return sendOk(response, toLegacyTrade(trade.data.trade));
  if (trade.errors[0]?.extensions?.reason !== 'TRADE_NOT_FOUND') return sendGraphQLErrors(response, trade.errors);
  const option = await gateway.execute(request, response, OPTION, { id }, actAs);
  if (!option.errors) return sendOk(response, toLegacyOption(option.data.tradingOption));
  if (option.errors[0]?.extensions?.reason !== 'OPTION_NOT_FOUND') return sendGraphQLErrors(response, option.errors);
  sendError(response, 404, ['Trade Not Found']);
}

/** Row 62: BUY and SELL open a CFD trade, HIGHER/LOWER/CALL/PUT an option, at the feed's price. */
async function openPosition(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const body = parseBody(request, openTradeFields);
  if (!(await callerOwnsAccount(gateway, request, response, body.user_id))) return;
  const requestId = body.request_id ?? randomUUID();
  const symbol = plainSymbol(body.symbol);
  const ignored = body.opening_price !== undefined || body.timestamp !== undefined ? `; ${PRICES_NOT_USED}` : '';
  if ((SIDES as readonly string[]).includes(body.type)) {
    const input = {
      requestId,
      symbol,
      side: body.type as TradeSide,
      margin: body.amount,
      leverage: body.leverage ?? (await defaultLeverage(gateway, request, response, symbol)),
      takeProfit: body.take_profit,
      stopLoss: body.stop_loss,
    };
    return answer(
      gateway,
      request,
      response,
      { document: OPEN_TRADE, variables: { input } },
      (data) => toLegacyTrade(data.openTrade),
      `Trade opened at the feed price${ignored}`,
    );
  }
  const input = {
    requestId,
    symbol,
    direction: body.type as OptionDirection,
    stake: body.amount,
    durationMinutes: body.time ?? 5,
  };
  return answer(
    gateway,
    request,
    response,
    { document: OPEN_OPTION, variables: { input } },
    (data) => toLegacyOption(data.openOption),
    `Option opened at the feed price${ignored}`,
  );
}

/** Row 64: the customer closes at the feed price; the closing price and profit sent are not used. */
async function closeTrade(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const body = parseBody(request, {
    id: legacyNumberOrString,
    user_id: legacyNumberOrString.optional(),
    closing_price: z.unknown().optional(),
    profit: z.unknown().optional(),
  });
  if (!(await callerOwnsAccount(gateway, request, response, body.user_id))) return;
  const ignored = body.closing_price !== undefined || body.profit !== undefined;
  return answer(
    gateway,
    request,
    response,
    { document: CLOSE_TRADE, variables: { id: body.id } },
    (data) => toLegacyTrade(data.closeTrade),
    ignored
      ? 'Trade closed at the feed price; the closing price and profit sent were not used'
      : 'Trade closed at the feed price',
  );
}
