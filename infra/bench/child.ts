import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { REPOSITORY_ROOT } from '../src/layout';

/**
 * Runs a load script of this folder as a second process and resolves with the JSON of its last
 * stdout line. The job goes over stdin, not argv: a many-customer job (a token per request) is
 * larger than the 128 KB Linux allows one argument.
 */
export function runChild<T>(script: string, job: unknown): Promise<T> {
  const child = spawnScript(script);
  child.stdin.end(JSON.stringify(job));
  return lastLine<T>(child, script);
}

/**
 * A load script run in two steps: it prepares (opens its sockets) and reports `ready`, then waits for
 * `go()` before it measures. The bench measures its own process in between, and several children
 * measure over the same window.
 */
export function startSteppedChild<Ready, Result>(
  script: string,
  job: unknown,
): { ready: Promise<Ready>; go: () => void; result: Promise<Result> } {
  const child = spawnScript(script);
  child.stdin.write(`${JSON.stringify(job)}\n`);
  const result = lastLine<Result>(child, script);
  const ready = new Promise<Ready>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line) as Ready));
    result.then(() => reject(new Error(`${script} finished before it was ready`)), reject);
  });
  return { ready, go: () => child.stdin.end('go\n'), result };
}

/** In the load script: the job `runChild` wrote to its stdin. */
export function readJob<T>(): T {
  return JSON.parse(readFileSync(0, 'utf8')) as T;
}

/** In a stepped load script: its job, and a promise of the bench's `go`. */
export async function readSteppedJob<T>(): Promise<{ job: T; go: Promise<void> }> {
  const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error('no job on stdin');
  return { job: JSON.parse(first.value) as T, go: lines.next().then(() => undefined) };
}

type LoadProcess = ChildProcessByStdio<Writable, Readable, null>;

function spawnScript(script: string): LoadProcess {
  return spawn(path.join(REPOSITORY_ROOT, 'node_modules', '.bin', 'tsx'), [path.join(__dirname, script)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

function lastLine<T>(child: LoadProcess, script: string): Promise<T> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').pop()!) as T)
        : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}
