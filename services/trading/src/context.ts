import type { Viewer } from '@mc/platform';
import type { TradingService } from './trading.service';

export type TradingContext = { viewer: Viewer; trading: TradingService };
