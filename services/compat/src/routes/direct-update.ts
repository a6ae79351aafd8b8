import type { Request, Response } from 'express';
import { sendError, sendGraphQLErrors } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import { legacyNumberOrString, legacyText, parseBody } from '../legacy-input';
import { answer } from './answer';
import { ADMIN, amountText, CUSTOMER_TRADING_ASSET } from './funds-shared';
import { answered } from '../answered';

const REQUEST_BALANCE_TARGETS = graphql(`
  mutation RequestBalanceTargets($userId: ID!, $targets: [BalanceTargetInput!]!, $reason: String!) {
    requestBalanceTargets(userId: $userId, targets: $targets, reason: $reason) {
      id
      status
      amount {
        assetCode
        amount
      }
    }
  }
`);

/** Each balance field of the form and the assets it may be kept in (trading: the customer's currency). */
export const BALANCE_FIELD_ASSETS = {
  trading_balance: ['USD', 'EUR', 'GBP'],
  mining_balance_bitcoin: ['BTC'],
  mining_balance_ethereum: ['ETH'],
  mining_balance_bitcoin_cash: ['BNB'],
  mining_balance_tether: ['USDT'],
} as const;
type BalanceField = keyof typeof BALANCE_FIELD_ASSETS;
const BALANCE_FIELDS = Object.keys(BALANCE_FIELD_ASSETS) as BalanceField[];
/** Coins of the original Direct Update form that the ledger does not keep. */
const UNKEPT_BALANCE_FIELDS = [
  'mining_balance_zcash',
  'mining_balance_monero',
  'mining_balance_ripple',
  'mining_balance_litecoin',
];

/**
 * The original form posts every field: an empty one, or 0 for a balance that is always 0, asks
 * for nothing; any other value asks for a balance the ledger does not keep.
 */
function asksForUnkeptBalance(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !(typeof value === 'number' || typeof value === 'string') || Number(value) !== 0;
}

/**
 * Row 7, Direct Update (DESIGN.md §2): each balance given becomes a pending adjustment of
 * (target − current) that a second admin approves; nothing is set directly.
 */
export async function patchBalances(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const target = amountText.optional().nullable();
  const body = parseBody(request, {
    id: legacyNumberOrString,
    reason: legacyText.optional(),
    ...(Object.fromEntries(BALANCE_FIELDS.map((field) => [field, target])) as Record<BalanceField, typeof target>),
  });
  const unkept = UNKEPT_BALANCE_FIELDS.filter((field) =>
    asksForUnkeptBalance((request.body as Record<string, unknown>)[field]),
  );
  if (unkept.length > 0)
    return sendError(
      response,
      422,
      unkept.map((field) => `${field}: the ledger keeps no such balance`),
    );
  const current = await gateway.execute(request, response, CUSTOMER_TRADING_ASSET, { id: body.id }, ADMIN);
  if (current.errors) return sendGraphQLErrors(response, current.errors);
  if (!current.data.customer) return sendError(response, 404, ['User Not Found']);
  const assets: Record<BalanceField, string> = {
    trading_balance: answered(current.data.customer.balances, 'balances').trading.assetCode,
    mining_balance_bitcoin: BALANCE_FIELD_ASSETS.mining_balance_bitcoin[0],
    mining_balance_ethereum: BALANCE_FIELD_ASSETS.mining_balance_ethereum[0],
    mining_balance_bitcoin_cash: BALANCE_FIELD_ASSETS.mining_balance_bitcoin_cash[0],
    mining_balance_tether: BALANCE_FIELD_ASSETS.mining_balance_tether[0],
  };
  const targets = BALANCE_FIELDS.flatMap((field) => {
    const target = body[field];
    return target != null && target !== '' ? [{ assetCode: assets[field], target }] : [];
  });
  if (targets.length === 0) return sendError(response, 400, ['Give at least one balance']);
  return answer(
    gateway,
    request,
    response,
    {
      document: REQUEST_BALANCE_TARGETS,
      variables: { userId: body.id, targets, reason: body.reason?.trim() || 'Direct update' },
      actAs: ADMIN,
    },
    (data) =>
      data.requestBalanceTargets.map((adjustment) => ({
        id: adjustment.id,
        status: adjustment.status.toLowerCase(),
        currency: adjustment.amount.assetCode,
        amount: Number(adjustment.amount.amount),
      })),
    'Adjustments requested; a second admin must approve them',
  );
}
