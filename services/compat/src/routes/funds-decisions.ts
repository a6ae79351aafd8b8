import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, Response } from 'express';
import { sendError, sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import type {
  DepositByIdQuery,
  DepositOwnerQuery,
  LegacyDepositFragment,
  LegacyWithdrawalFragment,
  WithdrawalByIdQuery,
  WithdrawalOwnerQuery,
} from '../generated/graphql';
import { answer } from './answer';
import { ADMIN } from './funds-shared';
import { toLegacyDeposit, toLegacyWithdrawal } from './legacy-funds';

/** The statuses an admin may ask for, in the order of the global forms' 1 to 3. */
export const DEPOSIT_STATUS = ['PENDING', 'CONFIRMED', 'FAILED'] as const;
export const WITHDRAWAL_STATUS = ['PENDING', 'COMPLETED', 'FAILED'] as const;

/** What the legacy decision forms may send along with the status. */
export type Decision = { transaction_reference?: string; payout_reference?: string; reason?: string };

const CONFIRM_DEPOSIT = graphql(`
  mutation ConfirmDeposit($id: ID!, $transactionReference: String) {
    confirmDeposit(id: $id, transactionReference: $transactionReference) {
      ...LegacyDeposit
    }
  }
`);

const FAIL_DEPOSIT = graphql(`
  mutation FailDeposit($id: ID!, $reason: String) {
    failDeposit(id: $id, reason: $reason) {
      ...LegacyDeposit
    }
  }
`);

const COMPLETE_WITHDRAWAL = graphql(`
  mutation CompleteWithdrawal($id: ID!, $payoutReference: String) {
    completeWithdrawal(id: $id, payoutReference: $payoutReference) {
      ...LegacyWithdrawal
    }
  }
`);

const FAIL_WITHDRAWAL = graphql(`
  mutation FailWithdrawal($id: ID!, $reason: String!) {
    failWithdrawal(id: $id, reason: $reason) {
      ...LegacyWithdrawal
    }
  }
`);

const DEPOSIT_BY_ID = graphql(`
  query DepositById($id: ID!) {
    deposit(id: $id) {
      ...LegacyDeposit
    }
  }
`);

const WITHDRAWAL_BY_ID = graphql(`
  query WithdrawalById($id: ID!) {
    withdrawal(id: $id) {
      ...LegacyWithdrawal
    }
  }
`);

/** A record's current state, looked up by id: a decision to keep it pending is answered from it. */
type RecordLookup<TData, TRecord extends { status: string }> = {
  name: 'deposit' | 'withdrawal';
  document: TypedDocumentNode<TData, { id: string }>;
  recordIn: (data: TData) => TRecord | null;
  toLegacy: (record: TRecord) => unknown;
};

const DEPOSIT_RECORD: RecordLookup<DepositByIdQuery, LegacyDepositFragment> = {
  name: 'deposit',
  document: DEPOSIT_BY_ID,
  recordIn: (data) => data.deposit,
  toLegacy: toLegacyDeposit,
};

const WITHDRAWAL_RECORD: RecordLookup<WithdrawalByIdQuery, LegacyWithdrawalFragment> = {
  name: 'withdrawal',
  document: WITHDRAWAL_BY_ID,
  recordIn: (data) => data.withdrawal,
  toLegacy: toLegacyWithdrawal,
};

/** The customer a record belongs to, looked up by the record's id; undefined when there is no such record. */
export type OwnerLookup<TData> = {
  document: TypedDocumentNode<TData, { id: string }>;
  ownerIn: (data: TData) => string | undefined;
};

export const DEPOSIT_OWNER: OwnerLookup<DepositOwnerQuery> = {
  document: graphql(`
    query DepositOwner($id: ID!) {
      deposit(id: $id) {
        userId
      }
    }
  `),
  ownerIn: (data) => data.deposit?.userId,
};

export const WITHDRAWAL_OWNER: OwnerLookup<WithdrawalOwnerQuery> = {
  document: graphql(`
    query WithdrawalOwner($id: ID!) {
      withdrawal(id: $id) {
        userId
      }
    }
  `),
  ownerIn: (data) => data.withdrawal?.userId,
};

export async function decideDeposit(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  id: string,
  status: (typeof DEPOSIT_STATUS)[number],
  decision: Decision,
) {
  if (status === 'PENDING') return keepPending(gateway, request, response, DEPOSIT_RECORD, id);
  const message = `Deposit ${status.toLowerCase()}`;
  if (status === 'CONFIRMED')
    return answer(
      gateway,
      request,
      response,
      {
        document: CONFIRM_DEPOSIT,
        variables: { id, transactionReference: decision.transaction_reference ?? null },
        actAs: ADMIN,
      },
      (data) => toLegacyDeposit(data.confirmDeposit),
      message,
    );
  return answer(
    gateway,
    request,
    response,
    { document: FAIL_DEPOSIT, variables: { id, reason: decision.reason ?? null }, actAs: ADMIN },
    (data) => toLegacyDeposit(data.failDeposit),
    message,
  );
}

/** The legacy form has no reason field: a failure without one says it came from the legacy call. */
const LEGACY_FAILURE_REASON = 'Marked failed by an admin';

export async function decideWithdrawal(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  id: string,
  status: (typeof WITHDRAWAL_STATUS)[number],
  decision: Decision,
) {
  if (status === 'PENDING') return keepPending(gateway, request, response, WITHDRAWAL_RECORD, id);
  const message = `Withdrawal ${status.toLowerCase()}`;
  if (status === 'COMPLETED')
    return answer(
      gateway,
      request,
      response,
      {
        document: COMPLETE_WITHDRAWAL,
        variables: { id, payoutReference: decision.payout_reference ?? null },
        actAs: ADMIN,
      },
      (data) => toLegacyWithdrawal(data.completeWithdrawal),
      message,
    );
  return answer(
    gateway,
    request,
    response,
    {
      document: FAIL_WITHDRAWAL,
      variables: { id, reason: decision.reason || LEGACY_FAILURE_REASON },
      actAs: ADMIN,
    },
    (data) => toLegacyWithdrawal(data.failWithdrawal),
    message,
  );
}

/** "Pending" is where every record starts: asking for it is fine while it is pending, a 409 afterwards. */
async function keepPending<TData, TRecord extends { status: string }>(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  lookup: RecordLookup<TData, TRecord>,
  id: string,
): Promise<void> {
  const result = await gateway.execute(request, response, lookup.document, { id }, ADMIN);
  if (result.errors) return sendGraphQLErrors(response, result.errors);
  const record = lookup.recordIn(result.data);
  if (!record) return sendError(response, 404, ['Not Found']);
  if (record.status !== 'PENDING')
    return sendError(response, 409, [
      `The ${lookup.name} is already ${record.status.toLowerCase()}; it cannot return to pending`,
    ]);
  sendOk(response, lookup.toLegacy(record));
}

/** The per-user forms name the customer: a record of another customer is answered as not found. */
export async function belongsElsewhere<TData>(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  lookup: OwnerLookup<TData>,
  id: string,
  userId: string,
): Promise<boolean> {
  const result = await gateway.execute(request, response, lookup.document, { id }, ADMIN);
  if (result.errors) return (sendGraphQLErrors(response, result.errors), true);
  if (lookup.ownerIn(result.data) === userId) return false;
  sendError(response, 404, ['Not Found']);
  return true;
}
