import type { FundsContext } from '../context';

export const Query = {
  assets: (_parent: unknown, _args: unknown, { funds }: FundsContext) => funds.assets(),
  asset: (_parent: unknown, { code }: { code: string }, { funds }: FundsContext) => funds.asset(code),
  exchangeRates: (_parent: unknown, _args: unknown, { funds }: FundsContext) => funds.exchangeRates(),
};
