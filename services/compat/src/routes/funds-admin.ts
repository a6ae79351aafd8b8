import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { sendError, sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { legacyPage, pageOf } from '../legacy-paging';
import { answer } from './answer';
import { planOfComment } from './funds-customer';
import {
  DEPOSIT_FIELDS, PAYOUT_FIELDS, toLegacyDeposit, toLegacyPayout, toLegacyWallet, toLegacyWithdrawal, WALLET_FIELDS, WITHDRAWAL_FIELDS,
  type Deposit, type Payout, type Wallet, type Withdrawal,
} from './legacy-funds';

const PAGE_SIZE = 20;
const ADMIN = 'admin' as const;
const amountText = z.union([z.string().trim().max(40), z.number().finite()]).transform(String);
/** The global forms send 1 to 3; the per-user forms send the status text. */
const numericStatus = z.coerce.number().int().min(1, 'must be 1, 2 or 3').max(3, 'must be 1, 2 or 3');
const DEPOSIT_STATUS = ['PENDING', 'CONFIRMED', 'FAILED'] as const;
const WITHDRAWAL_STATUS = ['PENDING', 'COMPLETED', 'FAILED'] as const;
const textStatus = <T extends readonly string[]>(names: T) =>
  z.string().max(20).transform((text) => text.toUpperCase()).refine((text) => names.includes(text), `must be one of ${names.map((name) => name.charAt(0) + name.slice(1).toLowerCase()).join(', ')}`);

/** Admin funds calls (legacy-api.md rows 33–37 and 39–48). */
export function registerFundsAdminRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/deposits', (request, response) => listPage<Deposit>(gateway, request, response, 'allDeposits', DEPOSIT_FIELDS, toLegacyDeposit));
  router.get('/withdrawals', (request, response) => listPage<Withdrawal>(gateway, request, response, 'allWithdrawals', WITHDRAWAL_FIELDS, toLegacyWithdrawal));
  router.get('/payouts', (request, response) => listPage<Payout>(gateway, request, response, 'allPayouts', PAYOUT_FIELDS, toLegacyPayout));
  router.post('/payouts/search', (request, response) => {
    const body = parseBody(request, { search: legacyText });
    return listPage<Payout>(gateway, request, response, 'allPayouts', PAYOUT_FIELDS, toLegacyPayout, body.search);
  });

  router.patch('/deposits', (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString, status: numericStatus, transaction_reference: legacyText.optional(), reason: legacyText.optional() });
    return decideDeposit(gateway, request, response, body.id, DEPOSIT_STATUS[body.status - 1], body);
  });
  router.patch('/users/deposits', async (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString, user_id: legacyNumberOrString, status: textStatus(DEPOSIT_STATUS), transaction_reference: legacyText.optional(), reason: legacyText.optional() });
    if (await belongsElsewhere(gateway, request, response, 'deposit', body.id, body.user_id)) return;
    return decideDeposit(gateway, request, response, body.id, body.status as (typeof DEPOSIT_STATUS)[number], body);
  });
  router.delete('/users/deposits', async (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString, user_id: legacyNumberOrString });
    if (await belongsElsewhere(gateway, request, response, 'deposit', body.id, body.user_id)) return;
    return answer(gateway, request, response, { query: `mutation ($id: ID!) { cancelDeposit(id: $id) { ${DEPOSIT_FIELDS} } }`, variables: { id: body.id }, actAs: ADMIN },
      (data: { cancelDeposit: Deposit }) => toLegacyDeposit(data.cancelDeposit), 'Deposit cancelled');
  });

  router.patch('/withdrawals', (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString, status: numericStatus, payout_reference: legacyText.optional(), reason: legacyText.optional() });
    return decideWithdrawal(gateway, request, response, body.id, WITHDRAWAL_STATUS[body.status - 1], body);
  });
  router.patch('/users/withdrawals', async (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString, user_id: legacyNumberOrString, status: textStatus(WITHDRAWAL_STATUS), payout_reference: legacyText.optional(), reason: legacyText.optional() });
    if (await belongsElsewhere(gateway, request, response, 'withdrawal', body.id, body.user_id)) return;
    return decideWithdrawal(gateway, request, response, body.id, body.status as (typeof WITHDRAWAL_STATUS)[number], body);
  });

  registerWalletRoutes(router, gateway);
  registerPayoutWrites(router, gateway);
}

function registerWalletRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/wallets', async (request, response) => {
    const { search } = pageOf(request);
    const result = await gateway.execute<{ wallets: Wallet[] }>(request, response, `query ($s: String) { wallets(search: $s) { ${WALLET_FIELDS} } }`, { s: search }, ADMIN);
    if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
    const wallets = result.data!.wallets.map(toLegacyWallet);
    sendOk(response, legacyPage(request, wallets, 1, Math.max(1, wallets.length), wallets.length));
  });
  router.post('/wallets', (request, response) => {
    const body = parseBody(request, { address: requiredText, type: z.coerce.number().int().refine((type) => type === 1 || type === 2, 'must be 1 (Bitcoin) or 2 (Ethereum)') });
    return answer(gateway, request, response, {
      query: `mutation ($a: String!, $t: CryptoCurrency!) { createWallet(address: $a, type: $t) { ${WALLET_FIELDS} } }`, variables: { a: body.address, t: body.type === 1 ? 'BTC' : 'ETH' }, actAs: ADMIN,
    }, (data: { createWallet: Wallet }) => toLegacyWallet(data.createWallet), 'Wallet added');
  });
  router.patch('/wallets', (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString, address: requiredText });
    return answer(gateway, request, response, {
      query: `mutation ($id: ID!, $a: String!) { updateWallet(id: $id, address: $a) { ${WALLET_FIELDS} } }`, variables: { id: body.id, a: body.address }, actAs: ADMIN,
    }, (data: { updateWallet: Wallet }) => toLegacyWallet(data.updateWallet), 'Wallet updated');
  });
}

function registerPayoutWrites(router: Router, gateway: GatewayClient): void {
  router.post('/payouts', (request, response) => {
    const body = parseBody(request, {
      link: requiredText, wallet_address: requiredText, date_of_withdrawal: legacyText.optional().nullable(), withdrawal_amount: amountText,
      currency: z.union([z.number(), z.string().max(5)]).transform((currency) => ({ 0: 'BTC', 1: 'ETH' } as Record<string, string>)[String(currency)] ?? String(currency).toUpperCase()),
    });
    const input = { link: body.link, walletAddress: body.wallet_address, date: body.date_of_withdrawal?.slice(0, 10) || null, amount: body.withdrawal_amount, currency: body.currency };
    return answer(gateway, request, response, { query: `mutation ($input: PayoutMatchInput!) { attachPayoutLinkByMatch(input: $input) { ${PAYOUT_FIELDS} } }`, variables: { input }, actAs: ADMIN },
      (data: { attachPayoutLinkByMatch: Payout }) => toLegacyPayout(data.attachPayoutLinkByMatch), 'Payout link attached');
  });
  router.delete('/payouts', (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString });
    return answer(gateway, request, response, { query: `mutation ($id: ID!) { hidePayout(withdrawalId: $id) { ${PAYOUT_FIELDS} } }`, variables: { id: body.id }, actAs: ADMIN },
      (data: { hidePayout: Payout }) => toLegacyPayout(data.hidePayout), 'Payout hidden from the public list');
  });
}

/** Row 33: money received off-platform, recorded in the customer's currency; a second admin confirms. */
export async function recordDepositForCustomer(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const body = parseBody(request, {
    code: z.coerce.number().int().refine((code) => code === 1 || code === 2, 'must be 1 (Trading) or 2 (Mining)'), price: amountText, comment: requiredText,
    user_id: legacyNumberOrString, created_by_admin: z.unknown().optional(), request_id: legacyText.optional(),
    transaction_reference: z.string({ error: 'is required: the bank or blockchain reference of the money received' }).trim().min(1, 'is required: the bank or blockchain reference of the money received').max(200),
    crypto_currency: z.enum(['BTC', 'ETH']).optional(),
  });
  const customer = await gateway.execute<{ customer: { currency: string } | null }>(request, response, 'query ($id: ID!) { customer(id: $id) { currency } }', { id: body.user_id }, ADMIN);
  if (customer.errors?.length) return sendGraphQLErrors(response, customer.errors);
  if (!customer.data?.customer) return sendError(response, 404, ['User Not Found']);
  const planId = body.code === 2 ? await planOfComment(gateway, request, response, body.comment) : null;
  if (body.code === 2 && !planId) return sendError(response, 422, ['comment must name a contract, e.g. "Bitcoin Mining (12 Months Contract)"']);
  const input = {
    requestId: body.request_id, userId: body.user_id, purpose: body.code === 1 ? 'TRADING' : 'MINING', amount: body.price,
    currency: body.code === 1 ? customer.data.customer.currency : 'USD', cryptoCurrency: body.crypto_currency ?? 'BTC', planId, comment: body.comment,
    transactionReference: body.transaction_reference,
  };
  return answer(gateway, request, response, { query: `mutation ($input: RecordDepositInput!) { recordDeposit(input: $input) { ${DEPOSIT_FIELDS} } }`, variables: { input }, actAs: ADMIN },
    (data: { recordDeposit: Deposit }) => toLegacyDeposit(data.recordDeposit), 'Deposit recorded; a second admin must confirm it');
}

