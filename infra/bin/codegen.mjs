#!/usr/bin/env node
// `npm run codegen`: recompose the API schema, then regenerate every typed artefact from the graph —
// client documents (web, admin, compat) and each subgraph's resolver types. With `--check` (run by
// `npm test`) nothing is written: it fails when composition or any generated file is out of date, or
// when a document asks for something the graph does not have.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const check = process.argv.includes('--check');
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const configs = [
  'web/codegen.ts',
  'admin/codegen.ts',
  ...readdirSync(path.join(root, 'services')).map((service) => `services/${service}/codegen.ts`),
].filter((config) => existsSync(path.join(root, config)));

let failed = run('npm', ['run', 'compose', '--silent', '--', ...(check ? ['--check'] : [])]) !== 0;
for (const config of configs) {
  const args = ['--config', config, '--errors-only', ...(check ? ['--check'] : [])];
  if (run(path.join(root, 'node_modules', '.bin', 'graphql-codegen'), args) !== 0) {
    process.stderr.write(
      `codegen: ${config} ${check ? 'is out of date or invalid: run `npm run codegen`' : 'failed'}\n`,
    );
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
