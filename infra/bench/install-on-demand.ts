import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../src/layout';

/**
 * Installs one of the bench's own package folders (infra/bench/hive, infra/bench/lighthouse) from its
 * committed lockfile when any of `packages` is missing. These tools are the bench's alone: never a
 * workspace, so the install CI runs does not grow by them (ADR 0032, ADR 0034).
 */
export function installOnDemand(folder: string, packages: readonly string[]): void {
  const missing = packages.some((name) => !existsSync(path.join(folder, 'node_modules', name, 'package.json')));
  if (!missing) return;
  process.stderr.write(`[bench] installing ${packages.join(', ')} into ${path.relative(REPOSITORY_ROOT, folder)}\n`);
  execFileSync('npm', ['ci', '--prefix', folder, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}
