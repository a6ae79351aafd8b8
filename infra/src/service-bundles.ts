import { builtinModules } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { REPOSITORY_ROOT } from './layout';

/** Where the launcher writes the services' bundles (ignored by git, rebuilt at every start). */
export const BUNDLES_DIR = path.join(REPOSITORY_ROOT, 'infra', 'dist', 'services');

/**
 * Each service's own code (its TypeScript and the workspace packages') in one CommonJS file, built once
 * when the platform starts, so that a service restarted after a crash loads plain JavaScript instead of
 * transpiling about 200 TypeScript modules through tsx again: about 2 s of a restart became 0.1 s.
 *
 * Third-party packages stay outside, required by the absolute path esbuild resolved from the importing
 * file, so each workspace gets the very copy tsx gave it (packages/platform and a service hold different
 * drizzle-orm copies), with the `require` condition tsx resolves under CommonJS (and not esbuild's default `module`). `__dirname` is written
 * into each module as its source folder, which is where the services find their migrations and schemas.
 */
export async function bundleServices(entries: Record<string, string>): Promise<Record<string, string>> {
  await esbuild.build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, entry]) => [name, path.resolve(REPOSITORY_ROOT, entry)]),
    ),
    outdir: BUNDLES_DIR,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'error',
    // Not esbuild's default `module` condition: Node (and tsx) never resolve it, and a package's `module`
    // build may not run in Node at all (@opentelemetry/api's has extension-less ESM imports).
    conditions: [],
    plugins: [thirdPartyOutside, sourceFolderAsDirname],
  });
  return Object.fromEntries(Object.keys(entries).map((name) => [name, path.join(BUNDLES_DIR, `${name}.cjs`)]));
}

const RESOLVING_OUTSIDE = 'resolving a third-party package';

const thirdPartyOutside: esbuild.Plugin = {
  name: 'third-party-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@mc/') || args.pluginData === RESOLVING_OUTSIDE) return undefined;
      if (args.path.startsWith('node:') || builtinModules.includes(args.path)) return { external: true };
      const resolved = await build.resolve(args.path, {
        resolveDir: args.resolveDir,
        kind: 'require-call',
        pluginData: RESOLVING_OUTSIDE,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, external: true };
    });
  },
};

const sourceFolderAsDirname: esbuild.Plugin = {
  name: 'source-folder-as-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      return { contents: text.replaceAll('__dirname', JSON.stringify(path.dirname(args.path))), loader: 'ts' };
    });
  },
};
