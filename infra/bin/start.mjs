#!/usr/bin/env node
// `npm start` on a fresh clone: install dependencies and build the clients when missing, then
// run the platform (embedded by default; `--distributed` for one process per service).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(path.join(root, 'node_modules', '.bin', 'tsx'))) {
  console.log('Installing dependencies (first start only)...');
  // Not `npm ci`: see .ci/run for why this machine's lockfile needs `npm install`.
  run('npm', ['install', '--no-audit', '--no-fund']);
}
const builds = [
  ['web', path.join(root, 'web', 'dist-ssr', 'entry-server.js')],
  ['admin', path.join(root, 'admin', 'dist', 'index.html')],
  ['gateway', path.join(root, 'gateway', 'dist', 'sandbox', 'index.html')],
];
for (const [workspace, output] of builds) {
  if (!existsSync(output)) {
    console.log(`Building ${workspace} (first start only)...`);
    run('npm', ['run', 'build', '-w', workspace, '--silent']);
  }
}

const entry = process.argv.includes('--distributed') ? 'infra/src/main-distributed.ts' : 'infra/src/main-embedded.ts';
// `node --import tsx`, not the tsx wrapper: a wrapper would turn a repeated signal into a hard kill.
const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
