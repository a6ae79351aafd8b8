import { useRoutes, type RouteObject } from 'react-router';
import { Layout } from '../chrome/Layout';
import { ARTICLE_SLUGS, LEGAL_SLUGS } from '../content/pageSlugs';
import { NotFoundPage } from '../pages/NotFoundPage';
import { lazyRoute } from './lazyPage';
import { TRADING_ROUTES } from '../trading/routes';

/** The signed-in customer's money pages (specification §2), each behind the user guard. */
const FUNDS_ROUTES: RouteObject[] = [
  lazyRoute(
    { path: 'user/deposits/list.html' },
    async () => (await import('../pages/DepositsPage')).DepositsPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/deposits/select.html' },
    async () => (await import('../pages/DepositSelectPage')).DepositSelectPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/deposits/new.html' },
    async () => (await import('../pages/NewDepositPage')).NewDepositPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/deposits/trading.html' },
    async () => (await import('../pages/TradingDepositPage')).TradingDepositPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/deposits/mining.html' },
    async () => (await import('../pages/MiningDepositPage')).MiningDepositPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/withdrawals/list.html' },
    async () => (await import('../pages/WithdrawalsPage')).WithdrawalsPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/withdrawals/new.html' },
    async () => (await import('../pages/NewWithdrawalPage')).NewWithdrawalPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/statement.html' },
    async () => (await import('../pages/StatementPage')).StatementPage,
    'user',
  ),
  lazyRoute({ path: 'user/proof.html' }, async () => (await import('../pages/ProofPage')).ProofPage, 'user'),
  lazyRoute(
    { path: 'user/mining/contracts.html' },
    async () => (await import('../pages/MiningContractsPage')).MiningContractsPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/mining/contracts/:id' },
    async () => (await import('../mining/contract-detail/ContractDetailPage')).ContractDetailPage,
    'user',
  ),
];

/** The public texts of the content graph (specification §2): the FAQs, about, the legal texts and the articles. */
const CONTENT_ROUTES: RouteObject[] = [
  lazyRoute({ path: 'faq.html' }, async () => (await import('../pages/FaqPage')).FaqPage),
  lazyRoute({ path: 'referral-faq.html' }, async () => (await import('../pages/ReferralFaqPage')).ReferralFaqPage),
  lazyRoute({ path: 'about.html' }, async () => (await import('../pages/AboutPage')).AboutPage),
  ...LEGAL_SLUGS.map((slug) =>
    lazyRoute({ path: `${slug}.html` }, async () => (await import('../pages/LegalPage')).LegalPage),
  ),
  ...ARTICLE_SLUGS.map((slug) =>
    lazyRoute({ path: `${slug}.html` }, async () => (await import('../pages/ArticlePage')).ArticlePage),
  ),
];

/** Routes match exact paths, as the specification names them ('/pricing.html', not '/pricing'). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      lazyRoute({ index: true, coreTextsOnly: true }, async () => (await import('../pages/HomePage')).HomePage),
      lazyRoute({ path: 'index.html', coreTextsOnly: true }, async () => (await import('../pages/HomePage')).HomePage),
      lazyRoute({ path: 'pricing.html' }, async () => (await import('../pages/PricingPage')).PricingPage),
      ...CONTENT_ROUTES,
      lazyRoute({ path: 'signup.html' }, async () => (await import('../pages/SignUpPage')).SignUpPage),
      // Open to everyone: a payment link is shared with whoever pays (specification §2).
      lazyRoute({ path: 'payment.html' }, async () => (await import('../pages/PaymentPage')).PaymentPage),
      lazyRoute({ path: 'signin.html' }, async () => (await import('../pages/SignInPage')).SignInPage, 'guest'),
      lazyRoute(
        { path: 'password.html' },
        async () => (await import('../pages/PasswordResetPage')).PasswordResetPage,
        'guest',
      ),
      lazyRoute(
        { path: 'user/auth/signup/step2.html' },
        async () => (await import('../pages/SignupDetailsPage')).SignupDetailsPage,
        'signupDetails',
      ),
      lazyRoute(
        { path: 'user/auth/signup/step3.html' },
        async () => (await import('../pages/SignupDevicePage')).SignupDevicePage,
        'signupDevice',
      ),
      lazyRoute(
        { path: 'user/auth/signup/step4.html' },
        async () => (await import('../pages/SignupIdentityPage')).SignupIdentityPage,
        'signupIdentity',
      ),
      lazyRoute({ path: 'user/index.html' }, async () => (await import('../pages/UserHomePage')).UserHomePage, 'user'),
      lazyRoute(
        { path: 'user/auth/index.html' },
        async () => (await import('../pages/AccountPage')).AccountPage,
        'user',
      ),
      lazyRoute(
        { path: 'user/auth/profile.html' },
        async () => (await import('../pages/ProfilePage')).ProfilePage,
        'user',
      ),
      lazyRoute({ path: 'user/auth/email.html' }, async () => (await import('../pages/EmailPage')).EmailPage, 'user'),
      lazyRoute({ path: 'user/auth/photo.html' }, async () => (await import('../pages/PhotoPage')).PhotoPage, 'user'),
      lazyRoute({ path: 'user/auth/phone.html' }, async () => (await import('../pages/PhonePage')).PhonePage, 'user'),
      lazyRoute(
        { path: 'user/auth/address.html' },
        async () => (await import('../pages/AddressPage')).AddressPage,
        'user',
      ),
      lazyRoute(
        { path: 'user/auth/password.html' },
        async () => (await import('../pages/ChangePasswordPage')).ChangePasswordPage,
        'user',
      ),
      lazyRoute(
        { path: 'user/auth/verification.html' },
        async () => (await import('../pages/VerificationPage')).VerificationPage,
        'user',
      ),
      lazyRoute(
        { path: 'user/auth/notifications.html' },
        async () => (await import('../pages/NotificationsPage')).NotificationsPage,
        'user',
      ),
      lazyRoute(
        { path: 'user/auth/settings.html' },
        async () => (await import('../pages/SettingsPage')).SettingsPage,
        'user',
      ),
      lazyRoute(
        { path: 'user/referrals/list.html' },
        async () => (await import('../pages/ReferralsPage')).ReferralsPage,
        'user',
      ),
      ...FUNDS_ROUTES,
      ...TRADING_ROUTES,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The page at the current address, inside the chrome: BrowserRouter in the browser, StaticRouter on the server. */
export function AppRoutes() {
  return useRoutes(routes);
}
