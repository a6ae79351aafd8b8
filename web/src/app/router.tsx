import { WEB_APP_ROUTES } from '@mc/contracts/src/client-routes';
import { useRoutes, type RouteObject } from 'react-router';
import { Layout } from '../chrome/Layout';
import { ARTICLE_SLUGS, LEGAL_SLUGS } from '../content/pageSlugs';
import { NotFoundPage } from '../pages/NotFoundPage';
import { lazyRoute } from './lazyPage';
import { TRADING_ROUTES } from '../trading/routes';

/** The signed-in customer's money pages (specification §2), each behind the user guard. */
const FUNDS_ROUTES: RouteObject[] = [
  lazyRoute(
    { path: WEB_APP_ROUTES.deposits },
    async () => (await import('../pages/DepositsPage')).DepositsPage,
    'user',
  ),
  lazyRoute(
    { path: WEB_APP_ROUTES.depositSelect },
    async () => (await import('../pages/DepositSelectPage')).DepositSelectPage,
    'user',
  ),
  lazyRoute(
    { path: WEB_APP_ROUTES.depositNew },
    async () => (await import('../pages/NewDepositPage')).NewDepositPage,
    'user',
  ),
  lazyRoute(
    { path: WEB_APP_ROUTES.depositTrading },
    async () => (await import('../pages/TradingDepositPage')).TradingDepositPage,
    'user',
  ),
  lazyRoute(
    { path: WEB_APP_ROUTES.depositMining },
    async () => (await import('../pages/MiningDepositPage')).MiningDepositPage,
    'user',
  ),
  lazyRoute(
    { path: WEB_APP_ROUTES.withdrawals },
    async () => (await import('../pages/WithdrawalsPage')).WithdrawalsPage,
    'user',
  ),
  lazyRoute(
    { path: WEB_APP_ROUTES.withdrawalNew },
    async () => (await import('../pages/NewWithdrawalPage')).NewWithdrawalPage,
    'user',
  ),
  lazyRoute(
    { path: WEB_APP_ROUTES.statement },
    async () => (await import('../pages/StatementPage')).StatementPage,
    'user',
  ),
  lazyRoute({ path: WEB_APP_ROUTES.proof }, async () => (await import('../pages/ProofPage')).ProofPage, 'user'),
  lazyRoute(
    { path: WEB_APP_ROUTES.miningContracts },
    async () => (await import('../pages/MiningContractsPage')).MiningContractsPage,
    'user',
  ),
  lazyRoute(
    { path: WEB_APP_ROUTES.miningContract },
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
      lazyRoute({ path: WEB_APP_ROUTES.signUp }, async () => (await import('../pages/SignUpPage')).SignUpPage),
      // Open to everyone: a payment link is shared with whoever pays (specification §2).
      lazyRoute({ path: WEB_APP_ROUTES.payment }, async () => (await import('../pages/PaymentPage')).PaymentPage),
      lazyRoute({ path: WEB_APP_ROUTES.signIn }, async () => (await import('../pages/SignInPage')).SignInPage, 'guest'),
      lazyRoute(
        { path: WEB_APP_ROUTES.passwordReset },
        async () => (await import('../pages/PasswordResetPage')).PasswordResetPage,
        'guest',
      ),
      lazyRoute(
        { path: WEB_APP_ROUTES.signupDetails },
        async () => (await import('../pages/SignupDetailsPage')).SignupDetailsPage,
        'signupDetails',
      ),
      lazyRoute(
        { path: WEB_APP_ROUTES.signupDevice },
        async () => (await import('../pages/SignupDevicePage')).SignupDevicePage,
        'signupDevice',
      ),
      lazyRoute(
        { path: WEB_APP_ROUTES.signupIdentity },
        async () => (await import('../pages/SignupIdentityPage')).SignupIdentityPage,
        'signupIdentity',
      ),
      lazyRoute(
        { path: WEB_APP_ROUTES.userHome },
        async () => (await import('../pages/UserHomePage')).UserHomePage,
        'user',
      ),
      lazyRoute(
        { path: WEB_APP_ROUTES.account },
        async () => (await import('../pages/AccountPage')).AccountPage,
        'user',
      ),
      lazyRoute(
        { path: WEB_APP_ROUTES.profile },
        async () => (await import('../pages/ProfilePage')).ProfilePage,
        'user',
      ),
      lazyRoute({ path: WEB_APP_ROUTES.email }, async () => (await import('../pages/EmailPage')).EmailPage, 'user'),
      lazyRoute({ path: WEB_APP_ROUTES.photo }, async () => (await import('../pages/PhotoPage')).PhotoPage, 'user'),
      lazyRoute({ path: WEB_APP_ROUTES.phone }, async () => (await import('../pages/PhonePage')).PhonePage, 'user'),
      lazyRoute(
        { path: WEB_APP_ROUTES.address },
        async () => (await import('../pages/AddressPage')).AddressPage,
        'user',
      ),
      lazyRoute(
        { path: WEB_APP_ROUTES.password },
        async () => (await import('../pages/ChangePasswordPage')).ChangePasswordPage,
        'user',
      ),
      lazyRoute(
        { path: WEB_APP_ROUTES.verification },
        async () => (await import('../pages/VerificationPage')).VerificationPage,
        'user',
      ),
      lazyRoute(
        { path: WEB_APP_ROUTES.notifications },
        async () => (await import('../pages/NotificationsPage')).NotificationsPage,
        'user',
      ),
      lazyRoute(
        { path: WEB_APP_ROUTES.settings },
        async () => (await import('../pages/SettingsPage')).SettingsPage,
        'user',
      ),
      lazyRoute(
        { path: WEB_APP_ROUTES.referrals },
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
