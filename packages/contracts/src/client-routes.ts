/**
 * The routes the clients render in the browser, shared by their routers and the edge: the edge serves
 * the SPA shell (200) for these and answers 404 for any path that is neither one of them, nor a
 * public page (public-pages.ts), nor a static file. Written once here so the lists cannot drift apart.
 */

/** The web client's pages besides the public ones, relative to '/' as React Router writes them. */
export const WEB_APP_ROUTES = {
  signUp: 'signup.html',
  payment: 'payment.html',
  signIn: 'signin.html',
  passwordReset: 'password.html',
  signupDetails: 'user/auth/signup/step2.html',
  signupDevice: 'user/auth/signup/step3.html',
  signupIdentity: 'user/auth/signup/step4.html',
  userHome: 'user/index.html',
  account: 'user/auth/index.html',
  profile: 'user/auth/profile.html',
  email: 'user/auth/email.html',
  photo: 'user/auth/photo.html',
  phone: 'user/auth/phone.html',
  address: 'user/auth/address.html',
  password: 'user/auth/password.html',
  verification: 'user/auth/verification.html',
  notifications: 'user/auth/notifications.html',
  settings: 'user/auth/settings.html',
  referrals: 'user/referrals/list.html',
  deposits: 'user/deposits/list.html',
  depositSelect: 'user/deposits/select.html',
  depositNew: 'user/deposits/new.html',
  depositTrading: 'user/deposits/trading.html',
  depositMining: 'user/deposits/mining.html',
  withdrawals: 'user/withdrawals/list.html',
  withdrawalNew: 'user/withdrawals/new.html',
  statement: 'user/statement.html',
  proof: 'user/proof.html',
  miningContracts: 'user/mining/contracts.html',
  miningContract: 'user/mining/contracts/:id',
  forex: 'user/trading/forex.html',
  options: 'user/trading/options.html',
  openTrades: 'user/trading/trades.html',
  tradeHistory: 'user/trading/history.html',
  myTraders: 'user/trading/mytraders.html',
  traders: 'user/trading/traders.html',
  trader: 'user/trading/traders/:id',
  trade: 'user/trading/trades/:id',
} as const;

/** Every admin screen lives under /control; its route paths are relative to it. */
export const ADMIN_BASENAME = '/control';

/** Router paths of the admin screens (specification §2), relative to ADMIN_BASENAME. */
export const ADMIN_ROUTES = {
  home: '/index.html',
  signIn: '/signin.html',
  passwordReset: '/password.html',
  account: '/account/index.html',
  accountPassword: '/account/password.html',
  auditList: '/audit/list.html',
  mailboxList: '/mailbox/list.html',
  adminsList: '/admins/list.html',
  adminsCreate: '/admins/create.html',
  usersList: '/users/list.html',
  userDetail: '/users/:id',
  userMessage: '/users/:id/message',
  userEmail: '/users/:id/email',
  userPush: '/users/:id/push',
  userDeposits: '/users/:id/deposits',
  userDepositCreate: '/users/:id/deposits/create',
  userDepositUpdate: '/users/:id/deposits/:did/update',
  userWithdrawals: '/users/:id/withdrawals',
  userWithdrawal: '/users/:id/withdrawals/:wid',
  userDirectUpdate: '/users/:id/update',
  depositsList: '/deposits/list.html',
  depositUpdate: '/deposits/:id/update',
  withdrawalsList: '/withdrawals/list.html',
  withdrawalUpdate: '/withdrawals/:id/update',
  walletsList: '/wallets/list.html',
  walletsCreate: '/wallets/create.html',
  walletUpdate: '/wallets/:id/update',
  payoutsList: '/payouts/list.html',
  payoutsCreate: '/payouts/create.html',
  adjustmentsList: '/adjustments/list.html',
  userContracts: '/users/:id/contracts',
  userContractCreate: '/users/:id/contracts/create',
  userContractUpdate: '/users/:id/contracts/:cid/update',
  parameters: '/parameters/index.html',
  tradersList: '/traders/list.html',
  tradersCreate: '/traders/create.html',
  traderUpdate: '/traders/:id/update',
  userTrades: '/users/:id/trades',
  userTradesCreateOptions: '/users/:id/trades/create-options',
  userTradeUpdate: '/users/:id/trades/:tid/update',
  userTradeUpdateDate: '/users/:id/trades/:tid/update-date',
  traderDesk: '/traders/desk.html',
  contentPagesList: '/content/pages/list.html',
  contentPageUpdate: '/content/pages/:slug/update',
  faqList: '/content/faq/list.html',
  faqCreate: '/content/faq/create.html',
  faqEntryUpdate: '/content/faq/:group/:key/update',
  contactList: '/contact/list.html',
  contactMessage: '/contact/:id',
} as const;

/**
 * Does `pathname` match a route pattern as React Router reads it (`:name` is one non-empty segment)?
 * Leading and trailing slashes are ignored on both sides, as the routers ignore them.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.split('/').filter((segment) => segment !== '');
  const wanted = segments(pattern);
  const actual = segments(pathname);
  return (
    wanted.length === actual.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

/** A path the web client renders in the browser (its private and form pages). */
export function isWebAppRoute(pathname: string): boolean {
  return Object.values(WEB_APP_ROUTES).some((pattern) => matchesRoute(pattern, pathname));
}

/** A path under /control the admin client has a screen for (/control itself is its home). */
export function isAdminRoute(pathname: string): boolean {
  if (pathname !== ADMIN_BASENAME && !pathname.startsWith(`${ADMIN_BASENAME}/`)) return false;
  const inApp = pathname.slice(ADMIN_BASENAME.length);
  return inApp === '' || inApp === '/' || Object.values(ADMIN_ROUTES).some((pattern) => matchesRoute(pattern, inApp));
}
