import { fundsError } from '../errors';
import { basisPointsOf, formatMinor, parseAmount } from '../ledger/amounts';
import { ACCOUNT_NUMBER, isValidIban, ROUTING_NUMBER } from '@mc/contracts';

export type WithdrawalMethod = 'BITCOIN' | 'ETHEREUM' | 'PAYPAL' | 'BANK';
export type WithdrawalSource = 'TRADING' | 'BTC_MINING' | 'ETH_MINING' | 'BNB_MINING' | 'USDT_MINING';
export type Destination = {
  walletAddress: string | null;
  paypalEmail: string | null;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  iban: string | null;
  routingNumber: string | null;
};

/** The published fee: 1 % of the amount, at least the asset's minimum fee, deducted from the amount. */
export const FEE_BASIS_POINTS = 100n;
export const FEE_PERCENT_TEXT = '1.00';

type AssetRule = { scale: number; minimumMinor: bigint; minimumFeeMinor: bigint };
const FIAT_RULE: AssetRule = { scale: 2, minimumMinor: 5_000n, minimumFeeMinor: 100n };
export const ASSET_RULES: Record<string, AssetRule> = {
  USD: FIAT_RULE,
  EUR: FIAT_RULE,
  GBP: FIAT_RULE,
  BTC: { scale: 8, minimumMinor: 100_000n, minimumFeeMinor: 10_000n },
  ETH: { scale: 8, minimumMinor: 1_000_000n, minimumFeeMinor: 100_000n },
  BNB: { scale: 8, minimumMinor: 5_000_000n, minimumFeeMinor: 500_000n },
  USDT: { scale: 8, minimumMinor: 2_000_000_000n, minimumFeeMinor: 100_000_000n },
};

/** Which coin each mining source pays out, and the methods each source can go to. */
export const SOURCE_ASSETS: Record<Exclude<WithdrawalSource, 'TRADING'>, string> = {
  BTC_MINING: 'BTC',
  ETH_MINING: 'ETH',
  BNB_MINING: 'BNB',
  USDT_MINING: 'USDT',
};
export const SOURCE_METHODS: Record<WithdrawalSource, WithdrawalMethod[]> = {
  TRADING: ['BITCOIN', 'ETHEREUM', 'PAYPAL', 'BANK'],
  BTC_MINING: ['BITCOIN'],
  // BNB and USDT leave to an EVM (0x) address.
  ETH_MINING: ['ETHEREUM'],
  BNB_MINING: ['ETHEREUM'],
  USDT_MINING: ['ETHEREUM'],
};

export function feeOf(asset: string, amountMinor: bigint): bigint {
  const fee = basisPointsOf(amountMinor, FEE_BASIS_POINTS);
  return fee > ASSET_RULES[asset].minimumFeeMinor ? fee : ASSET_RULES[asset].minimumFeeMinor;
}

/** Parses the amount and checks the published minimum; returns it with its fee. */
export function checkedAmount(asset: string, amount: string): { amountMinor: bigint; feeMinor: bigint } {
  const rule = ASSET_RULES[asset];
  const parsed = parseAmount(amount, rule.scale, { unit: asset });
  if (!parsed.ok)
    throw fundsError('INVALID_INPUT', `amount ${parsed.problem}`, {
      fields: [{ field: 'amount', problem: parsed.problem }],
    });
  if (parsed.minor < rule.minimumMinor) {
    throw fundsError(
      'BELOW_MINIMUM',
      `The minimum withdrawal is ${formatMinor(rule.minimumMinor, rule.scale)} ${asset}`,
      { minimum: formatMinor(rule.minimumMinor, rule.scale), asset },
    );
  }
  return { amountMinor: parsed.minor, feeMinor: feeOf(asset, parsed.minor) };
}

const BTC_ADDRESS = /^(bc1[a-z0-9]{11,87}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const EMAIL = /^[^@\s]{1,64}@[^@\s]{1,189}\.[^@\s]{2,}$/;

/** Exactly the method's destination group, validated; other groups' fields are dropped. */
export function checkedDestination(method: WithdrawalMethod, input: Partial<Destination>): Destination {
  const none: Destination = {
    walletAddress: null,
    paypalEmail: null,
    bankName: null,
    accountName: null,
    accountNumber: null,
    iban: null,
    routingNumber: null,
  };
  const text = (value: string | null | undefined) => value?.trim() || null;
  switch (method) {
    case 'BITCOIN':
    case 'ETHEREUM': {
      const walletAddress = text(input.walletAddress);
      if (!walletAddress || !(method === 'BITCOIN' ? BTC_ADDRESS : EVM_ADDRESS).test(walletAddress)) {
        throw fundsError(
          'INVALID_INPUT',
          method === 'BITCOIN'
            ? 'wallet_address must be a Bitcoin address'
            : 'wallet_address must be an Ethereum address (0x and 40 hex digits)',
        );
      }
      return { ...none, walletAddress };
    }
    case 'PAYPAL': {
      const paypalEmail = text(input.paypalEmail)?.toLowerCase() ?? null;
      if (!paypalEmail || paypalEmail.length > 254 || !EMAIL.test(paypalEmail))
        throw fundsError('INVALID_INPUT', 'paypal_email must be an e-mail address');
      return { ...none, paypalEmail };
    }
    case 'BANK':
      return { ...none, ...checkedBank(input, text) };
  }
}

function checkedBank(input: Partial<Destination>, text: (value: string | null | undefined) => string | null) {
  const bankName = text(input.bankName);
  const accountName = text(input.accountName);
  if (!bankName || bankName.length > 300)
    throw fundsError('INVALID_INPUT', 'bank_name is required (at most 300 characters)');
  if (!accountName || accountName.length > 300)
    throw fundsError('INVALID_INPUT', 'account_name is required (at most 300 characters)');
  const iban = text(input.iban)?.replace(/\s+/g, '').toUpperCase() ?? null;
  const accountNumber = text(input.accountNumber);
  if (!iban && !accountNumber) throw fundsError('INVALID_INPUT', 'account_number or IBAN is required');
  if (iban && !isValidIban(iban)) throw fundsError('INVALID_INPUT', 'IBAN is not valid');
  if (accountNumber && !ACCOUNT_NUMBER.test(accountNumber))
    throw fundsError('INVALID_INPUT', 'account_number must be 4 to 40 letters or digits');
  const routingNumber = text(input.routingNumber);
  if (routingNumber && !ROUTING_NUMBER.test(routingNumber))
    throw fundsError('INVALID_INPUT', 'routing_number must be 3 to 20 letters or digits');
  return { bankName, accountName, iban, accountNumber, routingNumber };
}

/** Payouts show where money went without saying it in full. */
export function maskedDestination(destination: Destination): string {
  const tail = (value: string, keep: number) =>
    `${'•'.repeat(Math.max(3, Math.min(8, value.length - keep)))}${value.slice(-keep)}`;
  if (destination.walletAddress) return `${destination.walletAddress.slice(0, 4)}${tail(destination.walletAddress, 4)}`;
  if (destination.paypalEmail) {
    const [name, domain] = destination.paypalEmail.split('@');
    return `${name.slice(0, 1)}•••@${domain}`;
  }
  return `${destination.bankName ?? 'Bank'} ${tail(destination.iban ?? destination.accountNumber ?? '', 4)}`;
}
