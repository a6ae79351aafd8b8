import type { ContractRefundRequestedV1 } from '@mc/contracts';
import type { Executor } from '@mc/platform';
import { findDeposit, type DepositRow } from '../db/deposits.repository';
import { fundsError } from '../errors';
import { customerAccount, platformAccount, post } from '../ledger/ledger';
import { note, type JournalNote } from '../ledger/notes';

/** The ledger's id of a contract's refund: mining asks for one refund per contract at most, so funds pays one. */
export const refundJournalId = (refund: Pick<ContractRefundRequestedV1, 'contractId'>) =>
  `mining_refund:${refund.contractId}`;

/**
 * Pays a refund mining requested, in the caller's transaction: platform REVENUE of the price asset →
 * the customer's available account of it, reversing the purchase the deposit's confirmation booked.
 * A request that does not fit the deposit it names is refused (EVENT_PAYLOAD_INVALID) and posts nothing.
 * The journal id comes from the contract, so a redelivered or re-announced request is a replay: it
 * posts nothing and touches no one (the same id with another amount is refused as IDEMPOTENCY_CONFLICT).
 * Returns the customers whose balances moved.
 */
export async function postContractRefund(tx: Executor, refund: ContractRefundRequestedV1): Promise<string[]> {
  const deposit = refundedDeposit(refund, await findDeposit(tx, refund.depositId));
  const amountMinor = refundAmountOf(refund, deposit);
  const outcome = await post(tx, {
    id: refundJournalId(refund),
    kind: 'MINING_REFUND',
    referenceType: 'mining_contract',
    referenceId: refund.contractId,
    note: noteOf(refund, deposit),
    movements: [
      { account: platformAccount('REVENUE', refund.priceAsset), amountMinor: -amountMinor },
      { account: customerAccount(refund.userId, refund.priceAsset), amountMinor },
    ],
  });
  return outcome.replayed ? [] : outcome.customers;
}

/** The request must name what funds booked: the customer's confirmed mining deposit, in its price asset. */
function refundedDeposit(refund: ContractRefundRequestedV1, deposit: DepositRow | undefined): DepositRow {
  if (!deposit || deposit.purpose !== 'MINING' || deposit.status !== 'CONFIRMED' || deposit.userId !== refund.userId)
    return refused(refund, 'no confirmed mining deposit of this customer has that id');
  if (refund.priceAsset !== deposit.priceAsset) return refused(refund, `the deposit was paid in ${deposit.priceAsset}`);
  return deposit;
}

/**
 * The amount to pay: the deposit's price paid back in full when the plan was sold out, or
 * ⌊price × remaining days ÷ term days⌋ when support ended the contract; never 0 or more than the price.
 */
function refundAmountOf(refund: ContractRefundRequestedV1, deposit: DepositRow): bigint {
  const refuse = (why: string) => refused(refund, why);
  const price = BigInt(refund.pricePaidMinor);
  if (price !== deposit.priceMinor) return refuse(`the deposit's price was ${deposit.priceMinor} minor units`);
  const amount = BigInt(refund.refundMinor);
  if (amount <= 0n || amount > price) return refuse('the refund must be above 0 and at most the price paid');
  const owed =
    refund.reason === 'CAPACITY_EXCEEDED' ? price : (price * BigInt(refund.remainingDays)) / BigInt(refund.termDays);
  if (amount !== owed) return refuse(`${refund.reason} owes ${owed} minor units`);
  return amount;
}

/** What the customer reads in the statement: which purchase is refunded, and why, in their words. */
function noteOf(refund: ContractRefundRequestedV1, deposit: DepositRow): JournalNote {
  const plan = deposit.comment ?? '';
  return refund.reason === 'CAPACITY_EXCEEDED'
    ? note('REFUND_SOLD_OUT', { plan })
    : note('REFUND_ENDED_BY_SUPPORT', {
        plan,
        remainingDays: String(refund.remainingDays),
        termDays: String(refund.termDays),
      });
}

/** Funds's refusal of an event: logged by the consumer and redelivered, never posted. */
function refused(refund: ContractRefundRequestedV1, why: string): never {
  throw fundsError('EVENT_PAYLOAD_INVALID', `Refund of contract ${refund.contractId} refused: ${why}`, {
    contractId: refund.contractId,
    depositId: refund.depositId,
  });
}
