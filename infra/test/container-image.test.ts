import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../src/layout';
import { BUNDLES_DIR } from '../src/service-bundles';

// What infra/docker/Dockerfile relies on and no Docker engine here can try: the build stage bundles every
// process run-service.sh can start, and each bundle finds its third-party packages in the runtime stage,
// which installs the same lockfile without the dev packages (the paths are written into the bundles).

const DOCKER_DIR = path.join(REPOSITORY_ROOT, 'infra', 'docker');
const read = (...parts: string[]) => readFileSync(path.join(REPOSITORY_ROOT, ...parts), 'utf8');

/** The SERVICE names of run-service.sh's `case`, e.g. `  funds)      port=4002 ;;`. */
const runnable = () =>
  [...read('infra/docker/run-service.sh').matchAll(/^\s+([a-z-]+)\)\s+port=\d+/gm)].map((m) => m[1]);
/** The keys of build-bundles.mjs's ENTRIES, e.g. `  'web-render': 'infra/src/main-web-render.ts',`. */
const bundled = () =>
  [...read('infra/docker/build-bundles.mjs').matchAll(/^\s+'?([a-z-]+)'?: '[^']+\.ts',$/gm)].map((m) => m[1]);

describe('the Node image', () => {
  it('bundles every process run-service.sh starts, and each SERVICE the Kubernetes manifests ask for', () => {
    expect(runnable().length).toBe(8);
    expect(bundled().sort()).toEqual(runnable().sort());
    const k8sDir = path.join(REPOSITORY_ROOT, 'infra', 'k8s');
    const requested = readdirSync(k8sDir)
      .filter((file) => file.endsWith('.yaml'))
      .flatMap((file) => [...read('infra', 'k8s', file).matchAll(/- name: SERVICE\s+value: ([a-z-]+)/g)])
      .map((m) => m[1]);
    expect(requested.length).toBeGreaterThanOrEqual(8);
    expect(requested.filter((service) => !runnable().includes(service))).toEqual([]);
  });

  it('builds bundles that require only production packages, at the paths the lockfile gives them', () => {
    // The very command of the Dockerfile's build stage.
    execFileSync(process.execPath, ['--import', 'tsx', path.join(DOCKER_DIR, 'build-bundles.mjs')], {
      cwd: REPOSITORY_ROOT,
      stdio: 'pipe',
      timeout: 120_000,
    });
    const lockPackages = (JSON.parse(read('package-lock.json')) as { packages: Record<string, { dev?: boolean }> })
      .packages;
    const required = bundled().flatMap((service) =>
      [...readFileSync(path.join(BUNDLES_DIR, `${service}.cjs`), 'utf8').matchAll(/require\("(\/[^"]+)"\)/g)].map(
        (m) => ({ service, file: path.relative(REPOSITORY_ROOT, m[1]) }),
      ),
    );
    const problems = required.flatMap(({ service, file }) => {
      const folder = packageFolder(file);
      if (!folder) return [`${service}: ${file} is outside node_modules`];
      const entry = lockPackages[folder];
      if (!entry) return [`${service}: ${folder} is not where the lockfile installs it`];
      return entry.dev ? [`${service}: ${folder} is a dev package, left out of the runtime stage`] : [];
    });
    expect(required.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});

/** `node_modules/@scope/name` or `…/node_modules/name` of a file inside a package, as the lockfile names it. */
function packageFolder(file: string): string | undefined {
  const at = file.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const [first = '', second = ''] = file.slice(at + 'node_modules/'.length).split('/');
  return file.slice(0, at) + 'node_modules/' + (first.startsWith('@') ? `${first}/${second}` : first);
}
