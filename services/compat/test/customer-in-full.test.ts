import {
  partialAnswerMessage,
  servicesAwayOnly,
  toLegacyCustomerInFull,
  type CustomerInFull,
} from '../src/routes/customer-in-full';

const away = (service: string) => ({
  message: `The ${service} service is unavailable; please try again`,
  extensions: { code: 'UNAVAILABLE', reason: 'SERVICE_UNAVAILABLE', details: { service } },
});

describe('servicesAwayOnly', () => {
  it('lists each service whose absence alone explains the errors, once', () => {
    expect(servicesAwayOnly(undefined)).toEqual([]);
    expect(servicesAwayOnly([away('funds'), away('mining'), away('funds')])).toEqual(['funds', 'mining']);
  });

  it('is null when identity is away (the answer has no customer without it) or any error is another kind', () => {
    expect(servicesAwayOnly([away('identity')])).toBeNull();
    expect(servicesAwayOnly([away('funds'), { message: 'no', extensions: { code: 'FORBIDDEN' } }])).toBeNull();
    expect(
      servicesAwayOnly([{ message: 'lost', extensions: { code: 'UNAVAILABLE', reason: 'DATABASE_UNAVAILABLE' } }]),
    ).toBeNull();
  });
});

describe('toLegacyCustomerInFull', () => {
  /** The identity fields the mapping reads; every other part null, as the gateway answers while all three are away. */
  const customerWithoutParts = {
    id: 'user-1',
    email: 'fay@example.com',
    country: 'IE',
    referrals: { total: 0, page: 1, pageSize: 20, items: [] },
    identityDocuments: null,
    pushSubscription: null,
    latestOpenMessage: null,
    balances: null,
    pendingDepositCount: null,
    pendingWithdrawalCount: null,
    depositAddresses: null,
    deposits: null,
    withdrawals: null,
    miningOverview: null,
    contracts: null,
    trades: null,
    options: null,
    openTrades: null,
    copiedTraders: null,
  } as unknown as CustomerInFull;
  const pageUrl = (page: number) => `/api/users/auth/status?page=${page}`;

  it('answers the customer’s own fields and names the parts whose service is away', () => {
    const answer = toLegacyCustomerInFull(customerWithoutParts, pageUrl, ['funds', 'mining', 'trading']);
    expect(answer).toMatchObject({
      id: 'user-1',
      email: 'fay@example.com',
      unavailable: ['funds', 'mining', 'trading'],
    });
    expect(answer).not.toHaveProperty('trading_balance');
    expect(answer).not.toHaveProperty('contracts');
    expect(answer).not.toHaveProperty('open_trades');
  });

  it('fails the call when a part is missing and no outage explains it (a broken answer, not an outage)', () => {
    expect(() => toLegacyCustomerInFull(customerWithoutParts, pageUrl, ['funds', 'mining'])).toThrow(
      'The gateway answered no trading part and no outage',
    );
  });

  it('says what is missing only when something is', () => {
    expect(partialAnswerMessage([])).toBe('');
    expect(partialAnswerMessage(['funds'])).toBe(
      'Part of the account is unavailable for a moment (funds); please try again',
    );
  });
});
