import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { answer } from './answer';
import { amountText, ADMIN } from './funds-shared';
import { toLegacyTrade } from './legacy-trading';

/**
 * The admin trade actions of specification 001 (legacy-api.md rows 63, 65, 66) on trading's admin mutations:
 * a close at market and a void (OPERATOR/SUPERADMIN), and a trader trade placed by the desk
 * (TRADING_DESK/SUPERADMIN). Prices come from the feed: the prices and profits a form sends are not used.
 */
export const DEFAULT_CLOSE_REASON = 'Closed at market in the admin panel';
export const DEFAULT_VOID_REASON = 'Voided in the admin panel';

const ADMIN_CLOSE = graphql(`
  mutation LegacyAdminCloseTrade($id: ID!, $reason: String!) {
    adminCloseTrade(id: $id, reason: $reason) {
      ...LegacyTrade
    }
  }
`);

const VOID_TRADE = graphql(`
  mutation LegacyVoidTrade($id: ID!, $reason: String!) {
    voidTrade(id: $id, reason: $reason) {
      ...LegacyTrade
      voidedAt
      voidReason
    }
  }
`);

const OPEN_TRADER_TRADE = graphql(`
  mutation LegacyOpenTraderTrade($input: OpenTraderTradeInput!) {
    openTraderTrade(input: $input) {
      ...LegacyTrade
      mirrorCount
      mirrorSkips {
        userId
        reason
        detail
      }
    }
  }
`);

const CUSTOMER_OPEN_TRADES = graphql(`
  query LegacyCustomerOpenTrades($userId: ID!) {
    customer(id: $userId) {
      openTrades {
        ...LegacyTrade
        copiedFrom
      }
    }
  }
`);

const reasonField = legacyText.trim().optional();

/** Row 65: a PATCH without edit fields closes the trade at the feed's latest tick (closedBy ADMIN). */
export async function adminCloseAtMarket(gateway: GatewayClient, request: Request, response: Response) {
  const body = parseBody(request, {
    id: legacyNumberOrString,
    reason: reasonField,
    closing_price: z.unknown().optional(),
    profit: z.unknown().optional(),
  });
  const ignored = body.closing_price !== undefined || body.profit !== undefined;
  return answer(
    gateway,
    request,
    response,
    { document: ADMIN_CLOSE, variables: { id: body.id, reason: body.reason || DEFAULT_CLOSE_REASON }, actAs: ADMIN },
    (data) => toLegacyTrade(data.adminCloseTrade),
    ignored
      ? 'Trade closed at the feed price; the closing price and profit sent were not used'
      : 'Trade closed at the feed price',
  );
}

/** Row 66: the trade becomes VOIDED (kept in every list); funds releases its margin or reverses its result. */
export async function adminVoidTrade(gateway: GatewayClient, request: Request, response: Response) {
  const body = parseBody(request, {
    id: legacyNumberOrString,
    user_id: legacyNumberOrString.optional(),
    reason: reasonField,
  });
  return answer(
    gateway,
    request,
    response,
    { document: VOID_TRADE, variables: { id: body.id, reason: body.reason || DEFAULT_VOID_REASON }, actAs: ADMIN },
    (data) => ({
      ...toLegacyTrade(data.voidTrade),
      voided_at: data.voidTrade.voidedAt ?? null,
      void_reason: data.voidTrade.voidReason ?? null,
    }),
    "Trade voided: the result is reversed in the customer's statement and the trade stays listed as VOIDED",
  );
}

const traderTradeFields = {
  user_id: legacyNumberOrString,
  trader_id: legacyNumberOrString,
  type: requiredText.transform((value) => value.toUpperCase()).pipe(z.enum(['BUY', 'SELL'])),
  amount: amountText,
  symbol: requiredText.max(40),
  market: legacyText.optional(),
  take_profit: z.union([z.number().finite(), z.string().trim().max(40), z.null()]).optional(),
  stop_loss: z.union([z.number().finite(), z.string().trim().max(40), z.null()]).optional(),
  leverage: z.coerce.number({ error: 'must be a number' }).int().optional(),
  request_id: legacyText.optional(),
  opening_price: z.unknown().optional(),
};

/** An empty field, null or 0 is no level; anything else must be a positive number (trading checks the side). */
function level(value: string | number | null | undefined): number | null {
  if (value === undefined || value === null || value === '' || Number(value) === 0) return null;
  return Number(value);
}

/**
 * Row 63: the desk opens a trade on the trader's model account at the feed price and every copier of the
 * trader receives a mirror at the same tick. The answer is `user_id`'s mirror when one opened, else the model
 * trade with that customer's skip reason (or that they do not copy the trader).
 */
export async function openTraderTradeForCustomer(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  symbolOf: (symbol: string) => string,
) {
  const body = parseBody(request, traderTradeFields);
  const input = {
    requestId: body.request_id ?? randomUUID(),
    traderId: body.trader_id,
    symbol: symbolOf(body.symbol),
    side: body.type,
    margin: body.amount,
    leverage: body.leverage ?? 10,
    takeProfit: level(body.take_profit),
    stopLoss: level(body.stop_loss),
  };
  const opened = await gateway.execute(request, response, OPEN_TRADER_TRADE, { input }, ADMIN);
  if (opened.errors) return sendGraphQLErrors(response, opened.errors);
  const model = opened.data.openTraderTrade;
  const ignored = body.opening_price !== undefined ? '; the opening price sent was not used' : '';
  const everyone = `Trader trade opened at the feed price and mirrored to ${model.mirrorCount} copier(s)${ignored}`;
  const mirror = await customersMirror(gateway, request, response, body.user_id, model.id);
  if (mirror) return sendOk(response, { ...toLegacyTrade(mirror), copied_from: model.id }, everyone);
  const skip = model.mirrorSkips.find((each) => each.userId === body.user_id);
  const why = skip
    ? `no mirror for this customer: ${skip.reason} (${skip.detail})`
    : 'this customer does not copy the trader';
  sendOk(
    response,
    { ...toLegacyTrade(model), copied_from: null, mirror_skipped: skip?.reason ?? 'NOT_COPYING' },
    `${everyone}; ${why}`,
  );
}

async function customersMirror(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  userId: string,
  modelTradeId: string,
) {
  const read = await gateway.execute(request, response, CUSTOMER_OPEN_TRADES, { userId }, ADMIN);
  return read.data?.customer?.openTrades?.find((trade) => trade.copiedFrom === modelTradeId);
}
