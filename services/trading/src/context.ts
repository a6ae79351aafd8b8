import type { Viewer } from '@mc/platform';
import type { CopyReads } from './copying/copy-reads';
import type { DeskService } from './copying/desk.service';
import type { OptionService } from './positions/option.service';
import type { TradeService } from './positions/trade.service';
import type { CopyService } from './traders/copy.service';
import type { TraderService } from './traders/trader.service';
import type { TradingService } from './trading.service';

export type TradingContext = {
  viewer: Viewer;
  /** As the gateway saw it: recorded with every admin action. */
  clientIp: string;
  trading: TradingService;
  trades: TradeService;
  options: OptionService;
  traders: TraderService;
  copies: CopyService;
  desk: DeskService;
  copying: CopyReads;
};
