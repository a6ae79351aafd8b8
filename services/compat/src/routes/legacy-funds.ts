/** GraphQL selections behind the legacy funds objects, and their mapping to the specification's names. */
import { legacyEmbeddedPage, type PageOf } from '../legacy-paging';

type Money = { assetCode: string; amount: string };

export const DEPOSIT_FIELDS =
  'id userId user { firstName lastName email } purpose status price { assetCode amount } priceInCrypto { amount } cryptoCurrency walletAddress comment timestamp link createdByAdmin transactionReference failureReason createdAt decidedAt';
export const WITHDRAWAL_FIELDS =
  'id userId method source status amount { assetCode amount } fee { amount } netAmount { amount } destination { walletAddress paypalEmail bankName accountName accountNumber iban routingNumber } payoutReference failureReason createdAt decidedAt';
export const WALLET_FIELDS = 'id address type assignedCount';
export const PAYOUT_FIELDS = 'id maskedDestination amount { assetCode amount } method completedAt link hidden';
/** The funds part of the legacy customer object; lists are paged with `?page=`. */
export const fundsUserFields = (page: number) =>
  `balances { trading { assetCode amount } mining { assetCode amount } } pendingDepositCount pendingWithdrawalCount depositAddresses { btc eth }
   deposits(page: ${page}, pageSize: 20) { total page pageSize items { ${DEPOSIT_FIELDS} } }
   withdrawals(page: ${page}, pageSize: 20) { total page pageSize items { ${WITHDRAWAL_FIELDS} } }`;
export const FUNDS_LIST_FIELDS = 'pendingDepositCount pendingWithdrawalCount';

export type Deposit = {
  id: string;
  userId: string;
  user: { firstName: string | null; lastName: string | null; email: string };
  purpose: 'TRADING' | 'MINING';
  status: string;
  price: Money;
  priceInCrypto: { amount: string };
  cryptoCurrency: string;
  walletAddress: string;
  comment: string;
  timestamp: string;
  link: string;
  createdByAdmin: boolean;
  transactionReference: string | null;
  failureReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};
export type Withdrawal = {
  id: string;
  userId: string;
  method: string;
  source: string;
  status: string;
  amount: Money;
  fee: { amount: string };
  netAmount: { amount: string };
  destination: Record<
    'walletAddress' | 'paypalEmail' | 'bankName' | 'accountName' | 'accountNumber' | 'iban' | 'routingNumber',
    string | null
  >;
  payoutReference: string | null;
  failureReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};
