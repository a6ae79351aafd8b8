import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout } from './layout/AdminLayout';
import { AccountPage } from './pages/account/AccountPage';
import { PasswordPage } from './pages/account/PasswordPage';
import { AdminCreatePage } from './pages/admins/AdminCreatePage';
import { AdjustmentsListPage } from './pages/adjustments/AdjustmentsListPage';
import { AdminsListPage } from './pages/admins/AdminsListPage';
import { AuditListPage } from './pages/audit/AuditListPage';
import { ContactListPage } from './pages/contact/ContactListPage';
import { ContactMessagePage } from './pages/contact/ContactMessagePage';
import { ContentPageEditPage } from './pages/content/ContentPageEditPage';
import { ContentPagesListPage } from './pages/content/ContentPagesListPage';
import { FaqEntryCreatePage } from './pages/content/FaqEntryCreatePage';
import { FaqEntryEditPage } from './pages/content/FaqEntryEditPage';
import { FaqListPage } from './pages/content/FaqListPage';
import { DepositsListPage } from './pages/deposits/DepositsListPage';
import { DepositUpdatePage } from './pages/deposits/DepositUpdatePage';
import { HomePage } from './pages/home/HomePage';
import { MailboxListPage } from './pages/mailbox/MailboxListPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PasswordResetPage } from './pages/password/PasswordResetPage';
import { PayoutCreatePage } from './pages/payouts/PayoutCreatePage';
import { PayoutsListPage } from './pages/payouts/PayoutsListPage';
import { SignInPage } from './pages/signin/SignInPage';
import { ParametersPage } from './pages/parameters/ParametersPage';
import { CreateOptionsPage } from './pages/trades/CreateOptionsPage';
import { TradeImmutablePage } from './pages/trades/TradeImmutablePage';
import { UserTradesPage } from './pages/trades/UserTradesPage';
import { TraderCreatePage } from './pages/traders/TraderCreatePage';
import { TradersListPage } from './pages/traders/TradersListPage';
import { TraderUpdatePage } from './pages/traders/TraderUpdatePage';
import { UserContractCreatePage } from './pages/users/UserContractCreatePage';
import { UserContractsPage } from './pages/users/UserContractsPage';
import { UserContractUpdatePage } from './pages/users/UserContractUpdatePage';
import { UserDepositCreatePage } from './pages/users/UserDepositCreatePage';
import { UserDepositPage } from './pages/users/UserDepositPage';
import { UserDepositsPage } from './pages/users/UserDepositsPage';
import { UserDetailPage } from './pages/users/UserDetailPage';
import { UserDirectUpdatePage } from './pages/users/UserDirectUpdatePage';
import { UserEmailPage } from './pages/users/UserEmailPage';
import { UserMessagePage } from './pages/users/UserMessagePage';
import { UserPushPage } from './pages/users/UserPushPage';
import { UsersListPage } from './pages/users/UsersListPage';
import { UserWithdrawalPage } from './pages/users/UserWithdrawalPage';
import { UserWithdrawalsPage } from './pages/users/UserWithdrawalsPage';
import { WalletCreatePage } from './pages/wallets/WalletCreatePage';
import { WalletsListPage } from './pages/wallets/WalletsListPage';
import { WalletUpdatePage } from './pages/wallets/WalletUpdatePage';
import { WithdrawalsListPage } from './pages/withdrawals/WithdrawalsListPage';
import { WithdrawalUpdatePage } from './pages/withdrawals/WithdrawalUpdatePage';
import { ADMIN_BASENAME } from '@mc/contracts/src/client-routes';
import { PATHS } from './paths';
import { TraderDeskPage } from './trading-desk/TraderDeskPage';
import { RouteGuard } from './session/RouteGuard';

