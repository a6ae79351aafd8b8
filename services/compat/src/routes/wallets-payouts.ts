import type { Router } from 'express';
import { z } from 'zod';
import { sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import type { AllPayoutsQuery, LegacyPayoutFragment } from '../generated/graphql';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { legacyPage, pageOf } from '../legacy-paging';
import { answer } from './answer';
import { ADMIN, amountText, listPage, type ListQuery } from './funds-shared';
import { toLegacyPayout, toLegacyWallet } from './legacy-funds';

const ALL_PAYOUTS: ListQuery<AllPayoutsQuery, LegacyPayoutFragment> = {
  document: graphql(`
    query AllPayouts($page: Int!, $pageSize: Int!, $search: String) {
      allPayouts(page: $page, pageSize: $pageSize, search: $search) {
        total
        items {
          ...LegacyPayout
        }
      }
    }
  `),
  pageIn: (data) => data.allPayouts,
};

const WALLETS = graphql(`
  query Wallets($search: String) {
    wallets(search: $search) {
      ...LegacyWallet
    }
  }
`);

const CREATE_WALLET = graphql(`
  mutation CreateWallet($address: String!, $type: CryptoCurrency!) {
    createWallet(address: $address, type: $type) {
      ...LegacyWallet
    }
  }
`);

const UPDATE_WALLET = graphql(`
  mutation UpdateWallet($id: ID!, $address: String!) {
    updateWallet(id: $id, address: $address) {
      ...LegacyWallet
    }
  }
`);

const ATTACH_PAYOUT_LINK = graphql(`
  mutation AttachPayoutLinkByMatch($input: PayoutMatchInput!) {
    attachPayoutLinkByMatch(input: $input) {
      ...LegacyPayout
    }
  }
`);

const HIDE_PAYOUT = graphql(`
  mutation HidePayout($withdrawalId: ID!) {
    hidePayout(withdrawalId: $withdrawalId) {
      ...LegacyPayout
    }
  }
`);

/** The deposit address pool and the public payouts (legacy-api.md rows 42–48). */
export function registerWalletAndPayoutRoutes(router: Router, gateway: GatewayClient): void {
  registerWalletRoutes(router, gateway);
  router.get('/payouts', (request, response) => listPage(gateway, request, response, ALL_PAYOUTS, toLegacyPayout));
  router.post('/payouts/search', (request, response) => {
    const body = parseBody(request, { search: legacyText });
    return listPage(gateway, request, response, ALL_PAYOUTS, toLegacyPayout, body.search);
  });
  registerPayoutWrites(router, gateway);
}

function registerWalletRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/wallets', async (request, response) => {
    const { search } = pageOf(request);
    const result = await gateway.execute(request, response, WALLETS, { search }, ADMIN);
    if (result.errors) return sendGraphQLErrors(response, result.errors);
    const wallets = result.data.wallets.map(toLegacyWallet);
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
        document: CREATE_WALLET,
        variables: { address: body.address, type: body.type === 1 ? 'BTC' : 'ETH' },
        actAs: ADMIN,
      },
      (data) => toLegacyWallet(data.createWallet),
      'Wallet added',
    );
  });
  router.patch('/wallets', (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString, address: requiredText });
    return answer(
      gateway,
      request,
      response,
      { document: UPDATE_WALLET, variables: { id: body.id, address: body.address }, actAs: ADMIN },
      (data) => toLegacyWallet(data.updateWallet),
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
      { document: ATTACH_PAYOUT_LINK, variables: { input }, actAs: ADMIN },
      (data) => toLegacyPayout(data.attachPayoutLinkByMatch),
      'Payout link attached',
    );
  });
  router.delete('/payouts', (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString });
    return answer(
      gateway,
      request,
      response,
      { document: HIDE_PAYOUT, variables: { withdrawalId: body.id }, actAs: ADMIN },
      (data) => toLegacyPayout(data.hidePayout),
      'Payout hidden from the public list',
    );
  });
}