type Decision = { transaction_reference?: string; payout_reference?: string; reason?: string };

async function decideDeposit(gateway: GatewayClient, request: Request, response: Response, id: string, status: (typeof DEPOSIT_STATUS)[number], decision: Decision) {
  if (status === 'PENDING') return keepPending(gateway, request, response, 'deposit', id);
  const [field, query, variables] = status === 'CONFIRMED'
    ? ['confirmDeposit', `mutation ($id: ID!, $r: String) { confirmDeposit(id: $id, transactionReference: $r) { ${DEPOSIT_FIELDS} } }`, { id, r: decision.transaction_reference ?? null }]
    : ['failDeposit', `mutation ($id: ID!, $r: String) { failDeposit(id: $id, reason: $r) { ${DEPOSIT_FIELDS} } }`, { id, r: decision.reason ?? null }];
  return answer(gateway, request, response, { query, variables, actAs: ADMIN }, (data: Record<string, Deposit>) => toLegacyDeposit(data[field]), `Deposit ${status.toLowerCase()}`);
}

/** The legacy form has no reason field: a failure without one says it came from the legacy call. */
const LEGACY_FAILURE_REASON = 'Marked failed by an admin';

async function decideWithdrawal(gateway: GatewayClient, request: Request, response: Response, id: string, status: (typeof WITHDRAWAL_STATUS)[number], decision: Decision) {
  if (status === 'PENDING') return keepPending(gateway, request, response, 'withdrawal', id);
  const [field, query, variables] = status === 'COMPLETED'
    ? ['completeWithdrawal', `mutation ($id: ID!, $r: String) { completeWithdrawal(id: $id, payoutReference: $r) { ${WITHDRAWAL_FIELDS} } }`, { id, r: decision.payout_reference ?? null }]
    : ['failWithdrawal', `mutation ($id: ID!, $r: String!) { failWithdrawal(id: $id, reason: $r) { ${WITHDRAWAL_FIELDS} } }`, { id, r: decision.reason || LEGACY_FAILURE_REASON }];
  return answer(gateway, request, response, { query, variables, actAs: ADMIN }, (data: Record<string, Withdrawal>) => toLegacyWithdrawal(data[field]), `Withdrawal ${status.toLowerCase()}`);
}

/** "Pending" is where every record starts: asking for it is fine while it is pending, a 409 afterwards. */
async function keepPending(gateway: GatewayClient, request: Request, response: Response, kind: 'deposit' | 'withdrawal', id: string): Promise<void> {
  const fields = kind === 'deposit' ? DEPOSIT_FIELDS : WITHDRAWAL_FIELDS;
  const result = await gateway.execute<Record<string, (Deposit & Withdrawal) | null>>(request, response, `query ($id: ID!) { ${kind}(id: $id) { ${fields} } }`, { id }, ADMIN);
  if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
  const record = result.data?.[kind];
  if (!record) return sendError(response, 404, ['Not Found']);
  if (record.status !== 'PENDING') return sendError(response, 409, [`The ${kind} is already ${record.status.toLowerCase()}; it cannot return to pending`]);
  sendOk(response, kind === 'deposit' ? toLegacyDeposit(record) : toLegacyWithdrawal(record));
}

