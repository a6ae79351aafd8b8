import type { Response } from 'express';
import { sendError } from '../envelope';

/**
 * The admin trade forms of specification 001 that would edit a trade (legacy-api.md rows 65 with edit
 * fields, and 67): refused for good (DESIGN.md §2: prices come only from the feed, records are append-only).
 * Closing at market, voiding and opening a trader trade are in trades-admin-ops.ts.
 */
export type AdminTradeChange = 'edit' | 'date';

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

export function asksForEdit(body: unknown): boolean {
  const fields = (body ?? {}) as Record<string, unknown>;
  return EDIT_FIELDS.some((field) => Object.hasOwn(fields, field));
}

export function refuseAdminTradeChange(response: Response, change: AdminTradeChange): void {
  const refusal = change === 'date' ? TRADE_DATES_IMMUTABLE : TRADES_IMMUTABLE;
  sendError(response, 409, [refusal, ADJUSTMENT_POINTER]);
}