export type Wallet = { id: string; address: string; type: 'BTC' | 'ETH'; assignedCount: number };
export type Payout = {
  id: string;
  maskedDestination: string;
  amount: Money;
  method: string;
  completedAt: string;
  link: string | null;
  hidden: boolean;
};
export type FundsOfUser = {
  balances?: { trading: Money; mining: Money[] };
  pendingDepositCount?: number;
  pendingWithdrawalCount?: number;
  depositAddresses?: { btc: string | null; eth: string | null };
  deposits?: PageOf<Deposit>;
  withdrawals?: PageOf<Withdrawal>;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const titleCase = (text: string) => text.charAt(0) + text.slice(1).toLowerCase();
export const METHOD_NAMES: Record<string, string> = {
  BITCOIN: 'Bitcoin',
  ETHEREUM: 'Ethereum',
  PAYPAL: 'PayPal',
  BANK: 'Bank',
};
export const SOURCES = ['TRADING', 'BTC_MINING', 'ETH_MINING', 'BNB_MINING', 'USDT_MINING'] as const;
/** The spec's mining balance names: bitcoin_cash is shown as BNB. */
const MINING_FIELDS: Record<string, string> = {
  BTC: 'mining_balance_bitcoin',
  ETH: 'mining_balance_ethereum',
  BNB: 'mining_balance_bitcoin_cash',
  USDT: 'mining_balance_tether',
};
export const MINING_FIELD_ASSETS = Object.fromEntries(
  Object.entries(MINING_FIELDS).map(([asset, field]) => [field, asset]),
);

/** Month and day of the last change, as the legacy lists show them. */
function updatedAt(record: { createdAt: string; decidedAt: string | null }) {
  const at = new Date(record.decidedAt ?? record.createdAt);
  return { updated_at_month: MONTHS[at.getUTCMonth()], updated_at_day: at.getUTCDate() };
}

export function toLegacyDeposit(deposit: Deposit) {
  return {
    id: deposit.id,
    user_id: deposit.userId,
    user: { first_name: deposit.user.firstName, last_name: deposit.user.lastName, email: deposit.user.email },
    code: deposit.purpose === 'TRADING' ? 1 : 2,
    status: titleCase(deposit.status),
    price: Number(deposit.price.amount),
    currency: deposit.price.assetCode,
    price_in_crypto: Number(deposit.priceInCrypto.amount),
    crypto_currency: deposit.cryptoCurrency,
    wallet_address: deposit.walletAddress,
    comment: deposit.comment,
    timestamp: Number(deposit.timestamp),
    link: deposit.link,
    created_by_admin: deposit.createdByAdmin ? 1 : 0,
    transaction_reference: deposit.transactionReference,
    failure_reason: deposit.failureReason,
    created_at: deposit.createdAt,
    ...updatedAt(deposit),
  };
}

export function toLegacyWithdrawal(withdrawal: Withdrawal) {
  const destination = withdrawal.destination;
  return {
    id: withdrawal.id,
    user_id: withdrawal.userId,
    payment_method: METHOD_NAMES[withdrawal.method],
    from: SOURCES.indexOf(withdrawal.source as (typeof SOURCES)[number]) + 1,
    amount: Number(withdrawal.amount.amount),
    fee: Number(withdrawal.fee.amount),
    net_amount: Number(withdrawal.netAmount.amount),
    currency: withdrawal.amount.assetCode,
    status: titleCase(withdrawal.status),
    wallet_address: destination.walletAddress,
    paypal_email: destination.paypalEmail,
    bank_name: destination.bankName,
    account_name: destination.accountName,
    account_number: destination.accountNumber,
    iban: destination.iban,
    routing_number: destination.routingNumber,
    payout_reference: withdrawal.payoutReference,
    failure_reason: withdrawal.failureReason,
    created_at: withdrawal.createdAt,
    ...updatedAt(withdrawal),
  };
}

export function toLegacyWallet(wallet: Wallet) {
  return {
    id: wallet.id,
    address: wallet.address,
    type: wallet.type === 'BTC' ? 1 : 2,
    assigned_count: wallet.assignedCount,
  };
}

/** Currency 0 BTC, 1 ETH as in the specification; other assets keep their code. */
export function toLegacyPayout(payout: Payout) {
  const code = payout.amount.assetCode;
  return {
    id: payout.id,
    link: payout.link,
    wallet_address: payout.maskedDestination,
    date_of_withdrawal: payout.completedAt.slice(0, 10),
    withdrawal_amount: Number(payout.amount.amount),
    currency: code === 'BTC' ? 0 : code === 'ETH' ? 1 : code,
    payment_method: METHOD_NAMES[payout.method],
    hidden: payout.hidden ? 1 : 0,
  };
}

/** The funds fields of the legacy customer object. */
export function toLegacyFunds(user: FundsOfUser, pageUrl: (page: number) => string) {
  if (!user.balances) return {};
  const mining = Object.fromEntries(
    user.balances.mining.map((line) => [MINING_FIELDS[line.assetCode], Number(line.amount)]),
  );
  return {
    trading_balance: Number(user.balances.trading.amount),
    trading_currency: user.balances.trading.assetCode,
    ...mining,
    pending_deposits: user.pendingDepositCount,
    pending_withdrawals: user.pendingWithdrawalCount,
    deposit_btc_wallet: user.depositAddresses?.btc ?? null,
    deposit_eth_wallet: user.depositAddresses?.eth ?? null,
    ...(user.deposits ? { deposits: legacyEmbeddedPage(user.deposits, toLegacyDeposit, pageUrl) } : {}),
    ...(user.withdrawals ? { withdrawals: legacyEmbeddedPage(user.withdrawals, toLegacyWithdrawal, pageUrl) } : {}),
  };
}
