import { writeFileSync } from 'node:fs';
import { composeSupergraph, readCommittedSupergraph, SUPERGRAPH_PATH } from './compose';

/** `npm run compose` writes the supergraph; `npm run compose -- --check` fails when it is stale. */
const outcome = composeSupergraph();
if (outcome.errors.length > 0 || !outcome.supergraphSdl) {
  process.stderr.write(`Composition failed:\n${outcome.errors.map((error) => `  - ${error}`).join('\n')}\n`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  if (readCommittedSupergraph() !== outcome.supergraphSdl) {
    process.stderr.write('gateway/supergraph.graphql is stale: run `npm run compose` and commit it.\n');
    process.exit(1);
  }
  process.stdout.write('supergraph is up to date\n');
} else {
  writeFileSync(SUPERGRAPH_PATH, outcome.supergraphSdl);
  process.stdout.write(`wrote ${SUPERGRAPH_PATH}\n`);
}