/** The per-user forms name the customer: a record of another customer is answered as not found. */
async function belongsElsewhere(gateway: GatewayClient, request: Request, response: Response, kind: 'deposit' | 'withdrawal', id: string, userId: string): Promise<boolean> {
  const result = await gateway.execute<Record<string, { userId: string } | null>>(request, response, `query ($id: ID!) { ${kind}(id: $id) { userId } }`, { id }, ADMIN);
  if (result.errors?.length) return sendGraphQLErrors(response, result.errors), true;
  if (result.data?.[kind]?.userId === userId) return false;
  sendError(response, 404, ['Not Found']);
  return true;
}

async function listPage<T>(gateway: GatewayClient, request: Request, response: Response, field: string, fields: string, map: (item: T) => unknown, searchText?: string): Promise<void> {
  const { page, search } = pageOf(request);
  const result = await gateway.execute<Record<string, { items: T[]; total: number }>>(request, response,
    `query ($page: Int!, $size: Int!, $search: String) { ${field}(page: $page, pageSize: $size, search: $search) { total items { ${fields} } } }`,
    { page, size: PAGE_SIZE, search: searchText ?? search }, ADMIN);
  if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
  const list = result.data![field];
  sendOk(response, legacyPage(request, list.items.map(map), page, PAGE_SIZE, list.total));
}

const BALANCE_FIELDS = ['trading_balance', 'mining_balance_bitcoin', 'mining_balance_ethereum', 'mining_balance_bitcoin_cash', 'mining_balance_tether'] as const;
/** Coins of the original Direct Update form that the ledger does not keep. */
const UNKEPT_BALANCE_FIELDS = ['mining_balance_zcash', 'mining_balance_monero', 'mining_balance_ripple', 'mining_balance_litecoin'];

/**
 * Row 7, Direct Update (DESIGN.md §2): each balance given becomes a pending adjustment of
 * (target − current) that a second admin approves; nothing is set directly.
 */
export async function patchBalances(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const target = amountText.optional().nullable();
  const body = parseBody(request, {
    id: legacyNumberOrString, reason: legacyText.optional(),
    ...Object.fromEntries(BALANCE_FIELDS.map((field) => [field, target])) as Record<(typeof BALANCE_FIELDS)[number], typeof target>,
  });
  const unkept = UNKEPT_BALANCE_FIELDS.filter((field) => field in (request.body as object));
  if (unkept.length > 0) return sendError(response, 422, unkept.map((field) => `${field}: the ledger keeps no such balance`));
  const current = await gateway.execute<{ customer: { balances: { trading: { assetCode: string } } } | null }>(request, response,
    'query ($id: ID!) { customer(id: $id) { balances { trading { assetCode } } } }', { id: body.id }, ADMIN);
  if (current.errors?.length) return sendGraphQLErrors(response, current.errors);
  if (!current.data?.customer) return sendError(response, 404, ['User Not Found']);
  const assets: Record<(typeof BALANCE_FIELDS)[number], string> = {
    trading_balance: current.data.customer.balances.trading.assetCode, mining_balance_bitcoin: 'BTC', mining_balance_ethereum: 'ETH',
    mining_balance_bitcoin_cash: 'BNB', mining_balance_tether: 'USDT',
  };
  const targets = BALANCE_FIELDS.filter((field) => body[field] != null && body[field] !== '').map((field) => ({ assetCode: assets[field], target: body[field] }));
  if (targets.length === 0) return sendError(response, 400, ['Give at least one balance']);
  return answer(gateway, request, response, {
    query: 'mutation ($u: ID!, $t: [BalanceTargetInput!]!, $r: String!) { requestBalanceTargets(userId: $u, targets: $t, reason: $r) { id status amount { assetCode amount } } }',
    variables: { u: body.id, t: targets, r: body.reason?.trim() || 'Direct update' }, actAs: ADMIN,
  }, (data: { requestBalanceTargets: { id: string; status: string; amount: { assetCode: string; amount: string } }[] }) => data.requestBalanceTargets.map((adjustment) => ({
    id: adjustment.id, status: adjustment.status.toLowerCase(), currency: adjustment.amount.assetCode, amount: Number(adjustment.amount.amount),
  })), 'Adjustments requested; a second admin must approve them');
}
