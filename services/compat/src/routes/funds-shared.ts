import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import type { Coin } from '../generated/graphql';
import { legacyPage, pageOf } from '../legacy-paging';

/** What the funds legacy calls share (customer and admin forms alike). */
export const ADMIN = 'admin' as const;
const PAGE_SIZE = 20;

/** A JSON number as decimal digits: 1e21 is "1000000000000000000000", so a limit can be said of it. */
const DECIMAL_DIGITS = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/** Old clients send amounts as numbers or strings; the services parse them exactly. */
export const amountText = z
  .union([z.string().trim().max(40), z.number().finite()])
  .transform((amount) => (typeof amount === 'number' ? DECIMAL_DIGITS.format(amount) : amount));

/** The variables of every admin list compat pages through. */
export type ListPageVariables = { page: number; pageSize: number; search?: string | null };

/** An admin list query, and where its page sits in the answer. */
export type ListQuery<TData, TItem> = {
  document: TypedDocumentNode<TData, ListPageVariables>;
  pageIn: (data: TData) => { items: TItem[]; total: number };
  /** Variables a search needs besides its text, found first (the deposits search's customers); null: answered. */
  searchVariables?: (
    gateway: GatewayClient,
    request: Request,
    response: Response,
    search: string,
  ) => Promise<Record<string, unknown> | null>;
};

/** One page of an admin list (`?page=`, `?search=`), in the legacy paged shape. */
export async function listPage<TData, TItem>(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  list: ListQuery<TData, TItem>,
  toLegacy: (item: TItem) => unknown,
  searchText?: string,
): Promise<void> {
  const { page, search } = pageOf(request);
  const text = searchText ?? search;
  const searched =
    text?.trim() && list.searchVariables ? await list.searchVariables(gateway, request, response, text) : {};
  if (!searched) return;
  const variables = { ...searched, page, pageSize: PAGE_SIZE, search: text };
  const result = await gateway.execute(request, response, list.document, variables, ADMIN);
  if (result.errors) return sendGraphQLErrors(response, result.errors);
  const { items, total } = list.pageIn(result.data);
  sendOk(response, legacyPage(request, items.map(toLegacy), page, PAGE_SIZE, total));
}

/** The trading balance's currency: fixed by the first trading deposit, else the one the customer chose. */
export const CUSTOMER_TRADING_ASSET = graphql(`
  query CustomerTradingAsset($id: ID!) {
    customer(id: $id) {
      balances {
        trading {
          assetCode
        }
      }
    }
  }
`);

const PLANS_OF_COIN = graphql(`
  query PlansOfCoin($coin: Coin) {
    plans(coin: $coin) {
      id
      termMonths
    }
  }
`);

const MINING_COMMENT =
  /^(Bitcoin|Ethereum|USD Tether|Binance Coin|BTC|ETH|USDT|BNB) Mining \((\d{1,2}) Months? Contract\)$/;
/** Every coin name MINING_COMMENT matches. */
const COMMENT_COINS: Record<string, Coin> = {
  Bitcoin: 'BTC',
  Ethereum: 'ETH',
  'USD Tether': 'USDT',
  'Binance Coin': 'BNB',
  BTC: 'BTC',
  ETH: 'ETH',
  USDT: 'USDT',
  BNB: 'BNB',
};

/** The contract card's comment names the coin and term; the plan is the one of that coin and term. */
export async function planOfComment(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  comment: string,
): Promise<string | undefined> {
  const match = MINING_COMMENT.exec(comment.trim());
  if (!match) return undefined;
  const result = await gateway.execute(request, response, PLANS_OF_COIN, { coin: COMMENT_COINS[match[1]] });
  return result.data?.plans.find((plan) => plan.termMonths === Number(match[2]))?.id;
}
