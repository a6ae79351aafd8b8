import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startDomainSubgraph, type RunningServer, type ServiceRuntime } from '@mc/platform';
import type { IdentityContext } from './context';
import { IdentityService } from './identity.service';
import { resolvers } from './resolvers';

export const IDENTITY_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');
export const IDENTITY_TYPE_DEFS = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');

export async function startIdentityService(runtime: ServiceRuntime): Promise<RunningServer> {
  const identity = new IdentityService(runtime.database);
  return startDomainSubgraph<IdentityContext>(runtime, {
    name: 'identity',
    typeDefs: IDENTITY_TYPE_DEFS,
    resolvers,
    context: (viewer) => ({ viewer, identity }),
  });
}
