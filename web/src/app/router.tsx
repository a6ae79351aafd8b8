import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { Layout } from '../chrome/Layout';
import { ARTICLE_SLUGS, LEGAL_SLUGS } from '../content/pageSlugs';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { GuardRule } from '../session/guardRules';
import { RouteGuard } from '../session/RouteGuard';
import { TRADING_ROUTES } from '../trading/routes';

/**
 * A page loaded when its route first matches (code splitting by route): the home page's bundle holds
 * only the chrome and the home page. The server renders resolve it before rendering, and main.tsx
 * resolves the first page's before hydrating, so neither renders a loading state (docs/adr/0024).
 */
function lazyPage(load: () => Promise<ComponentType>, rule?: GuardRule): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = await load();
      return {
        element: rule ? (
          <RouteGuard rule={rule}>
            <Page />
          </RouteGuard>
        ) : (
          <Page />
        ),
      };
    },
  };
}

/** The signed-in customer's money pages (specification §2), each behind the user guard. */
const FUNDS_ROUTES: RouteObject[] = [
  {
    path: 'user/deposits/list.html',
    ...lazyPage(async () => (await import('../pages/DepositsPage')).DepositsPage, 'user'),
  },
  {
    path: 'user/deposits/select.html',
    ...lazyPage(async () => (await import('../pages/DepositSelectPage')).DepositSelectPage, 'user'),
  },
  {
    path: 'user/deposits/new.html',
    ...lazyPage(async () => (await import('../pages/NewDepositPage')).NewDepositPage, 'user'),
  },
  {
    path: 'user/deposits/trading.html',
    ...lazyPage(async () => (await import('../pages/TradingDepositPage')).TradingDepositPage, 'user'),
  },
  {
    path: 'user/deposits/mining.html',
    ...lazyPage(async () => (await import('../pages/MiningDepositPage')).MiningDepositPage, 'user'),
  },
  {
    path: 'user/withdrawals/list.html',
    ...lazyPage(async () => (await import('../pages/WithdrawalsPage')).WithdrawalsPage, 'user'),
  },
  {
    path: 'user/withdrawals/new.html',
    ...lazyPage(async () => (await import('../pages/NewWithdrawalPage')).NewWithdrawalPage, 'user'),
  },
  {
    path: 'user/statement.html',
    ...lazyPage(async () => (await import('../pages/StatementPage')).StatementPage, 'user'),
  },
  { path: 'user/proof.html', ...lazyPage(async () => (await import('../pages/ProofPage')).ProofPage, 'user') },
  {
    path: 'user/mining/contracts.html',
    ...lazyPage(async () => (await import('../pages/MiningContractsPage')).MiningContractsPage, 'user'),
  },
  {
    path: 'user/mining/contracts/:id',
    ...lazyPage(async () => (await import('../mining/contract-detail/ContractDetailPage')).ContractDetailPage, 'user'),
  },
];

/** The public texts of the content graph (specification §2): the FAQs, about, the legal texts and the articles. */
const CONTENT_ROUTES: RouteObject[] = [
  { path: 'faq.html', ...lazyPage(async () => (await import('../pages/FaqPage')).FaqPage) },
  { path: 'referral-faq.html', ...lazyPage(async () => (await import('../pages/ReferralFaqPage')).ReferralFaqPage) },
  { path: 'about.html', ...lazyPage(async () => (await import('../pages/AboutPage')).AboutPage) },
  ...LEGAL_SLUGS.map((slug) => ({
    path: `${slug}.html`,
    ...lazyPage(async () => (await import('../pages/LegalPage')).LegalPage),
  })),
  ...ARTICLE_SLUGS.map((slug) => ({
    path: `${slug}.html`,
    ...lazyPage(async () => (await import('../pages/ArticlePage')).ArticlePage),
  })),
];

/** Routes match exact paths, as the specification names them ('/pricing.html', not '/pricing'). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, ...lazyPage(async () => (await import('../pages/HomePage')).HomePage) },
      { path: 'index.html', ...lazyPage(async () => (await import('../pages/HomePage')).HomePage) },
      { path: 'pricing.html', ...lazyPage(async () => (await import('../pages/PricingPage')).PricingPage) },
      ...CONTENT_ROUTES,
      { path: 'signup.html', ...lazyPage(async () => (await import('../pages/SignUpPage')).SignUpPage) },
      // Open to everyone: a payment link is shared with whoever pays (specification §2).
      { path: 'payment.html', ...lazyPage(async () => (await import('../pages/PaymentPage')).PaymentPage) },
      {
        path: 'signin.html',
        ...lazyPage(async () => (await import('../pages/SignInPage')).SignInPage, 'guest'),
      },
      {
        path: 'password.html',
        ...lazyPage(async () => (await import('../pages/PasswordResetPage')).PasswordResetPage, 'guest'),
      },
      {
        path: 'user/auth/signup/step2.html',
        ...lazyPage(async () => (await import('../pages/SignupDetailsPage')).SignupDetailsPage, 'signupDetails'),
      },
      {
        path: 'user/auth/signup/step3.html',
        ...lazyPage(async () => (await import('../pages/SignupDevicePage')).SignupDevicePage, 'signupDevice'),
      },
      {
        path: 'user/auth/signup/step4.html',
        ...lazyPage(async () => (await import('../pages/SignupIdentityPage')).SignupIdentityPage, 'signupIdentity'),
      },
      {
        path: 'user/index.html',
        ...lazyPage(async () => (await import('../pages/UserHomePage')).UserHomePage, 'user'),
      },
      {
        path: 'user/auth/index.html',
        ...lazyPage(async () => (await import('../pages/AccountPage')).AccountPage, 'user'),
      },
      {
        path: 'user/auth/profile.html',
        ...lazyPage(async () => (await import('../pages/ProfilePage')).ProfilePage, 'user'),
      },
      {
        path: 'user/auth/email.html',
        ...lazyPage(async () => (await import('../pages/EmailPage')).EmailPage, 'user'),
      },
      {
        path: 'user/auth/photo.html',
        ...lazyPage(async () => (await import('../pages/PhotoPage')).PhotoPage, 'user'),
      },
      {
        path: 'user/auth/phone.html',
        ...lazyPage(async () => (await import('../pages/PhonePage')).PhonePage, 'user'),
      },
      {
        path: 'user/auth/address.html',
        ...lazyPage(async () => (await import('../pages/AddressPage')).AddressPage, 'user'),
      },
      {
        path: 'user/auth/password.html',
        ...lazyPage(async () => (await import('../pages/ChangePasswordPage')).ChangePasswordPage, 'user'),
      },
      {
        path: 'user/auth/verification.html',
        ...lazyPage(async () => (await import('../pages/VerificationPage')).VerificationPage, 'user'),
      },
      {
        path: 'user/auth/notifications.html',
        ...lazyPage(async () => (await import('../pages/NotificationsPage')).NotificationsPage, 'user'),
      },
      {
        path: 'user/auth/settings.html',
        ...lazyPage(async () => (await import('../pages/SettingsPage')).SettingsPage, 'user'),
      },
      {
        path: 'user/referrals/list.html',
        ...lazyPage(async () => (await import('../pages/ReferralsPage')).ReferralsPage, 'user'),
      },
      ...FUNDS_ROUTES,
      ...TRADING_ROUTES,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
