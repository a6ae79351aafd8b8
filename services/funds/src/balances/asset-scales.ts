import { formatMinor } from '../ledger/amounts';

/** Scales of the ledger's assets (from the cached catalogue), to turn minor units into Money. */
export type Money = { assetCode: string; amount: string; amountMinor: string };

export class AssetScales {
  constructor(private readonly load: () => Promise<{ code: string; scale: number }[]>) {}

  async all(): Promise<Map<string, number>> {
    return new Map((await this.load()).map((asset) => [asset.code, asset.scale]));
  }

  async scaleOf(assetCode: string): Promise<number | undefined> {
    return (await this.all()).get(assetCode);
  }
}

export function money(assetCode: string, minor: bigint, scales: Map<string, number>): Money {
  const scale = scales.get(assetCode);
  if (scale === undefined) throw new Error(`Unknown asset ${assetCode}`);
  return { assetCode, amount: formatMinor(minor, scale), amountMinor: minor.toString() };
}
