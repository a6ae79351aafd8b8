import type { Router } from 'express';
import { z } from 'zod';
import { sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { legacyPage, pageOf } from '../legacy-paging';
import { answer } from './answer';
import { ADMIN, amountText, listPage } from './funds-shared';
import { PAYOUT_FIELDS, toLegacyPayout, toLegacyWallet, WALLET_FIELDS, type Payout, type Wallet } from './legacy-funds';

/** The deposit address pool and the public payouts (legacy-api.md rows 42–48). */
export function registerWalletAndPayoutRoutes(router: Router, gateway: GatewayClient): void {
  registerWalletRoutes(router, gateway);
  router.get('/payouts', (request, response) =>
    listPage<Payout>(gateway, request, response, 'allPayouts', PAYOUT_FIELDS, toLegacyPayout),
  );
  router.post('/payouts/search', (request, response) => {
    const body = parseBody(request, { search: legacyText });
    return listPage<Payout>(gateway, request, response, 'allPayouts', PAYOUT_FIELDS, toLegacyPayout, body.search);
  });
  registerPayoutWrites(router, gateway);
}

function registerWalletRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/wallets', async (request, response) => {
    const { search } = pageOf(request);
    const result = await gateway.execute<{ wallets: Wallet[] }>(
      request,
      response,
      `query ($s: String) { wallets(search: $s) { ${WALLET_FIELDS} } }`,
      { s: search },
      ADMIN,
    );
    if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
    const wallets = result.data!.wallets.map(toLegacyWallet);
    sendOk(response, legacyPage(request, wallets, 1, Math.max(1, wallets.length), wallets.length));
  });
  router.post('/wallets', (request, response) => {
    const body = parseBody(request, {
      address: requiredText,
      type: z.coerce
        .number()
        .int()
        .refine((type) => type === 1 || type === 2, 'must be 1 (Bitcoin) or 2 (Ethereum)'),
    });
    return answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($a: String!, $t: CryptoCurrency!) { createWallet(address: $a, type: $t) { ${WALLET_FIELDS} } }`,
        variables: { a: body.address, t: body.type === 1 ? 'BTC' : 'ETH' },
        actAs: ADMIN,
      },
      (data: { createWallet: Wallet }) => toLegacyWallet(data.createWallet),
      'Wallet added',
    );
  });
  router.patch('/wallets', (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString, address: requiredText });
    return answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($id: ID!, $a: String!) { updateWallet(id: $id, address: $a) { ${WALLET_FIELDS} } }`,
        variables: { id: body.id, a: body.address },
        actAs: ADMIN,
      },
      (data: { updateWallet: Wallet }) => toLegacyWallet(data.updateWallet),
      'Wallet updated',
    );
  });
}

function registerPayoutWrites(router: Router, gateway: GatewayClient): void {
  router.post('/payouts', (request, response) => {
    const body = parseBody(request, {
      link: requiredText,
      wallet_address: requiredText,
      date_of_withdrawal: legacyText.optional().nullable(),
      withdrawal_amount: amountText,
      currency: z
        .union([z.number(), z.string().max(5)])
        .transform(
          (currency) =>
            (({ 0: 'BTC', 1: 'ETH' }) as Record<string, string>)[String(currency)] ?? String(currency).toUpperCase(),
        ),
    });
    const input = {
      link: body.link,
      walletAddress: body.wallet_address,
      date: body.date_of_withdrawal?.slice(0, 10) || null,
      amount: body.withdrawal_amount,
      currency: body.currency,
    };
    return answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($input: PayoutMatchInput!) { attachPayoutLinkByMatch(input: $input) { ${PAYOUT_FIELDS} } }`,
        variables: { input },
        actAs: ADMIN,
      },
      (data: { attachPayoutLinkByMatch: Payout }) => toLegacyPayout(data.attachPayoutLinkByMatch),
      'Payout link attached',
    );
  });
  router.delete('/payouts', (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString });
    return answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($id: ID!) { hidePayout(withdrawalId: $id) { ${PAYOUT_FIELDS} } }`,
        variables: { id: body.id },
        actAs: ADMIN,
      },
      (data: { hidePayout: Payout }) => toLegacyPayout(data.hidePayout),
      'Payout hidden from the public list',
    );
  });
}
