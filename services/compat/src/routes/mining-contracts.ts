import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { httpStatusFor } from '@mc/platform';
import { sendError, sendGraphQLErrors, sendOk, type Envelope } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import type { LegacyAdminContractFragment } from '../generated/graphql';
import { legacyErrorMessages, legacyFields } from '../legacy-fields';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { answer } from './answer';
import { amountText, ADMIN } from './funds-shared';
import {
  COIN_OF_CURRENCY,
  CONTRACT_BY_ID,
  CONTRACT_CUSTOMER,
  cryptoAmount,
  currencyCode,
  derivedRequestId,
  legacyDate,
  toLegacyContract,
} from './legacy-contracts';

const GRANT_CONTRACT = graphql(`
  mutation LegacyGrantContract($input: GrantContractInput!) {
    grantContract(input: $input) {
      ...LegacyAdminContract
    }
  }
`);

const AMEND_CONTRACT = graphql(`
  mutation LegacyAmendContract($id: ID!, $planLabel: String, $powerGhs: String, $reason: String!, $requestId: ID) {
    amendContract(id: $id, planLabel: $planLabel, powerGhs: $powerGhs, reason: $reason, requestId: $requestId) {
      ...LegacyAdminContract
    }
  }
`);

const TERMINATE_CONTRACT = graphql(`
  mutation LegacyTerminateContract($id: ID!, $reason: String!) {
    terminateContract(id: $id, reason: $reason) {
      ...LegacyAdminContract
    }
  }
`);

const RESUME_CONTRACT = graphql(`
  mutation LegacyResumeContract($id: ID!, $reason: String!) {
    resumeContract(id: $id, reason: $reason) {
      ...LegacyAdminContract
    }
  }
`);

const STOP_CONTRACT = graphql(`
  mutation LegacyStopContract($id: ID!, $reason: String!) {
    stopContract(id: $id, reason: $reason) {
      ...LegacyAdminContract
    }
  }
`);

const APPROVE_GRANT = graphql(`
  mutation LegacyApproveContractGrant($id: ID!) {
    approveContractGrant(id: $id) {
      ...LegacyAdminContract
    }
  }
`);

/** funds' maker-checker adjustment: the contract form's "added" crypto (DESIGN.md §2). */
const REQUEST_ADDED_ADJUSTMENT = graphql(`
  mutation LegacyContractAddedAdjustment(
    $userId: ID!
    $assetCode: String!
    $amount: String!
    $reason: String!
    $requestId: ID
  ) {
    requestAdjustment(userId: $userId, assetCode: $assetCode, amount: $amount, reason: $reason, requestId: $requestId) {
      id
      status
    }
  }
`);

const NOT_USED = 'speed_per_day is computed from the market parameters; the value sent was not used';

/** The contract form's names of mining's fields, and funds' amount of the "added" crypto adjustment. */
const CONTRACT_FIELDS = legacyFields({
  powerGhs: 'power',
  expiresOn: 'expiry_date',
  planLabel: 'plan',
  amount: 'added',
});

