import { money, type Money } from '../balances/asset-scales';
import type { FundsContext } from '../context';
import type { AmountsByAsset, SnapshotRow } from '../db/liability-proofs.repository';
import type { InclusionProof } from '../proofs/liability-proof.service';

/** Field mappers of the proof of liabilities: snapshot rows and a customer's inclusion proof. */

export const LiabilityProof = {
  root: (row: SnapshotRow) => row.rootHash,
  totals: (row: SnapshotRow, _: unknown, context: FundsContext) => moneyList(context, row.totals),
};

export const LiabilityInclusionProof = {
  proof: (inclusion: InclusionProof) => inclusion.snapshot,
  leafIndex: (inclusion: InclusionProof) => inclusion.leaf.leafIndex,
  balances: (inclusion: InclusionProof, _: unknown, context: FundsContext) =>
    moneyList(context, inclusion.leaf.balances),
  salt: (inclusion: InclusionProof) => inclusion.leaf.salt,
  leafHash: (inclusion: InclusionProof) => inclusion.leaf.leafHash,
};

/** Amounts per asset as Money, in catalogue order. */
async function moneyList(context: Pick<FundsContext, 'scales'>, amounts: AmountsByAsset): Promise<Money[]> {
  const scales = await context.scales.all();
  return [...scales.keys()]
    .filter((asset) => asset in amounts)
    .map((asset) => money(asset, BigInt(amounts[asset]), scales));
}
