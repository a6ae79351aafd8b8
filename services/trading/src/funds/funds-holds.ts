import { encodeViewer, INTERNAL_SECRET_HEADER, VIEWER_HEADER } from '@mc/platform';
import { tradingError, type TradingErrorReason } from '../errors';

/** An amount in one trading currency: a mirror offers one per currency, funds holds the customer's. */
export type CurrencyAmount = { currency: string; amount: string };
/** `amount`: one decimal in the customer's trading currency, or a mirror's amounts in several. */
export type HoldRequest = { holdId: string; userId: string; amount: string | CurrencyAmount[] };
/** What funds held: in the customer's trading currency, with that currency's minor-unit scale. */
export type PlacedHold = { assetCode: string; amountMinor: bigint; minorScale: number };

/** The saga's call into funds (DESIGN.md §8); a port so the service does not care how funds is reached. */
export type FundsHolds = { place(request: HoldRequest): Promise<PlacedHold> };

/** Funds's refusals that trading passes on to the customer under the same reason. */
const PASSED_ON = new Set<TradingErrorReason>([
  'DEPOSIT_REQUIRED',
  'INSUFFICIENT_FUNDS',
  'ACCOUNT_DEACTIVATED',
  'IDEMPOTENCY_CONFLICT',
  'INVALID_INPUT',
]);
/** Funds refused and holds nothing for this request: the request may be decided as refused. */
export const NOTHING_HELD: ReadonlySet<string> = new Set<TradingErrorReason>([
  'DEPOSIT_REQUIRED',
  'INSUFFICIENT_FUNDS',
  'ACCOUNT_DEACTIVATED',
  'INVALID_INPUT',
]);

const PLACE = `mutation ($input: PlaceTradingHoldInput!) {
  placeTradingHold(input: $input) { holdId status amount { assetCode amount amountMinor } }
}`;

type PlaceAnswer = {
  data?: { placeTradingHold: { amount: { assetCode: string; amount: string; amountMinor: string } } } | null;
  errors?: { message: string; extensions?: { reason?: string } }[];
};

/**
 * Calls funds's internal `placeTradingHold` with the internal secret, as the customer who opens the
 * position (funds holds the viewer's money). Subgraph to subgraph, like the gateway's instrument
 * directory; the mutation is @inaccessible, so the public graph cannot reach it.
 */
export class FundsHoldsClient implements FundsHolds {
  constructor(
    private readonly fundsUrl: string,
    private readonly internalSecret: string,
    private readonly timeoutMs = 5_000,
  ) {}

  async place(request: HoldRequest): Promise<PlacedHold> {
    const answer = await this.post(request);
    const refusal = answer.errors?.[0];
    if (refusal) {
      const reason = refusal.extensions?.reason as TradingErrorReason | undefined;
      if (refusal.extensions?.reason === 'HOLD_CANCELLED')
        throw tradingError('REQUEST_ABANDONED', 'This request was abandoned; send a new requestId');
      if (reason && PASSED_ON.has(reason)) throw tradingError(reason, refusal.message);
      throw tradingError('FUNDS_UNAVAILABLE', 'Funds could not hold the amount; try again');
    }
    const amount = answer.data!.placeTradingHold.amount;
    return {
      assetCode: amount.assetCode,
      amountMinor: BigInt(amount.amountMinor),
      minorScale: amount.amount.split('.')[1]?.length ?? 0,
    };
  }

  private async post(request: HoldRequest): Promise<PlaceAnswer> {
    try {
      const response = await fetch(this.fundsUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [INTERNAL_SECRET_HEADER]: this.internalSecret,
          [VIEWER_HEADER]: encodeViewer({ kind: 'user', userId: request.userId }),
        },
        body: JSON.stringify({
          query: PLACE,
          variables: {
            input:
              typeof request.amount === 'string'
                ? { holdId: request.holdId, amount: request.amount }
                : { holdId: request.holdId, amounts: request.amount },
          },
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      return (await response.json()) as PlaceAnswer;
    } catch {
      // Unknown whether funds held: the request stays undecided and the reconciler settles it.
      throw tradingError('FUNDS_UNAVAILABLE', 'Funds did not answer; try again');
    }
  }
}
