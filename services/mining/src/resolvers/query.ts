import type { MiningContext } from '../context';
import type { Coin } from '../db/schema';

export const Query = {
  plans: (_parent: unknown, { coin }: { coin?: Coin | null }, { mining }: MiningContext) =>
    mining.plans(coin ?? undefined),
};
