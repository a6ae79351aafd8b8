import { recordAudit } from '@mc/platform';
import type { Database, Executor } from '@mc/platform';
import type { Actor } from '../access/access';
import { fixTradingCurrency, lockCustomer } from '../db/customers.repository';
import { insertDeposit, latestLinkTimestamp, type DepositRow, type NewDeposit } from '../db/deposits.repository';
import { lockWalletByAddress } from '../db/wallets.repository';
import { fundsError } from '../errors';
import type { LiveQuotes, QuotedFiat } from '../rates/live-quotes';
import type { WalletService } from '../wallets/wallet.service';
import { quoteCrypto, type DepositCrypto } from './deposit-rules';

export type DepositOrder = Omit<NewDeposit, 'crypto' | 'priceInCryptoMinor' | 'walletAddress' | 'linkTimestampMs'>;

/** A deposit's payment link: the customer's pool address, a live crypto quote and a unique millisecond. */
export class PaymentLinks {
  constructor(
    private readonly database: Database,
    private readonly wallets: WalletService,
    private readonly quotes: LiveQuotes,
    private readonly now: () => number,
  ) {}

  /** The new deposit, or undefined when the same id was inserted at the same moment by a twin request. */
  async open(order: DepositOrder, crypto: DepositCrypto, actor: Actor | null): Promise<DepositRow | undefined> {
    if (crypto !== 'BTC' && crypto !== 'ETH') throw fundsError('INVALID_INPUT', 'cryptoCurrency must be BTC or ETH');
    const walletAddress = await this.wallets.addressFor(order.userId, crypto);
    const priceInCryptoMinor = quoteCrypto(
      order.priceMinor,
      this.quotes.priceOf(crypto, order.priceAsset as QuotedFiat),
    );
    return this.database.orm.transaction(async (tx) => {
      // A link is its pool address and millisecond. Customers share pool addresses, so links on one
      // address are handed out one at a time, each after the newest.
      await lockWalletByAddress(tx, walletAddress);
      const latest = await latestLinkTimestamp(tx, walletAddress);
      const now = BigInt(this.now());
      const linkTimestampMs = latest !== undefined && latest >= now ? latest + 1n : now;
      const created = await insertDeposit(tx, { ...order, crypto, priceInCryptoMinor, walletAddress, linkTimestampMs });
      if (created && order.purpose === 'TRADING' && !actor) await fixCurrencyOnce(tx, created);
      if (created && actor)
        await recordAudit(tx, actor, {
          operation: 'deposit.recorded',
          targetType: 'deposit',
          targetId: created.id,
          after: created,
        });
      return created;
    });
  }
}

/** The customer's first trading deposit fixes the trading currency (ADR 0010); later ones keep it. */
export async function fixCurrencyOnce(tx: Executor, deposit: DepositRow): Promise<void> {
  const customer = await lockCustomer(tx, deposit.userId);
  if (!customer.tradingCurrency) await fixTradingCurrency(tx, deposit.userId, deposit.priceAsset);
}
