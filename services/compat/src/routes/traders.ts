import { randomUUID } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { sendError, sendGraphQLErrors } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import type { TraderInput } from '../generated/graphql';
import { legacyFields } from '../legacy-fields';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { fromAdmin } from '../session-kind';
import { imageFields, uploadOf } from '../uploads';
import { answer } from './answer';
import { amountText, ADMIN } from './funds-shared';
import { toLegacyTrader } from './legacy-trading';

const TRADERS = graphql(`
  query LegacyTraders {
    traders {
      ...LegacyTrader
    }
  }
`);

const ADMIN_TRADERS = graphql(`
  query LegacyAdminTraders {
    traders {
      ...LegacyAdminTrader
    }
  }
`);

const TRADER = graphql(`
  query LegacyTraderById($id: ID!) {
    trader(id: $id) {
      ...LegacyTrader
    }
  }
`);

const ADMIN_TRADER = graphql(`
  query LegacyAdminTraderById($id: ID!) {
    trader(id: $id) {
      ...LegacyAdminTrader
    }
  }
`);

const CREATE_TRADER = graphql(`
  mutation LegacyCreateTrader($input: TraderInput!, $requestId: ID) {
    createTrader(input: $input, requestId: $requestId) {
      ...LegacyAdminTrader
    }
  }
`);

const UPDATE_TRADER = graphql(`
  mutation LegacyUpdateTrader($id: ID!, $input: TraderInput!) {
    updateTrader(id: $id, input: $input) {
      ...LegacyAdminTrader
    }
  }
`);

const RETIRE_TRADER = graphql(`
  mutation LegacyRetireTrader($id: ID!, $reason: String!) {
    retireTrader(id: $id, reason: $reason) {
      ...LegacyAdminTrader
    }
  }
`);

const UPLOAD_TRADER_PHOTO = graphql(`
  mutation LegacyUploadTraderPhoto($id: ID!, $photo: ImageUpload!) {
    uploadTraderPhoto(id: $id, photo: $photo) {
      ...LegacyAdminTrader
    }
  }
`);

/**
 * The legacy form has no money figures for the model account: a trader created through it states an
 * equity of 100,000 USD and lets copiers allocate 100 to 100,000 USD unless the call names others.
 */
export const LEGACY_TRADER_DEFAULTS = { equity: '100000', minAllocation: '100', maxAllocation: '100000' } as const;

const WIN_RATE_COMPUTED = "win_rate is not stored: it is computed from the trader's closed trades";

/** The specification's trader form (name, email, win_rate, profit_share, description), and the figures it lacks. */
const traderFields = {
  name: requiredText.max(100, 'must be at most 100 characters'),
  email: requiredText,
  win_rate: z.unknown().optional(),
  profit_share: amountText.pipe(z.coerce.number({ error: 'must be a number' })),
  description: legacyText.optional(),
  equity: amountText.optional(),
  min_allocation: amountText.optional(),
  max_allocation: amountText.optional(),
};

const TRADER_FIELDS = legacyFields({ profitSharePercent: 'profit_share' });

/** Trader calls (legacy-api.md rows 54–59): reading for everyone, changes for OPERATOR and SUPERADMIN admins. */
export function registerTraderRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/traders', (request, response) =>
    fromAdmin(request)
      ? answer(gateway, request, response, { document: ADMIN_TRADERS, variables: {}, actAs: ADMIN }, (data) =>
          data.traders.map(toLegacyTrader),
        )
      : answer(gateway, request, response, { document: TRADERS, variables: {} }, (data) =>
          data.traders.map(toLegacyTrader),
        ),
  );
  router.get('/traders/:id', (request, response) => {
    const id = String(request.params.id);
    return fromAdmin(request)
      ? answer(gateway, request, response, { document: ADMIN_TRADER, variables: { id }, actAs: ADMIN }, (data) =>
          toLegacyTrader(data.trader),
        )
      : answer(gateway, request, response, { document: TRADER, variables: { id } }, (data) =>
          toLegacyTrader(data.trader),
        );
  });
  router.post('/traders', TRADER_FIELDS, (request, response) => create(gateway, request, response));
  router.patch('/traders', TRADER_FIELDS, (request, response) => update(gateway, request, response));
  router.delete('/traders', (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString, reason: legacyText.trim().optional() });
    return answer(
      gateway,
      request,
      response,
      {
        document: RETIRE_TRADER,
        variables: { id: body.id, reason: body.reason || 'Deleted in the admin panel' },
        actAs: ADMIN,
      },
      (data) => toLegacyTrader(data.retireTrader),
      'Trader retired: no longer listed or copyable; the record and its history are kept',
    );
  });
  router.post('/traders/:id/photo', imageFields('photo'), (request, response) =>
    answer(
      gateway,
      request,
      response,
      {
        document: UPLOAD_TRADER_PHOTO,
        variables: { id: String(request.params.id), photo: uploadOf(request, 'photo') },
        actAs: ADMIN,
      },
      (data) => toLegacyTrader(data.uploadTraderPhoto),
      'Trader photo updated',
    ),
  );
}

type TraderFields = z.infer<z.ZodObject<typeof traderFields>>;

function traderInput(body: TraderFields): TraderInput {
  return {
    name: body.name,
    email: body.email,
    description: body.description ?? '',
    profitSharePercent: body.profit_share,
    equity: body.equity ?? LEGACY_TRADER_DEFAULTS.equity,
    minAllocation: body.min_allocation ?? LEGACY_TRADER_DEFAULTS.minAllocation,
    maxAllocation: body.max_allocation ?? LEGACY_TRADER_DEFAULTS.maxAllocation,
  };
}

/** Row 56: win_rate is accepted and not used; the answer says it is computed. */
async function create(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const body = parseBody(request, { ...traderFields, request_id: legacyText.optional() });
  return answer(
    gateway,
    request,
    response,
    {
      document: CREATE_TRADER,
      variables: { input: traderInput(body), requestId: body.request_id ?? randomUUID() },
      actAs: ADMIN,
    },
    (data) => toLegacyTrader(data.createTrader),
    `Trader created; ${WIN_RATE_COMPUTED}`,
  );
}

/** Row 57: the fields sent change, the others stay as they are (the trader is read first, as an admin). */
async function update(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const partial = z.object(traderFields).partial().shape;
  const body = parseBody(request, { ...partial, id: legacyNumberOrString });
  const current = await gateway.execute(request, response, ADMIN_TRADER, { id: body.id }, ADMIN);
  if (current.errors) return sendGraphQLErrors(response, current.errors);
  const trader = current.data.trader;
  if (trader.retiredAt) return sendError(response, 409, ['This trader is retired and can no longer change']);
  const input = traderInput({
    name: body.name ?? trader.name,
    email: body.email ?? trader.email,
    profit_share: body.profit_share ?? trader.profitSharePercent,
    description: body.description ?? trader.description,
    equity: body.equity ?? trader.equity,
    min_allocation: body.min_allocation ?? trader.minAllocation,
    max_allocation: body.max_allocation ?? trader.maxAllocation,
  });
  return answer(
    gateway,
    request,
    response,
    { document: UPDATE_TRADER, variables: { id: body.id, input }, actAs: ADMIN },
    (data) => toLegacyTrader(data.updateTrader),
    body.win_rate === undefined ? 'Trader updated' : `Trader updated; ${WIN_RATE_COMPUTED}`,
  );
}
