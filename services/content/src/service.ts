import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startDomainSubgraph, type RunningServer, type ServiceRuntime } from '@mc/platform';
import { ContentService } from './content.service';
import type { ContentContext } from './context';
import { resolvers } from './resolvers';

export const CONTENT_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');
export const CONTENT_TYPE_DEFS = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');

export async function startContentService(runtime: ServiceRuntime): Promise<RunningServer> {
  const content = new ContentService(runtime.database);
  return startDomainSubgraph<ContentContext>(runtime, {
    name: 'content',
    typeDefs: CONTENT_TYPE_DEFS,
    resolvers,
    context: (viewer) => ({ viewer, content }),
  });
}
