import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../src/layout';

/**
 * Runs a load script of this folder as a second process and resolves with the JSON of its last
 * stdout line. The job goes over stdin, not argv: a many-customer job (a token per request) is
 * larger than the 128 KB Linux allows one argument.
 */
export function runChild<T>(script: string, job: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(REPOSITORY_ROOT, 'node_modules', '.bin', 'tsx'), [path.join(__dirname, script)], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').pop()!) as T)
        : reject(new Error(`${script} exited with ${code}`)),
    );
    child.stdin.end(JSON.stringify(job));
  });
}

/** In the load script: the job `runChild` wrote to its stdin. */
export function readJob<T>(): T {
  return JSON.parse(readFileSync(0, 'utf8')) as T;
}
