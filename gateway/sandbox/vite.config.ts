import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const sandboxDirectory = fileURLToPath(new URL('.', import.meta.url));
const gatewayUrl = 'http://127.0.0.1:3000';

/**
 * React and graphql change less often than GraphiQL, so they get their own long-cached chunks.
 * Everything else stays with GraphiQL, which loads its CodeMirror modes and addons lazily.
 */
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
  { name: 'graphql', test: /node_modules[\\/](graphql|graphql-ws)[\\/]/, priority: 20 },
];

/** The GraphiQL sandbox, built into gateway/dist/sandbox and served by the gateway at /sandbox. */
export default defineConfig({
  root: sandboxDirectory,
  base: '/sandbox/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: '../dist/sandbox',
    emptyOutDir: true,
    // GraphiQL's own eager code (editor shell, markdown, dialogs) is about 650 kB; developers load it once.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // GraphiQL's dependencies mark modules "use client"; that only matters for server components.
      checks: { moduleLevelDirective: false },
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
  server: {
    proxy: {
      // The edge refuses writes and sockets from origins it does not serve (ADR 0030): the dev server's
      // page speaks for the edge's own origin; a page of another site still sends Sec-Fetch-Site: cross-site.
      '/graphql': { target: gatewayUrl, ws: true, changeOrigin: true, headers: { origin: gatewayUrl } },
    },
  },
});
