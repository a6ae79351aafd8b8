import type { CookieJar } from './cookie-jar';
import { graphqlAs } from './funds-actors';

export type BoughtPlan = { id: string; termMonths: number; priceUsd: number; hashrateThs: number; soldOut: boolean };

/**
 * A mining contract bought as the API allows: the customer's mining deposit for the plan, paid in
 * Bitcoin, and the admin's confirmation with a transaction reference (the mining consumer then makes
 * the contract). `planId` defaults to the first 12-month BTC plan not sold out.
 */
export async function payAndConfirmMiningDeposit(
  baseUrl: string,
  customer: CookieJar,
  office: CookieJar,
  { planId, reference }: { planId?: string; reference: string },
): Promise<BoughtPlan> {
  const { plans } = await graphqlAs(
    baseUrl,
    customer,
    '{ plans(variant: null) { id coin termMonths priceUsd hashrateThs soldOut } }',
    {},
  );
  const plan = (plans as (BoughtPlan & { coin: string })[]).find((each) =>
    planId ? each.id === planId : each.coin === 'BTC' && each.termMonths === 12 && !each.soldOut,
  )!;
  const made = await graphqlAs(
    baseUrl,
    customer,
    'mutation ($input: CreateDepositInput!) { createDeposit(input: $input) { id } }',
    {
      input: {
        purpose: 'MINING',
        cryptoCurrency: 'BTC',
        planId: plan.id,
        price: String(plan.priceUsd),
        comment: `${COIN_NAMES[plan.coin]} Mining (${plan.termMonths} Months Contract)`,
      },
    },
  );
  await graphqlAs(
    baseUrl,
    office,
    'mutation ($id: ID!, $reference: String!) { confirmDeposit(id: $id, transactionReference: $reference) { id } }',
    { id: made.createDeposit.id, reference },
    true,
  );
  return plan;
}

/** The coin names the legacy deposit comment uses ("Bitcoin Mining (12 Months Contract)"). */
const COIN_NAMES: Record<string, string> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  USDT: 'USD Tether',
  BNB: 'Binance Coin',
};
