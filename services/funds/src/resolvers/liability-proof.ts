import { money, type Money } from '../balances/asset-scales';
import type { FundsContext } from '../context';
import type { AmountsByAsset } from '../db/liability-proofs.repository';
import type { LiabilityInclusionProofResolvers, LiabilityProofResolvers } from '../generated/resolvers';

/** Field mappers of the proof of liabilities: snapshot rows and a customer's inclusion proof. */

export const LiabilityProof: LiabilityProofResolvers = {
  root: (row) => row.rootHash,
  totals: (row, _, context) => moneyList(context, row.totals),
};

export const LiabilityInclusionProof: LiabilityInclusionProofResolvers = {
  proof: (inclusion) => inclusion.snapshot,
  leafIndex: (inclusion) => inclusion.leaf.leafIndex,
  balances: (inclusion, _, context) => moneyList(context, inclusion.leaf.balances),
  salt: (inclusion) => inclusion.leaf.salt,
  leafHash: (inclusion) => inclusion.leaf.leafHash,
};

/** Amounts per asset as Money, in catalogue order. */
async function moneyList(context: Pick<FundsContext, 'scales'>, amounts: AmountsByAsset): Promise<Money[]> {
  const scales = await context.scales.all();
  return [...scales.keys()]
    .filter((asset) => asset in amounts)
    .map((asset) => money(asset, BigInt(amounts[asset]), scales));
}
