import { waitFor } from '@mc/platform/testing';
import { CookieJar } from './cookie-jar';
import { graphqlAs, seedVerifiedCustomer, type Credentials } from './funds-actors';

/** Ids of the records seeded for the admin screens' tables. */
export type AdminRows = { userId: string; tradeId: string; depositId: string };

/**
 * One customer with a row in every admin table, through public APIs: a confirmed and a pending deposit,
 * a copied trader, an open trade and an option, a pending withdrawal and adjustment, a granted contract,
 * and a contact message. Long texts, as operators type them, so a table that cannot wrap shows it.
 */
export async function seedAdminRows(
  baseUrl: string,
  root: Credentials,
  readPin: (email: string) => Promise<string>,
): Promise<AdminRows> {
  const api = (route: string) => `${baseUrl}/api${route}`;
  const office = new CookieJar();
  await office.call(api('/admins/auth/signin'), 'POST', root);
  await office.call(api('/wallets'), 'POST', { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', type: 1 });
  // Outside the EU/EEA and the UK: options are offered (ADR 0020).
  const { jar: customer, userId } = await seedVerifiedCustomer(baseUrl, root, readPin, new CookieJar(), 'Australia');
  const confirmed = await customer.call(api('/deposits'), 'POST', { code: 1, price: 600, currency: 'USD' });
  await office.call(api('/deposits'), 'PATCH', {
    id: confirmed.body.data.id,
    status: 2,
    transaction_reference: 'bank transfer 2031-05-02 reference 7733-1902-4410-2231',
  });
  await customer.call(api('/deposits'), 'POST', { code: 1, price: 250, currency: 'USD' });
  const trader = await office.call(api('/traders'), 'POST', {
    name: 'Pat Copied',
    email: 'pat@desk.test',
    profit_share: 10,
  });
  await customer.call(api('/users/trader'), 'POST', { id: trader.body.data.id });
  const trade = await waitFor(
    async () => {
      const opened = await customer.call(api('/users/trades'), 'POST', { type: 'BUY', amount: 50, symbol: 'BTCUSDT' });
      return opened.status === 200 ? (opened.body.data as { id: string }) : undefined;
    },
    20_000,
    'a trade opened at a recorded tick',
  );
  await customer.call(api('/users/trades'), 'POST', { type: 'HIGHER', amount: 10, symbol: 'BTCUSDT' });
  await customer.call(api('/users/withdrawals'), 'POST', {
    payment_method: 'Bitcoin',
    from: 1,
    amount: '50',
    currency: 'USD',
    wallet_address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    user_id: userId,
  });
  await graphqlAs(
    baseUrl,
    office,
    'mutation ($userId: ID!) { requestAdjustment(userId: $userId, assetCode: "USD", amount: "12.50", reason: "Goodwill credit after a long wait for support on a failed bank transfer of May") { id } }',
    { userId },
    true,
  );
  await graphqlAs(
    baseUrl,
    office,
    'mutation ($input: GrantContractInput!) { grantContract(input: $input) { id } }',
    { input: { userId, planId: 'btc-1', powerGhs: '1000', reason: 'Welcome grant for a long-standing customer' } },
    true,
  );
  await graphqlAs(
    baseUrl,
    new CookieJar(),
    'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }',
    {
      input: {
        name: 'Fay Funds',
        email: 'fay.contact@example.com',
        phone: '+353 1 234 5600',
        subject: 'A question about the withdrawal fees on Bitcoin',
        body: 'Hello, what does a withdrawal to a Bitcoin wallet cost?',
        language: 'en',
      },
    },
  );
  return { userId, tradeId: trade.id, depositId: confirmed.body.data.id as string };
}
