import DataLoader from 'dataloader';
import type { Request } from 'express';
import { CLIENT_IP_HEADER, type Viewer, type AuditLogReader } from '@mc/platform';
import type { AdjustmentService } from './adjustments/adjustment.service';
import type { AssetScales } from './balances/asset-scales';
import type { BalanceService } from './balances/balance.service';
import type { AccountRow } from './db/ledger.repository';
import type { DepositService } from './deposits/deposit.service';
import type { FundsService } from './funds.service';
import type { LoanService } from './loans/loan.service';
import type { PayoutService } from './payouts/payout.service';
import type { LiabilityProofService } from './proofs/liability-proof.service';
import type { TradingHoldService } from './trading/trading-hold.service';
import type { WalletService } from './wallets/wallet.service';
import type { WithdrawalService } from './withdrawals/withdrawal.service';

export type FundsServices = {
  funds: FundsService;
  scales: AssetScales;
  balances: BalanceService;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  loans: LoanService;
  adjustments: AdjustmentService;
  wallets: WalletService;
  payouts: PayoutService;
  auditLog: AuditLogReader;
  liabilityProofs: LiabilityProofService;
  tradingHolds: TradingHoldService;
  now: () => number;
};

/** Per-request batches: a list of 50 users costs one query per field, not fifty. */
export type FundsLoaders = {
  accounts: DataLoader<string, AccountRow[]>;
  pendingDeposits: DataLoader<string, number>;
  pendingWithdrawals: DataLoader<string, number>;
};

export type FundsContext = FundsServices & { viewer: Viewer; clientIp: string; loaders: FundsLoaders };

export function buildContext(services: FundsServices, viewer: Viewer, request: Request): FundsContext {
  const counts = (load: (ids: string[]) => Promise<Map<string, number>>) =>
    new DataLoader<string, number>(async (ids) => {
      const found = await load([...ids]);
      return ids.map((id) => found.get(id) ?? 0);
    });
  return {
    ...services,
    viewer,
    clientIp: request.header(CLIENT_IP_HEADER) ?? 'unknown',
    loaders: {
      accounts: new DataLoader((ids) => services.balances.accountsByOwner(ids)),
      pendingDeposits: counts((ids) => services.deposits.pendingCounts(ids)),
      pendingWithdrawals: counts((ids) => services.withdrawals.pendingCounts(ids)),
    },
  };
}
