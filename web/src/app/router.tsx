import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from '../chrome/Layout';
import { ARTICLE_SLUGS, LEGAL_SLUGS } from '../content/pageSlugs';
import { AboutPage } from '../pages/AboutPage';
import { AccountPage } from '../pages/AccountPage';
import { ArticlePage } from '../pages/ArticlePage';
import { FaqPage } from '../pages/FaqPage';
import { LegalPage } from '../pages/LegalPage';
import { ReferralFaqPage } from '../pages/ReferralFaqPage';
import { AddressPage } from '../pages/AddressPage';
import { ChangePasswordPage } from '../pages/ChangePasswordPage';
import { EmailPage } from '../pages/EmailPage';
import { DepositSelectPage } from '../pages/DepositSelectPage';
import { DepositsPage } from '../pages/DepositsPage';
import { HomePage } from '../pages/HomePage';
import { ContractDetailPage } from '../mining/contract-detail/ContractDetailPage';
import { MiningContractsPage } from '../pages/MiningContractsPage';
import { MiningDepositPage } from '../pages/MiningDepositPage';
import { NewDepositPage } from '../pages/NewDepositPage';
import { NewWithdrawalPage } from '../pages/NewWithdrawalPage';
import { PaymentPage } from '../pages/PaymentPage';
import { StatementPage } from '../pages/StatementPage';
import { TradingDepositPage } from '../pages/TradingDepositPage';
import { WithdrawalsPage } from '../pages/WithdrawalsPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { NotificationsPage } from '../pages/NotificationsPage';
import { PasswordResetPage } from '../pages/PasswordResetPage';
import { PhonePage } from '../pages/PhonePage';
import { PhotoPage } from '../pages/PhotoPage';
import { PricingPage } from '../pages/PricingPage';
import { ProofPage } from '../pages/ProofPage';
import { ProfilePage } from '../pages/ProfilePage';
import { ReferralsPage } from '../pages/ReferralsPage';
import { SettingsPage } from '../pages/SettingsPage';
import { SignInPage } from '../pages/SignInPage';
import { SignupDetailsPage } from '../pages/SignupDetailsPage';
import { SignupDevicePage } from '../pages/SignupDevicePage';
import { SignupIdentityPage } from '../pages/SignupIdentityPage';
import { SignUpPage } from '../pages/SignUpPage';
import { UserHomePage } from '../pages/UserHomePage';
import { VerificationPage } from '../pages/VerificationPage';
import { RouteGuard } from '../session/RouteGuard';
import { TRADING_ROUTES } from '../trading/routes';

/** The signed-in customer's money pages (specification §2), each behind the user guard. */
const FUNDS_ROUTES: RouteObject[] = [
  { path: 'user/deposits/list.html', element: <DepositsPage /> },
  { path: 'user/deposits/select.html', element: <DepositSelectPage /> },
  { path: 'user/deposits/new.html', element: <NewDepositPage /> },
  { path: 'user/deposits/trading.html', element: <TradingDepositPage /> },
  { path: 'user/deposits/mining.html', element: <MiningDepositPage /> },
  { path: 'user/withdrawals/list.html', element: <WithdrawalsPage /> },
  { path: 'user/withdrawals/new.html', element: <NewWithdrawalPage /> },
  { path: 'user/statement.html', element: <StatementPage /> },
  { path: 'user/proof.html', element: <ProofPage /> },
  { path: 'user/mining/contracts.html', element: <MiningContractsPage /> },
  { path: 'user/mining/contracts/:id', element: <ContractDetailPage /> },
].map((route) => ({ ...route, element: <RouteGuard rule="user">{route.element}</RouteGuard> }));

/** The public texts of the content graph (specification §2): the FAQs, about, the legal texts and the articles. */
const CONTENT_ROUTES: RouteObject[] = [
  { path: 'faq.html', element: <FaqPage /> },
  { path: 'referral-faq.html', element: <ReferralFaqPage /> },
  { path: 'about.html', element: <AboutPage /> },
  ...LEGAL_SLUGS.map((slug) => ({ path: `${slug}.html`, element: <LegalPage /> })),
  ...ARTICLE_SLUGS.map((slug) => ({ path: `${slug}.html`, element: <ArticlePage /> })),
];

/** Routes match exact paths, as the specification names them ('/pricing.html', not '/pricing'). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'index.html', element: <HomePage /> },
      { path: 'pricing.html', element: <PricingPage /> },
      ...CONTENT_ROUTES,
      { path: 'signup.html', element: <SignUpPage /> },
      // Open to everyone: a payment link is shared with whoever pays (specification §2).
      { path: 'payment.html', element: <PaymentPage /> },
      {
        path: 'signin.html',
        element: (
          <RouteGuard rule="guest">
            <SignInPage />
          </RouteGuard>
        ),
      },
      {
        path: 'password.html',
        element: (
          <RouteGuard rule="guest">
            <PasswordResetPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/signup/step2.html',
        element: (
          <RouteGuard rule="signupDetails">
            <SignupDetailsPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/signup/step3.html',
        element: (
          <RouteGuard rule="signupDevice">
            <SignupDevicePage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/signup/step4.html',
        element: (
          <RouteGuard rule="signupIdentity">
            <SignupIdentityPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/index.html',
        element: (
          <RouteGuard rule="user">
            <UserHomePage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/index.html',
        element: (
          <RouteGuard rule="user">
            <AccountPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/profile.html',
        element: (
          <RouteGuard rule="user">
            <ProfilePage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/email.html',
        element: (
          <RouteGuard rule="user">
            <EmailPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/photo.html',
        element: (
          <RouteGuard rule="user">
            <PhotoPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/phone.html',
        element: (
          <RouteGuard rule="user">
            <PhonePage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/address.html',
        element: (
          <RouteGuard rule="user">
            <AddressPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/password.html',
        element: (
          <RouteGuard rule="user">
            <ChangePasswordPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/verification.html',
        element: (
          <RouteGuard rule="user">
            <VerificationPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/notifications.html',
        element: (
          <RouteGuard rule="user">
            <NotificationsPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/settings.html',
        element: (
          <RouteGuard rule="user">
            <SettingsPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/referrals/list.html',
        element: (
          <RouteGuard rule="user">
            <ReferralsPage />
          </RouteGuard>
        ),
      },
      ...FUNDS_ROUTES,
      ...TRADING_ROUTES,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
