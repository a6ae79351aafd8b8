import type { AuditLogReader, Viewer } from '@mc/platform';
import type { CopyReads } from './copying/copy-reads';
import type { DeskService } from './copying/desk.service';
import type { JurisdictionService } from './positions/jurisdiction.service';
import type { Eligibility } from './positions/jurisdiction';
import type { OptionService } from './positions/option.service';
import type { RiskWarningService } from './positions/risk-warning';
import type { TradeAdminService } from './positions/trade-admin.service';
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
  desk: DeskService;
  copying: CopyReads;
  jurisdiction: JurisdictionService;
  riskWarning: RiskWarningService;
  tradeAdmin: TradeAdminService;
  /** The signed-in customer's eligibility, read once per request (every Instrument.leverage asks for it). */
  viewerEligibility: () => Promise<Eligibility | undefined>;
  traderPhotos: TraderPhotoService;
  auditLog: AuditLogReader;
};
