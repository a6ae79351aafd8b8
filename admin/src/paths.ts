/** Router paths of the admin screens (specification §2), relative to the /control basename. */
export const PATHS = {
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

/** The sub-screens of one customer that exist so far. */
export type UserScreenName =
  | 'message'
  | 'email'
  | 'push'
  | 'deposits'
  | 'deposits/create'
  | 'withdrawals'
  | 'update'
  | 'contracts'
  | 'contracts/create'
  | 'trades'
  | 'trades/create-options';

/** The path of a customer's detail screen, or of one of its sub-screens. */
export function userPath(id: string, screen?: UserScreenName): string {
  const detail = `/users/${encodeURIComponent(id)}`;
  return screen === undefined ? detail : `${detail}/${screen}`;
}

const segment = encodeURIComponent;

export const depositPath = (id: string) => `/deposits/${segment(id)}/update`;
export const withdrawalPath = (id: string) => `/withdrawals/${segment(id)}/update`;
export const walletPath = (id: string) => `/wallets/${segment(id)}/update`;
export const userDepositPath = (userId: string, depositId: string) =>
  `${userPath(userId, 'deposits')}/${segment(depositId)}/update`;
export const userContractPath = (userId: string, contractId: string) =>
  `${userPath(userId, 'contracts')}/${segment(contractId)}/update`;
export const userWithdrawalPath = (userId: string, withdrawalId: string) =>
  `${userPath(userId, 'withdrawals')}/${segment(withdrawalId)}`;
export const traderPath = (id: string) => `/traders/${segment(id)}/update`;
export const userTradePath = (userId: string, tradeId: string, form: 'update' | 'update-date') =>
  `${userPath(userId, 'trades')}/${segment(tradeId)}/${form}`;

/** Content screens carry the language they show in the query string, so a link keeps it. */
const withLanguage = (path: string, language: string) => `${path}?language=${segment(language)}`;

export const contentPagesPath = (language: string) => withLanguage(PATHS.contentPagesList, language);
export const contentPagePath = (slug: string, language: string) =>
  withLanguage(`/content/pages/${segment(slug)}/update`, language);
export const faqListPath = (group: string, language: string) =>
  `${withLanguage(PATHS.faqList, language)}&group=${segment(group)}`;
export const faqCreatePath = (group: string, language: string) =>
  `${withLanguage(PATHS.faqCreate, language)}&group=${segment(group)}`;
export const faqEntryPath = (group: string, key: string, language: string) =>
  withLanguage(`/content/faq/${segment(group)}/${segment(key)}/update`, language);
export const contactMessagePath = (id: string) => `/contact/${segment(id)}`;
