import type { Viewer } from '@mc/platform';
import type { OptionService } from './positions/option.service';
import type { TradeService } from './positions/trade.service';
import type { CopyService } from './traders/copy.service';
import type { TraderPhotoService } from './traders/trader-photo.service';
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
  traderPhotos: TraderPhotoService;
};
