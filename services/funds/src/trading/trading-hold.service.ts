import type { Money } from '../balances/asset-scales';
import type { FundsWork } from '../work';
import { placeTradingHold, type TradingHoldRequest } from './trading-holds';
import { formatMinor } from '../ledger/amounts';

export type TradingHoldView = { holdId: string; status: string; amount: Money };

/** The saga step funds owns for trading (DESIGN.md §8): hold the margin or stake before a position opens. */
export class TradingHoldService {
  constructor(private readonly work: FundsWork) {}

  async place(request: TradingHoldRequest): Promise<TradingHoldView> {
    const hold = await this.work.run(async (tx, context) => {
      const placed = await placeTradingHold(tx, request);
      context.touched([request.userId]);
      return placed;
    });
    return {
      holdId: hold.holdId,
      status: hold.status,
      amount: {
        assetCode: hold.assetCode,
        amount: formatMinor(hold.amountMinor, 2),
        amountMinor: String(hold.amountMinor),
      },
    };
  }
}
