import type { CandleClosedV1 } from '@mc/contracts';
import { REFERENCE_DATA_TTL_MS, TtlCache, type Database, type Transaction } from '@mc/platform';
import { findAsset, listAssets, type AssetRow } from './db/assets.repository';
import {
  listExchangeRates,
  listFxCloses,
  lockExchangeRate,
  saveFxClose,
  writeFeedRate,
  type ExchangeRateRow,
} from './db/rates.repository';
import { fundsError } from './errors';
import {
  figuresFromUsd,
  fxClosesOf,
  targetOfSymbol,
  TETHER_COIN,
  TETHER_USD,
  type FxCloses,
} from './rates/feed-pricing';

/** Owns the funds rules served so far: the asset catalogue and the display exchange rates. */
export class FundsService {
  // The asset catalogue is read by every federated plan and changes only with a migration.
  private readonly assetList = new TtlCache<AssetRow[]>(REFERENCE_DATA_TTL_MS);

  constructor(private readonly database: Database) {}

  assets(): Promise<AssetRow[]> {
    return this.assetList.get('all', () => listAssets(this.database.orm));
  }

  async asset(code: string): Promise<AssetRow | null> {
    const cached = (await this.assets()).find((asset) => asset.code === code);
    return cached ?? (await findAsset(this.database.orm, code)) ?? null;
  }

  exchangeRates(): Promise<ExchangeRateRow[]> {
    return listExchangeRates(this.database.orm);
  }

  /** Applies one closed feed candle inside the consumer's transaction; other symbols are ignored. */
  async applyCandleClosed(tx: Transaction, candle: CandleClosedV1): Promise<void> {
    const target = targetOfSymbol(candle.symbol);
    const candleStartedAt = new Date(candle.startedAt);
    switch (target.kind) {
      case 'ignored':
        return;
      case 'fx':
        await saveFxClose(tx, target.symbol, candle.close, candleStartedAt);
        return this.repriceTether(tx, candleStartedAt);
      case 'coin':
        return this.repriceCoin(tx, target.coin, candle.close, candleStartedAt);
    }
  }

  private async repriceCoin(tx: Transaction, coin: string, usd: number, candleStartedAt: Date): Promise<void> {
    const stored = await this.lockSeededRate(tx, coin);
    // At-least-once delivery can bring an older candle after a newer one: the newer price stands.
    if (stored.feedCandleStartedAt && stored.feedCandleStartedAt > candleStartedAt) return;
    await writeFeedRate(tx, coin, figuresFromUsd(usd, await this.fxCloses(tx), stored), candleStartedAt);
  }

  /**
   * Tether is recomputed from the newest stored fx closes, so a late fx candle cannot make it
   * stale; its stamp only moves forward.
   */
  private async repriceTether(tx: Transaction, candleStartedAt: Date): Promise<void> {
    const stored = await this.lockSeededRate(tx, TETHER_COIN);
    const newest =
      stored.feedCandleStartedAt && stored.feedCandleStartedAt > candleStartedAt
        ? stored.feedCandleStartedAt
        : candleStartedAt;
    await writeFeedRate(tx, TETHER_COIN, figuresFromUsd(TETHER_USD, await this.fxCloses(tx), stored), newest);
  }

  /** Every priced coin is seeded by the migration; a missing row is a broken deployment, not a new coin. */
  private async lockSeededRate(tx: Transaction, coin: string): Promise<ExchangeRateRow> {
    const stored = await lockExchangeRate(tx, coin);
    if (!stored) throw fundsError('RATE_NOT_SEEDED', `No exchange rate row for ${coin}`, { coin });
    return stored;
  }

  private async fxCloses(tx: Transaction): Promise<FxCloses> {
    return fxClosesOf(await listFxCloses(tx));
  }
}