/** Admin contract calls (legacy-api.md rows 49–53): grants and amendments wait for a second admin. */
export function registerMiningContractRoutes(router: Router, gateway: GatewayClient): void {
  router.post('/users/contracts', CONTRACT_FIELDS, (request, response) => grant(gateway, request, response));
  router.patch('/users/contracts', CONTRACT_FIELDS, (request, response) => amend(gateway, request, response));
  router.delete('/users/contracts', async (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString, user_id: legacyNumberOrString, reason: reasonText });
    if (!(await ownContract(gateway, request, response, body.id, body.user_id))) return;
    const reason = body.reason || 'Deleted by support';
    return answer(
      gateway,
      request,
      response,
      { document: TERMINATE_CONTRACT, variables: { id: body.id, reason }, actAs: ADMIN },
      (data) => toLegacyContract(data.terminateContract),
      'Contract terminated; the record is kept',
    );
  });
  router.patch('/users/contracts/play', async (request, response) => {
    const body = parseBody(request, {
      user_id: legacyNumberOrString,
      contract_id: legacyNumberOrString,
      reason: reasonText,
    });
    const contract = await ownContract(gateway, request, response, body.contract_id, body.user_id);
    if (!contract) return;
    // A pending support grant is played by approving it (never by its creator: mining refuses that).
    if (contract.status === 'PENDING_PAYMENT')
      return answer(
        gateway,
        request,
        response,
        { document: APPROVE_GRANT, variables: { id: contract.id }, actAs: ADMIN },
        (data) => toLegacyContract(data.approveContractGrant),
        'Grant approved: the contract mines from the next UTC day',
      );
    return answer(
      gateway,
      request,
      response,
      {
        document: RESUME_CONTRACT,
        variables: { id: contract.id, reason: body.reason || 'Resumed by support' },
        actAs: ADMIN,
      },
      (data) => toLegacyContract(data.resumeContract),
      'Contract resumed',
    );
  });
  router.patch('/users/contracts/pause', async (request, response) => {
    const body = parseBody(request, {
      user_id: legacyNumberOrString,
      contract_id: legacyNumberOrString,
      speed_per_day: z.unknown().optional(),
      reason: reasonText,
    });
    if (!(await ownContract(gateway, request, response, body.contract_id, body.user_id))) return;
    return answer(
      gateway,
      request,
      response,
      {
        document: STOP_CONTRACT,
        variables: { id: body.contract_id, reason: body.reason || 'Paused by support' },
        actAs: ADMIN,
      },
      (data) => toLegacyContract(data.stopContract),
      body.speed_per_day === undefined ? 'Contract paused' : `Contract paused; ${NOT_USED}`,
    );
  });
}

/** The legacy forms have no reason field: an admin may send one; otherwise the call says where it came from. */
const reasonText = legacyText.trim().optional();

/** Row 49: a grant awaiting a second admin; "added" becomes a pending adjustment of the mining balance. */
async function grant(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const body = parseBody(request, {
    user_id: legacyNumberOrString,
    currency: currencyCode,
    power: amountText,
    speed_per_day: z.unknown().optional(),
    added: cryptoAmount.optional(),
    // The contract's hashrate is its power; the old form's separate number is not used.
    hashrate: z.unknown().optional(),
    plan: requiredText.max(100, 'must be at most 100 characters'),
    expiry_date: legacyDate.optional(),
    reason: reasonText,
    request_id: legacyText.optional(),
  });
  const customer = await gateway.execute(request, response, CONTRACT_CUSTOMER, { id: body.user_id }, ADMIN);
  if (customer.errors) return sendGraphQLErrors(response, customer.errors);
  if (!customer.data.customer) return sendError(response, 404, ['User Not Found']);
  const coin = COIN_OF_CURRENCY[body.currency];
  const reason = body.reason || 'Granted by support';
  const granted = await gateway.execute(
    request,
    response,
    GRANT_CONTRACT,
    {
      input: {
        userId: body.user_id,
        planId: `${coin.toLowerCase()}-1`,
        powerGhs: body.power,
        planLabel: body.plan,
        expiresOn: body.expiry_date ?? null,
        reason,
        requestId: body.request_id ?? null,
      },
    },
    ADMIN,
  );
  if (granted.errors) return sendGraphQLErrors(response, granted.errors);
  const contract = granted.data.grantContract;
  const notes = [
    'Contract granted; a second admin must approve it',
    ...(body.speed_per_day === undefined ? [] : [NOT_USED]),
  ];
  return answerWithAdded(gateway, request, response, contract, {
    amount: body.added,
    reason: `Added with the contract grant ${contract.id}: ${reason}`,
    // One grant, one adjustment: the same call again (same request_id) asks funds for it once.
    requestId: derivedRequestId(`contract-added:grant:${contract.id}`),
    notes,
  });
}

