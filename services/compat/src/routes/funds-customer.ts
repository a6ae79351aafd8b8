import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { sendError, sendGraphQLErrors } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import type { CreateDepositInput, CryptoCurrency, WithdrawalMethod } from '../generated/graphql';
import { legacyFields } from '../legacy-fields';
import { legacyNumberOrString, legacyText, parseBody } from '../legacy-input';
import { fromAdmin } from '../session-kind';
import { answer } from './answer';
import { recordDepositForCustomer } from './funds-admin';
import { amountText, planOfComment } from './funds-shared';
import { SOURCES, toLegacyDeposit, toLegacyWithdrawal } from './legacy-funds';
import { MY_ID } from './legacy-user';

const optionalText = legacyText.optional().nullable();
/** The legacy form's method names, in any letter case. */
const METHODS = new Map<string, WithdrawalMethod>([
  ['bitcoin', 'BITCOIN'],
  ['ethereum', 'ETHEREUM'],
  ['paypal', 'PAYPAL'],
  ['bank', 'BANK'],
]);
/** The coin a deposit is paid in, by code or by the old form's name. */
const CRYPTO_NAMES = new Map<string, CryptoCurrency>([
  ['BTC', 'BTC'],
  ['ETH', 'ETH'],
  ['BITCOIN', 'BTC'],
  ['ETHEREUM', 'ETH'],
]);

const CREATE_WITHDRAWAL = graphql(`
  mutation CreateWithdrawal($input: CreateWithdrawalInput!) {
    createWithdrawal(input: $input) {
      ...LegacyWithdrawal
    }
  }
`);

const CREATE_DEPOSIT = graphql(`
  mutation CreateDeposit($input: CreateDepositInput!) {
    createDeposit(input: $input) {
      ...LegacyDeposit
    }
  }
`);

const MY_CURRENCY = graphql(`
  query MyCurrency {
    me {
      currency
    }
  }
`);

/** The deposit forms' price is the graph's amount (trading) or price (mining); the comment names the plan. */
const DEPOSIT_FIELDS = legacyFields({ amount: 'price', planId: 'comment' });

/** Customer funds calls (legacy-api.md rows 32 and 38); the admin form of POST /api/deposits is row 33. */
export function registerFundsCustomerRoutes(router: Router, gateway: GatewayClient): void {
  router.post('/deposits', DEPOSIT_FIELDS, (request, response) =>
    fromAdmin(request)
      ? recordDepositForCustomer(gateway, request, response)
      : createDeposit(gateway, request, response),
  );

  router.post('/users/withdrawals', async (request, response) => {
    const body = parseBody(request, {
      payment_method: z
        .string()
        .max(20)
        .transform((method) => METHODS.get(method.toLowerCase())),
      from: z.coerce.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
      amount: amountText,
      currency: z.string().max(5),
      user_id: legacyNumberOrString.optional().nullable(),
      request_id: legacyText.optional(),
      wallet_address: optionalText,
      paypal_email: optionalText,
      bank_name: optionalText,
      account_name: optionalText,
      account_number: optionalText,
      iban: optionalText,
      IBAN: optionalText,
      routing_number: optionalText,
    });
    if (!body.payment_method)
      return sendError(response, 400, ['payment_method must be Bitcoin, Ethereum, PayPal or Bank']);
    if (!(await isOwnAccount(gateway, request, response, body.user_id))) return;
    const input = {
      requestId: body.request_id,
      method: body.payment_method,
      source: SOURCES[body.from - 1],
      amount: body.amount,
      currency: body.currency,
      walletAddress: body.wallet_address,
      paypalEmail: body.paypal_email,
      bankName: body.bank_name,
      accountName: body.account_name,
      accountNumber: body.account_number,
      iban: body.iban ?? body.IBAN,
      routingNumber: body.routing_number,
    };
    return answer(
      gateway,
      request,
      response,
      { document: CREATE_WITHDRAWAL, variables: { input } },
      (data) => toLegacyWithdrawal(data.createWithdrawal),
      'Withdrawal requested',
    );
  });
}

/**
 * Row 32. The server quotes the crypto amount, picks the address and makes the link: the client's
 * price_in_crypto, wallet_address, timestamp and link are ignored.
 */
async function createDeposit(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const body = parseBody(request, {
    code: z.coerce
      .number()
      .int()
      .refine((code) => code === 1 || code === 2, 'must be 1 (Trading) or 2 (Mining)'),
    price: amountText.optional(),
    comment: optionalText,
    currency: z.string().max(5).optional().nullable(),
    crypto_currency: z
      .string()
      .max(10)
      .optional()
      .transform((crypto) => (crypto ?? 'BTC').toUpperCase()),
    user_id: legacyNumberOrString.optional().nullable(),
    request_id: legacyText.optional(),
    price_in_crypto: z.unknown().optional(),
    wallet_address: z.unknown().optional(),
    timestamp: z.unknown().optional(),
    link: z.unknown().optional(),
  });
  const crypto = CRYPTO_NAMES.get(body.crypto_currency);
  if (!crypto) return sendError(response, 400, ['crypto_currency must be BTC or ETH']);
  if (!(await isOwnAccount(gateway, request, response, body.user_id))) return;
  const base = { requestId: body.request_id, cryptoCurrency: crypto };
  let input: CreateDepositInput;
  if (body.code === 1)
    input = {
      ...base,
      purpose: 'TRADING',
      amount: body.price ?? null,
      currency: body.currency ?? (await currencyOf(gateway, request, response)),
    };
  else {
    const planId = await planOfComment(gateway, request, response, body.comment ?? '');
    if (!planId)
      return sendError(response, 422, ['comment must name a contract, e.g. "Bitcoin Mining (12 Months Contract)"']);
    input = { ...base, purpose: 'MINING', planId, comment: body.comment, price: body.price ?? null };
  }
  return answer(
    gateway,
    request,
    response,
    { document: CREATE_DEPOSIT, variables: { input } },
    (data) => toLegacyDeposit(data.createDeposit),
    'Deposit created',
  );
}

/** Legacy bodies name the customer; a customer may act only for themself. Answers the refusal itself. */
async function isOwnAccount(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  userId: string | null | undefined,
): Promise<boolean> {
  const result = await gateway.execute(request, response, MY_ID, {});
  if (result.errors) return (sendGraphQLErrors(response, result.errors), false);
  if (!result.data.me) return (sendError(response, 401, ['Not signed in']), false);
  if (userId && userId !== result.data.me.id)
    return (sendError(response, 403, ['You may only act for your own account']), false);
  return true;
}

async function currencyOf(gateway: GatewayClient, request: Request, response: Response): Promise<string | null> {
  const result = await gateway.execute(request, response, MY_CURRENCY, {});
  return result.data?.me?.currency ?? null;
}
