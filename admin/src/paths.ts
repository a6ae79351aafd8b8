import { ADMIN_ROUTES } from '@mc/contracts/src/client-routes';

/**
 * Router paths of the admin screens (specification §2), relative to the /control basename: shared with
 * the edge, which answers 404 for a path under /control that is none of them.
 */
export const PATHS = ADMIN_ROUTES;

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