/** Row 50: a new label at once; a new power, and the "added" crypto, wait for a second admin. */
async function amend(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const body = parseBody(request, {
    id: legacyNumberOrString,
    user_id: legacyNumberOrString,
    plan: requiredText.max(100, 'must be at most 100 characters').optional(),
    power: amountText.optional(),
    added: cryptoAmount.optional(),
    reason: reasonText,
    request_id: legacyText.optional(),
  });
  const contract = await ownContract(gateway, request, response, body.id, body.user_id);
  if (!contract) return;
  const planLabel = body.plan !== undefined && body.plan !== contract.name ? body.plan : null;
  const powerGhs = body.power !== undefined && Number(body.power) !== Number(contract.powerGhs) ? body.power : null;
  const adds = body.added !== undefined && Number(body.added) !== 0;
  if (planLabel === null && powerGhs === null && !adds)
    return sendError(response, 422, ['Nothing to change: the plan, power and added amount ask for nothing new']);
  const reason = body.reason || 'Amended by support';
  let amended = contract;
  if (planLabel !== null || powerGhs !== null) {
    const result = await gateway.execute(
      request,
      response,
      AMEND_CONTRACT,
      { id: contract.id, planLabel, powerGhs, reason, requestId: body.request_id ?? null },
      ADMIN,
    );
    if (result.errors) return sendGraphQLErrors(response, result.errors);
    amended = result.data.amendContract;
  }
  const notes = [powerGhs === null ? 'Contract amended' : 'Contract amended; the new power waits for a second admin'];
  return answerWithAdded(gateway, request, response, amended, {
    amount: body.added,
    reason: `Added with the amendment of contract ${contract.id}: ${reason}`,
    requestId: body.request_id ? derivedRequestId(`contract-added:amendment:${contract.id}:${body.request_id}`) : null,
    notes,
  });
}

/**
 * Answers with the contract after asking funds for the "added" crypto as a pending adjustment (a second
 * admin approves it). The contract call already took effect: if funds refuses, the answer says both.
 */
async function answerWithAdded(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  contract: LegacyAdminContractFragment,
  added: { amount: string | undefined; reason: string; requestId: string | null; notes: string[] },
): Promise<void> {
  const data = toLegacyContract(contract);
  const { amount, notes } = added;
  if (amount === undefined || Number(amount) === 0) return sendOk(response, { ...data, added: 0 }, notes.join('; '));
  const adjustment = await gateway.execute(
    request,
    response,
    REQUEST_ADDED_ADJUSTMENT,
    {
      userId: contract.userId,
      assetCode: contract.coin,
      amount,
      reason: added.reason.slice(0, 300),
      requestId: added.requestId,
    },
    ADMIN,
  );
  if (adjustment.errors) {
    const errors = legacyErrorMessages(response, adjustment.errors).map(
      (error) => `${notes[0]}, but the added amount was not recorded: ${error}`,
    );
    const envelope: Envelope = { errors, message: errors[0], data };
    response.status(httpStatusFor(adjustment.errors[0]?.extensions?.code)).json(envelope);
    return;
  }
  const pending = adjustment.data.requestAdjustment;
  sendOk(
    response,
    { ...data, added: Number(amount), added_adjustment: { id: pending.id, status: pending.status.toLowerCase() } },
    [...notes, 'the added amount waits for a second admin as an adjustment'].join('; '),
  );
}

/** The per-user calls name the customer: a contract of another customer (or none) is answered as not found. */
async function ownContract(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  id: string,
  userId: string,
): Promise<LegacyAdminContractFragment | undefined> {
  const result = await gateway.execute(request, response, CONTRACT_BY_ID, { id }, ADMIN);
  const missing = result.errors?.[0]?.extensions?.reason === 'CONTRACT_NOT_FOUND';
  if (result.errors && !missing) return (sendGraphQLErrors(response, result.errors), undefined);
  const contract = result.data?.contract;
  if (!missing && contract && contract.userId === userId) return contract;
  sendError(response, 404, ['Not Found']);
  return undefined;
}
