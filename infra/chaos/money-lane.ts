import { randomUUID } from 'node:crypto';
import { CookieJar } from '../test/support/cookie-jar';
import { askGraphql, type Lane } from './workload';

type Credentials = { email: string; password: string };

/** Who moves the money: an admin records each deposit, a second one (four eyes) confirms it, for one customer. */
export type MoneyActors = { recorder: string; checker: string; customerId: string };

/** The least a trading deposit may be. */
const DEPOSIT_AMOUNT = '500.00';

const RECORD = `mutation ($input: RecordDepositInput!) { recordDeposit(input: $input) { id } }`;
const CONFIRM = `mutation ($id: ID!) { confirmDeposit(id: $id) { id status } }`;
const STATUS = `query ($id: ID!) { deposit(id: $id) { status } }`;
const CUSTOMER_MONEY = `query ($id: ID!, $page: Int) { customer(id: $id) {
  deposits(page: $page, pageSize: 100) { total items { id status } } balances { trading { amount } } } }`;

const asAdmin = (cookie: string) => ({ cookie, 'x-act-as': 'admin' });

export async function adminSession(baseUrl: string, admin: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-act-as': 'admin' },
    body: JSON.stringify({
      query:
        'mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id } }',
      variables: admin,
    }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!response.ok || cookies.length === 0) throw new Error(`admin sign-in failed: ${await response.text()}`);
  return cookies.join('; ');
}

/** A second admin who may confirm what the first records, and a customer who signed up as customers do. */
export async function prepareMoneyActors(baseUrl: string, admin: Credentials, runId: string): Promise<MoneyActors> {
  const recorder = await adminSession(baseUrl, admin);
  const checker = { email: `checker-${runId}@cloudmine.test`, password: 'fault suite checker password' };
  const created = await askGraphql(
    baseUrl,
    'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
    { input: { ...checker, firstName: 'Fault', lastName: 'Checker', roles: ['ACCOUNTANT'] } },
    asAdmin(recorder),
  );
  if (created.result !== 'ok') throw new Error(`createAdmin: ${created.result}`);
  // A deposit is paid to a pool address: one BTC address for the platform (a valid one, as admins add them).
  const wallet = await askGraphql(
    baseUrl,
    'mutation ($address: String!) { createWallet(address: $address, type: BTC) { id } }',
    { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    asAdmin(recorder),
  );
  if (wallet.result !== 'ok' && !wallet.result.startsWith('CONFLICT'))
    throw new Error(`createWallet: ${wallet.result}`);
  const jar = new CookieJar();
  const password = 'fault suite customer password';
  const email = `money-${runId}@example.com`;
  const names = { first_name: 'Mona', last_name: 'Money' };
  await jar.call(`${baseUrl}/api/users`, 'POST', {
    ...names,
    phone_number: '+44 20 7946 0501',
    email,
    password,
    confirm_password: password,
  });
  await jar.call(`${baseUrl}/api/users/auth/update/details`, 'PATCH', {
    ...names,
    country: 'Ireland',
    mobile_number: '+353 1 234 5601',
    currency: 'USD',
  });
  const status = await jar.call(`${baseUrl}/api/users/auth/status`, 'GET');
  const customerId = String((status.body.data as { id?: string } | null)?.id ?? '');
  if (!customerId) throw new Error(`the money customer's sign-up failed: ${JSON.stringify(status.body)}`);
  return { recorder, checker: await adminSession(baseUrl, checker), customerId };
}

/** The deposit in hand: `recordSent` once a record was sent (its answer may have been lost). */
type Pending = { requestId: string; recordSent: boolean; depositId?: string; confirmSent: boolean };

/**
 * Deposits recorded by one admin and confirmed by another, as a careful client makes them: each step is
 * sent again after any failure (the record with the same request id, a confirm after reading the status),
 * so a fault may delay a deposit but must never lose or double it. One request per call.
 */
export function moneyLane(baseUrl: string, actors: MoneyActors) {
  const made = new Set<string>();
  const confirmed = new Set<string>();
  const fresh = (): Pending => ({ requestId: randomUUID(), recordSent: false, confirmSent: false });
  let pending = fresh();
  const record = async () => {
    pending.recordSent = true;
    const { requestId } = pending;
    const input = { requestId, userId: actors.customerId, purpose: 'TRADING', amount: DEPOSIT_AMOUNT, currency: 'USD' };
    const paid = { cryptoCurrency: 'BTC', comment: 'fault suite', transactionReference: requestId };
    const answer = await askGraphql(baseUrl, RECORD, { input: { ...input, ...paid } }, asAdmin(actors.recorder));
    const id = (answer.data?.recordDeposit as { id?: string } | undefined)?.id;
    if (answer.result === 'ok' && id) made.add((pending.depositId = id));
    return answer.result;
  };
  const confirmedNow = (id: string) => {
    confirmed.add(id);
    pending = fresh();
  };
  const step = async (): Promise<string> => {
    const id = pending.depositId;
    if (!id) return record();
    if (pending.confirmSent) {
      // The last confirm failed or its answer was lost: the deposit's status says whether it took.
      const answer = await askGraphql(baseUrl, STATUS, { id }, asAdmin(actors.checker));
      const status = (answer.data?.deposit as { status?: string } | undefined)?.status;
      if (status === 'CONFIRMED') confirmedNow(id);
      else if (answer.result === 'ok') pending.confirmSent = false;
      return answer.result;
    }
    pending.confirmSent = true;
    const answer = await askGraphql(baseUrl, CONFIRM, { id }, asAdmin(actors.checker));
    if (answer.result === 'ok') confirmedNow(id);
    return answer.result;
  };
  const lane: Lane = { name: 'money', call: step };
  return {
    lane,
    /** After the load stopped: the step left halfway is finished, so every record is known. */
    async settle(): Promise<void> {
      const unknown = () => (pending.recordSent && !pending.depositId) || pending.confirmSent;
      for (let tries = 0; tries < 20 && unknown(); tries += 1) {
        if ((await step()) !== 'ok') await new Promise((resolve) => setTimeout(resolve, 500));
      }
      if (unknown()) throw new Error('the money lane could not learn what became of its last step');
    },
    /** What the customer's records and balance say against what the lane was told. */
    async check(): Promise<MoneyCheck> {
      const stored = new Map<string, string>();
      let total = 0;
      let balance = '';
      for (let page = 1; page === 1 || stored.size < total; page += 1) {
        const answer = await askGraphql(
          baseUrl,
          CUSTOMER_MONEY,
          { id: actors.customerId, page },
          asAdmin(actors.checker),
        );
        const customer = answer.data?.customer as CustomerMoney | undefined;
        if (!customer) throw new Error(`reading the money customer: ${answer.result}`);
        for (const item of customer.deposits.items) stored.set(item.id, item.status);
        if (customer.deposits.items.length === 0) break;
        total = customer.deposits.total;
        balance = customer.balances.trading.amount;
      }
      const lost = [...confirmed].filter((id) => stored.get(id) !== 'CONFIRMED').length;
      const expectedMinor = BigInt(confirmed.size) * 50_000n;
      return {
        made: made.size,
        confirmed: confirmed.size,
        stored: total,
        lost,
        duplicated: total - made.size,
        balanceMatches: BigInt(balance.replace('.', '') || '0') === expectedMinor,
      };
    },
  };
}

type CustomerMoney = {
  deposits: { total: number; items: { id: string; status: string }[] };
  balances: { trading: { amount: string } };
};

export type MoneyCheck = {
  made: number;
  confirmed: number;
  stored: number;
  lost: number;
  duplicated: number;
  balanceMatches: boolean;
};
