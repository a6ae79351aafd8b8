#!/usr/bin/env node
// `npm test`: check format and lint, type-check, build the clients the browser tests load, run every jest suite, and
// close with one plain "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const fresh = process.env.CI === 'true';

/** Runs a command with its output kept, and prints the output in one piece when it ends. */
function runQuietly(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      process.stdout.write(`${label}...\n${output}`);
      resolve(status ?? 1);
    });
  });
}

/** Runs the steps one after another; resolves with each step's exit status. */
async function lane(steps) {
  const statuses = [];
  for (const [label, command, args] of steps) statuses.push(await runQuietly(label, command, args));
  return statuses;
}

const builds = ['web', 'admin', 'gateway']
  .filter((workspace) => {
    const output =
      workspace === 'gateway'
        ? 'gateway/dist/sandbox/index.html'
        : workspace === 'web'
          ? 'web/dist-ssr/entry-server.js'
          : `${workspace}/dist/index.html`;
    return fresh || !existsSync(path.join(root, output));
  })
  .map((workspace) => [`building ${workspace}`, 'npm', ['run', 'build', '-w', workspace, '--silent']]);
// The checks are mostly single-threaded: two lanes at once keep both cores of a CI machine busy. The lint
// (type-aware, about 105 s on this machine) is one lane; the builds and every type check the other
// (about 95 s), so that the two end together.
const clientTypeChecks = ['web', 'admin', 'gateway/sandbox'].map((dir) => [
  `type-checking ${dir}`,
  bin('tsc'),
  ['--noEmit', '-p', `${dir}/tsconfig.json`],
]);
const [laneA, laneB] = await Promise.all([
  lane([
    ...builds,
    ['checking generated types against the graph', 'npm', ['run', 'codegen', '--silent', '--', '--check']],
    ['type-checking the services', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
    ...clientTypeChecks,
  ]),
  lane([['checking format and lint', 'npm', ['run', 'lint', '--silent']]]),
]);
if (laneA.slice(0, builds.length).some((status) => status !== 0)) process.exit(1);
const [codegenStatus, typecheckStatus, ...clientStatuses] = laneA.slice(builds.length);
const codegenFailed = codegenStatus !== 0;
const typecheckFailed = typecheckStatus !== 0;
const lintFailed = laneB[0] !== 0;
const clientsFailed = clientStatuses.some((status) => status !== 0);

mkdirSync(path.join(root, '.test-results'), { recursive: true });
const jestEnv = {
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--disable-warning=ExperimentalWarning']
    .filter(Boolean)
    .join(' '),
};
const extraArgs = process.argv.slice(2);
// Unit and integration suites in parallel. Then the two end-to-end suites that start the platform as a
// person does, alone: e2e-embedded asserts `npm start`'s start-up and restart times, so they are measured
// on a quiet machine, and e2e-distributed's seven processes slowed the suite beside them more than they
// saved (CI 2,382 s against 2,352 s, 2026-11-28). Then the other browser suites two at a time: they mostly
// wait on the platform and the browser, and one at a time they took most of CI's 40 minutes.
const timedStartSuites = '/e2e-(embedded|distributed)\\.test\\.ts$';
const runs =
  extraArgs.length > 0
    ? [['all', extraArgs]]
    : [
        ['unit', ['--testPathIgnorePatterns', '/node_modules/', '/dist/', '/e2e-']],
        ['e2e-start', ['--runInBand', '--testPathPatterns', timedStartSuites]],
        [
          'e2e',
          [
            '--maxWorkers=2',
            '--testPathPatterns',
            '/e2e-',
            '--testPathIgnorePatterns',
            '/node_modules/',
            '/dist/',
            timedStartSuites,
          ],
        ],
      ];
let jestFailed = false;
let passed = 0;
let failed = 0;
for (const [name, args] of runs) {
  const resultsFile = path.join(root, '.test-results', `jest-${name}.json`);
  if (run(bin('jest'), ['--json', `--outputFile=${resultsFile}`, ...args], jestEnv) !== 0) jestFailed = true;
  if (!existsSync(resultsFile)) {
    failed += 1;
    continue;
  }
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0);
}
if (lintFailed || codegenFailed) failed += 1;
if (typecheckFailed || clientsFailed) failed += 1;
// Name the checks that failed: each counts as one failure in the closing line, which a reader of a long
// log may otherwise take for a test.
const failedChecks = [
  lintFailed && 'format or lint',
  codegenFailed && 'generated types',
  (typecheckFailed || clientsFailed) && 'type check',
].filter(Boolean);
if (failedChecks.length > 0) console.log(`\nfailed checks: ${failedChecks.join(', ')} (see above)`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(jestFailed || lintFailed || codegenFailed || typecheckFailed || clientsFailed || failed > 0 ? 1 : 0);
