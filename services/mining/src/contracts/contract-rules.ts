import assert from 'node:assert/strict';
import type { ContractStatus } from '../db/schema';
import { MHS_PER_THS } from '../plans/estimates';

/**
 * The contract's rules as pure functions (DESIGN.md §7 Contract, §16 Mining). Days are UTC dates
 * (YYYY-MM-DD). A contract mines the days startsOn .. expiresOn − 1; a day is stopped when the
 * contract was stopped at its end (a stop on day D and a resume on day R stop the days D .. R − 1),
 * and each stopped day on or after startsOn moves the expiry one day later.
 */

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(dayStartMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStartMs(to) - dayStartMs(from)) / DAY_MS);
}

function dayStartMs(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  assert.ok(/^\d{4}-\d{2}-\d{2}$/.test(day) && Number.isFinite(ms), `not a UTC date: ${day}`);
  return ms;
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The hashrate a price buys, in proportion to the plan's: price ÷ plan price × plan hashrate, in
 * MH/s, truncated (the customer is never sold hashrate the platform did not price; the loss is below
 * 1 MH/s). The price is in USD cents, the plan's price in whole USD.
 */
export function purchasedHashrateMhs(priceCents: bigint, plan: { priceUsd: number; hashrateThs: number }): bigint {
  assert.ok(priceCents > 0n, 'a purchase has a positive price');
  const hashrateMhs = (priceCents * BigInt(plan.hashrateThs) * MHS_PER_THS) / (BigInt(plan.priceUsd) * 100n);
  assert.ok(hashrateMhs > 0n, `${priceCents} cents buy no hashrate`);
  return hashrateMhs;
}

/** What the state machine needs of a contract. */
export type ContractTimeline = {
  status: ContractStatus;
  startsOn: string;
  expiresOn: string;
  termDays: number;
  stoppedSince: string | null;
  stoppedDays: number;
};

/** The stopped days of the open stop up to (not including) `today`: only days on or after the start count. */
export function openStopDays(contract: ContractTimeline, today: string): number {
  if (contract.status !== 'STOPPED' || contract.stoppedSince === null) return 0;
  return Math.max(0, daysBetween(later(contract.stoppedSince, contract.startsOn), today));
}

/** The nominal expiry moved by every stopped day, the open stop's included: a stopped contract never runs out. */
export function effectiveExpiry(contract: ContractTimeline, today: string): string {
  return addDays(contract.expiresOn, contract.stoppedDays + openStopDays(contract, today));
}

/** A mining contract whose effective expiry has come is expired, whether or not the sweep has recorded it yet. */
export function effectiveStatus(contract: ContractTimeline, today: string): ContractStatus {
  return contract.status === 'MINING' && effectiveExpiry(contract, today) <= today ? 'EXPIRED' : contract.status;
}

/** Days not yet mined when the contract ends on `today` (today itself is not mined): 0 to the term. */
export function remainingDays(contract: ContractTimeline, today: string): number {
  const left = daysBetween(later(today, contract.startsOn), effectiveExpiry(contract, today));
  return Math.min(contract.termDays, Math.max(0, left));
}

/** The unused part of the price: ⌊price × remaining days ÷ term days⌋, in the price's minor units. */
export function proRataRefundMinor(priceMinor: bigint, remaining: number, termDays: number): bigint {
  assert.ok(Number.isInteger(remaining) && remaining >= 0 && remaining <= termDays, `remaining ${remaining} days`);
  return (priceMinor * BigInt(remaining)) / BigInt(termDays);
}

/**
 * What an admin may do, and from which statuses. A stopped contract does not expire (its expiry moves).
 * A support grant waits in PENDING_PAYMENT: a second admin's approval starts it, a rejection ends it.
 */
export type ContractAction = 'STOP' | 'RESUME' | 'TERMINATE' | 'APPROVE_GRANT' | 'REJECT_GRANT';

const TRANSITIONS: Record<ContractAction, { from: readonly ContractStatus[]; to: ContractStatus }> = {
  STOP: { from: ['MINING'], to: 'STOPPED' },
  RESUME: { from: ['STOPPED'], to: 'MINING' },
  TERMINATE: { from: ['PENDING_PAYMENT', 'MINING', 'STOPPED'], to: 'TERMINATED' },
  APPROVE_GRANT: { from: ['PENDING_PAYMENT'], to: 'MINING' },
  REJECT_GRANT: { from: ['PENDING_PAYMENT'], to: 'TERMINATED' },
};

/** A running contract's label or power may be amended; a pending grant is rejected and granted again instead. */
export function mayAmend(current: ContractStatus): boolean {
  return current === 'MINING' || current === 'STOPPED';
}

/**
 * The term of a grant approved on `approvalDay`: it mines from the next day until the expiry asked for
 * (the day it no longer mines), or for `defaultTermDays`. Null when the expiry asked for is not after
 * the start day any more.
 */
export function grantTerm(
  approvalDay: string,
  requestedExpiresOn: string | null,
  defaultTermDays: number,
): { startsOn: string; termDays: number; expiresOn: string } | null {
  const startsOn = addDays(approvalDay, 1);
  const termDays = requestedExpiresOn === null ? defaultTermDays : daysBetween(startsOn, requestedExpiresOn);
  if (termDays < 1) return null;
  return { startsOn, termDays, expiresOn: addDays(startsOn, termDays) };
}

/** The status an action leads to, or null when the current status does not allow it. */
export function nextStatus(action: ContractAction, current: ContractStatus): ContractStatus | null {
  const transition = TRANSITIONS[action];
  return transition.from.includes(current) ? transition.to : null;
}
