import type { Response } from 'express';
import { sendError } from '../envelope';

/**
 * The admin trade forms of specification 001 (legacy-api.md rows 63, 65–67). Editing a trade's figures or
 * dates is refused for good (DESIGN.md §2: prices come only from the feed, records are append-only). Opening
 * a mirror, closing at market and voiding are what the trader desk and the admin close and void will do;
 * until those mutations exist the calls say so and change nothing.
 */
export type AdminTradeChange = 'open' | 'edit' | 'date' | 'void';

const ADJUSTMENT_POINTER = "Correct a customer's balance with an adjustment (Direct Update) instead.";

export const TRADES_IMMUTABLE =
  'Trades are immutable: prices, profit, lot size and levels come from recorded feed ticks and cannot be edited.';
export const TRADE_DATES_IMMUTABLE =
  'Trade dates are immutable: a trade opens and closes at the times of recorded feed ticks.';

/** The update form's fields (specification 001 §3); a PATCH without any of them asks to close the trade. */
const EDIT_FIELDS = [
  'symbol',
  'lot_size',
  'opening_price',
  'amount',
  'type',
  'market',
  'take_profit',
  'stop_loss',
  'updated_at_month',
  'updated_at_day',
  'trader_id',
];

export function refuseAdminTradeChange(
  response: Response,
  change: AdminTradeChange,
  body: Record<string, unknown> = {},
): void {
  switch (change) {
    case 'date':
      return sendError(response, 409, [TRADE_DATES_IMMUTABLE, ADJUSTMENT_POINTER]);
    case 'edit':
      if (EDIT_FIELDS.some((field) => Object.hasOwn(body, field)))
        return sendError(response, 409, [TRADES_IMMUTABLE, ADJUSTMENT_POINTER]);
      return sendError(response, 403, [
        'An admin closes a trade at market with the admin close, which is not available yet; the customer may close it',
      ]);
    case 'open':
      return sendError(response, 403, [
        "An admin opens a customer's trade as a mirror of a copied trader from the trader desk, which is not available yet",
      ]);
    case 'void':
      return sendError(response, 403, [
        'An admin voids a trade within 5 trading sessions for a stated reason, which is not available yet',
      ]);
  }
}
