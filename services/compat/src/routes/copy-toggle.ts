import { randomUUID } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { sendGraphQLErrors } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import { legacyFields } from '../legacy-fields';
import { legacyNumberOrString, parseBody } from '../legacy-input';
import { answer } from './answer';
import { amountText } from './funds-shared';
import { toLegacyTrader } from './legacy-trading';
import { answered } from '../answered';

const COPYING_STATE = graphql(`
  query LegacyCopyingState($traderId: ID!) {
    me {
      id
      copiedTraders {
        trader {
          id
        }
      }
    }
    trader(id: $traderId) {
      id
      minAllocation
    }
  }
`);

const COPY_TRADER = graphql(`
  mutation LegacyCopyTrader($traderId: ID!, $allocation: String!, $requestId: ID!) {
    copyTrader(traderId: $traderId, allocation: $allocation, requestId: $requestId) {
      allocation
      trader {
        ...LegacyTrader
      }
    }
  }
`);

const STOP_COPYING = graphql(`
  mutation LegacyStopCopying($traderId: ID!) {
    stopCopying(traderId: $traderId) {
      allocation
      trader {
        ...LegacyTrader
      }
    }
  }
`);

/**
 * Row 60 (the traders list's Copy / Stop button): stops a copy of the trader, or starts one. The legacy
 * button names no amount, so a copy it starts allocates the trader's minimum allocation (in USD) unless
 * the call sends `allocation`; the answer's `copying` says which way it went.
 */
export function registerCopyToggleRoute(router: Router, gateway: GatewayClient): void {
  router.post('/users/trader', legacyFields({ traderId: 'id' }), (request, response) =>
    toggle(gateway, request, response),
  );
}

async function toggle(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const body = parseBody(request, { id: legacyNumberOrString, allocation: amountText.optional() });
  const state = await gateway.execute(request, response, COPYING_STATE, { traderId: body.id });
  if (state.errors) return sendGraphQLErrors(response, state.errors);
  const copying =
    (state.data.me && answered(state.data.me.copiedTraders, 'copiedTraders'))?.some(
      (copy) => copy.trader.id === state.data.trader.id,
    ) ?? false;
  const traderId = state.data.trader.id;
  if (copying)
    return answer(
      gateway,
      request,
      response,
      { document: STOP_COPYING, variables: { traderId } },
      (data) => ({ ...toLegacyTrader(data.stopCopying.trader), copying: 0 }),
      'Stopped copying this trader; open trades stay yours',
    );
  const allocation = body.allocation ?? state.data.trader.minAllocation;
  return answer(
    gateway,
    request,
    response,
    { document: COPY_TRADER, variables: { traderId, allocation, requestId: randomUUID() } },
    (data) => ({
      ...toLegacyTrader(data.copyTrader.trader),
      copying: 1,
      allocation: Number(data.copyTrader.allocation),
    }),
    `Copying this trader with ${allocation} USD`,
  );
}