/**
 * Guest-only pages first (specification §2, "Admin access": sign-in and the password reset by
 * e-mail); every other path, unknown ones included, needs a signed-in admin.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: (
      <RouteGuard rule="guest">
        <SignInPage />
      </RouteGuard>
    ),
    path: PATHS.signIn,
  },
  {
    element: (
      <RouteGuard rule="guest">
        <PasswordResetPage />
      </RouteGuard>
    ),
    path: PATHS.passwordReset,
  },
  {
    element: (
      <RouteGuard rule="admin">
        <AdminLayout />
      </RouteGuard>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: PATHS.home, element: <HomePage /> },
      { path: PATHS.account, element: <AccountPage /> },
      { path: PATHS.accountPassword, element: <PasswordPage /> },
      { path: PATHS.usersList, element: <UsersListPage /> },
      { path: PATHS.userDetail, element: <UserDetailPage /> },
      { path: PATHS.userMessage, element: <UserMessagePage /> },
      { path: PATHS.userEmail, element: <UserEmailPage /> },
      { path: PATHS.userPush, element: <UserPushPage /> },
      { path: PATHS.userDeposits, element: <UserDepositsPage /> },
      { path: PATHS.userDepositCreate, element: <UserDepositCreatePage /> },
      { path: PATHS.userDepositUpdate, element: <UserDepositPage /> },
      { path: PATHS.userWithdrawals, element: <UserWithdrawalsPage /> },
      { path: PATHS.userWithdrawal, element: <UserWithdrawalPage /> },
      { path: PATHS.userDirectUpdate, element: <UserDirectUpdatePage /> },
      { path: PATHS.userContracts, element: <UserContractsPage /> },
      { path: PATHS.userContractCreate, element: <UserContractCreatePage /> },
      { path: PATHS.userContractUpdate, element: <UserContractUpdatePage /> },
      { path: PATHS.parameters, element: <ParametersPage /> },
      { path: PATHS.tradersList, element: <TradersListPage /> },
      { path: PATHS.tradersCreate, element: <TraderCreatePage /> },
      { path: PATHS.traderUpdate, element: <TraderUpdatePage /> },
      { path: PATHS.userTrades, element: <UserTradesPage /> },
      { path: PATHS.userTradesCreateOptions, element: <CreateOptionsPage /> },
      { path: PATHS.userTradeUpdate, element: <TradeImmutablePage form="update" /> },
      { path: PATHS.userTradeUpdateDate, element: <TradeImmutablePage form="update-date" /> },
      { path: PATHS.depositsList, element: <DepositsListPage /> },
      { path: PATHS.depositUpdate, element: <DepositUpdatePage /> },
      { path: PATHS.withdrawalsList, element: <WithdrawalsListPage /> },
      { path: PATHS.withdrawalUpdate, element: <WithdrawalUpdatePage /> },
      { path: PATHS.walletsList, element: <WalletsListPage /> },
      { path: PATHS.walletsCreate, element: <WalletCreatePage /> },
      { path: PATHS.walletUpdate, element: <WalletUpdatePage /> },
      { path: PATHS.payoutsList, element: <PayoutsListPage /> },
      { path: PATHS.payoutsCreate, element: <PayoutCreatePage /> },
      { path: PATHS.adjustmentsList, element: <AdjustmentsListPage /> },
      { path: PATHS.auditList, element: <AuditListPage /> },
      { path: PATHS.mailboxList, element: <MailboxListPage /> },
      { path: PATHS.adminsList, element: <AdminsListPage /> },
      { path: PATHS.adminsCreate, element: <AdminCreatePage /> },
      { path: PATHS.traderDesk, element: <TraderDeskPage /> },
      { path: PATHS.contentPagesList, element: <ContentPagesListPage /> },
      { path: PATHS.contentPageUpdate, element: <ContentPageEditPage /> },
      { path: PATHS.faqList, element: <FaqListPage /> },
      { path: PATHS.faqCreate, element: <FaqEntryCreatePage /> },
      { path: PATHS.faqEntryUpdate, element: <FaqEntryEditPage /> },
      { path: PATHS.contactList, element: <ContactListPage /> },
      { path: PATHS.contactMessage, element: <ContactMessagePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME });
}
