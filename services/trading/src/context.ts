import type { Viewer } from '@mc/platform';
import type { OptionService } from './positions/option.service';
import type { TradeService } from './positions/trade.service';
import type { TradingService } from './trading.service';

export type TradingContext = { viewer: Viewer; trading: TradingService; trades: TradeService; options: OptionService };
