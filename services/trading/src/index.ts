export { startTradingService, TRADING_MIGRATIONS_DIR, TRADING_TYPE_DEFS, type TradingServiceOptions } from './service';
export type { AskListener, AskSource, FeedInstrument } from './feed';
