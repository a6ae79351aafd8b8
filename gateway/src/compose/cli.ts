import { writeFileSync } from 'node:fs';
import {
  API_SCHEMA_PATH,
  composeSupergraph,
  readCommittedApiSchema,
  readCommittedSupergraph,
  SUPERGRAPH_PATH,
} from './compose';

/**
 * `npm run compose` writes the supergraph and the client-facing API schema; `npm run compose -- --check`
 * fails when either is stale.
 */
const outcome = composeSupergraph();
if (outcome.errors.length > 0 || !outcome.supergraphSdl) {
  process.stderr.write(`Composition failed:\n${outcome.errors.map((error) => `  - ${error}`).join('\n')}\n`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  const stale = [
    readCommittedSupergraph() !== outcome.supergraphSdl && 'gateway/supergraph.graphql',
    readCommittedApiSchema() !== outcome.apiSchemaSdl && 'gateway/api-schema.graphql',
  ].filter(Boolean);
  if (stale.length > 0) {
    process.stderr.write(`${stale.join(' and ')} stale: run \`npm run compose\` and commit.\n`);
    process.exit(1);
  }
  process.stdout.write('supergraph and API schema are up to date\n');
} else {
  writeFileSync(SUPERGRAPH_PATH, outcome.supergraphSdl);
  writeFileSync(API_SCHEMA_PATH, outcome.apiSchemaSdl);
  process.stdout.write(`wrote ${SUPERGRAPH_PATH} and ${API_SCHEMA_PATH}\n`);
}
