import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { isConnectionLoss, measureHttp, metricsRoute, traceHttpServer } from '@mc/platform';
import { sendError } from './envelope';
import { GatewayClient } from './gateway-client';
import { LegacyInputError } from './legacy-errors';
import { registerAdminAuthRoutes } from './routes/admins-auth';
import { registerContactRoute } from './routes/contact';
import { registerFundsAdminRoutes } from './routes/funds-admin';
import { registerFundsCustomerRoutes } from './routes/funds-customer';
import { registerMiningContractRoutes } from './routes/mining-contracts';
import { registerWalletAndPayoutRoutes } from './routes/wallets-payouts';
import { registerPasswordRoutes } from './routes/passwords';
import { registerCopyToggleRoute } from './routes/copy-toggle';
import { registerTradeRoutes } from './routes/trades';
import { registerTraderRoutes } from './routes/traders';
import { registerUserAdminRoutes } from './routes/users-admin';
import { registerUserAuthRoutes } from './routes/users-auth';
import { registerUserPatchRoute } from './routes/users-patch';
import { registerUserVerificationRoutes } from './routes/users-verification';

/** The `/api` router: legacy calls translated to GraphQL, all answers in the envelope. */
export function createCompatRouter(gatewayUrl: string, logger: Logger) {
  const gateway = new GatewayClient(gatewayUrl);
  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  registerUserAuthRoutes(api, gateway);
  registerUserVerificationRoutes(api, gateway);
  registerAdminAuthRoutes(api, gateway);
  registerPasswordRoutes(api, gateway);
  registerUserAdminRoutes(api, gateway);
  registerFundsCustomerRoutes(api, gateway);
  registerFundsAdminRoutes(api, gateway);
  registerWalletAndPayoutRoutes(api, gateway);
  registerMiningContractRoutes(api, gateway);
  registerTraderRoutes(api, gateway);
  registerCopyToggleRoute(api, gateway);
  registerTradeRoutes(api, gateway);
  registerUserPatchRoute(api, gateway);
  registerContactRoute(api, gateway);
  api.use((request: Request, response: Response) => {
    sendError(response, 404, [`Unknown API call: ${request.method} ${request.baseUrl}${request.path}`]);
  });
  api.use((error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    if (isBodyParseError(error)) return sendError(response, 400, ['Malformed JSON body']);
    if (error instanceof LegacyInputError) return sendError(response, 400, error.problems);
    if (isTooLarge(error)) return sendError(response, 413, ['Request body too large']);
    if (gatewayAway(error)) {
      logger.warn({ err: error }, 'the gateway did not answer');
      // The legacy clients know this failure as 'server error' (specification 000 §4); the status and
      // Retry-After say it is worth trying again.
      response.setHeader('Retry-After', '1');
      return sendError(response, 503, ['server error'], 'The service is restarting; please try again in a moment');
    }
    logger.error({ err: error }, 'legacy call failed');
    sendError(response, 502, ['server error']);
  });
  const app = express();
  app.disable('x-powered-by');
  app.use(measureHttp('compat'));
  app.get('/metrics', metricsRoute());
  // Behind the edge: the caller's IP comes from X-Forwarded-For, and is passed on to the gateway.
  app.set('trust proxy', 'loopback, uniquelocal');
  app.get('/health', (_request, response) => {
    response.json({ status: 'ok', service: 'compat' });
  });
  app.use('/api', traceHttpServer('compat'), api);
  return app;
}

function isBodyParseError(error: unknown): boolean {
  return (error as { type?: string } | null)?.type === 'entity.parse.failed';
}

function isTooLarge(error: unknown): boolean {
  return (error as { type?: string } | null)?.type === 'entity.too.large';
}

/** The gateway did not answer (restarting, draining, away): the caller may try again in a moment. */
function gatewayAway(error: unknown): boolean {
  // isConnectionLoss knows the socket errors of a connection refused or cut, whoever the peer.
  return isConnectionLoss(error) || (error instanceof Error && error.name === 'TimeoutError');
}
