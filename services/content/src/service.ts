import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startSubgraphServer, type RunningServer, type ServiceRuntime } from '@mc/platform';
import { ContentService } from './content.service';
import type { ContentContext } from './context';
import { resolvers } from './resolvers';

export const CONTENT_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');
export const CONTENT_TYPE_DEFS = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');

export async function startContentService(runtime: ServiceRuntime): Promise<RunningServer> {
  const content = new ContentService(runtime.database);
  return startSubgraphServer<ContentContext>({
    name: 'content',
    typeDefs: CONTENT_TYPE_DEFS,
    resolvers,
    context: (viewer) => ({ viewer, content }),
    internalSecret: runtime.internalSecret,
    logger: runtime.logger,
    checkReady: () => runtime.database.ping(),
    host: runtime.host,
    port: runtime.port,
    production: runtime.production,
  });
}
