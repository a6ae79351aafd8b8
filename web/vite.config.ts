import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { graphqlDocumentImports } from './build/graphqlDocumentImports.ts';
import { mantineComponentsUsed } from './build/mantineComponentsUsed.ts';

const EDGE_URL = 'http://127.0.0.1:3000';

// The edge refuses writes and sockets from origins it does not serve (ADR 0030): the dev server's page
// speaks for the edge's own origin. A page of another site still sends Sec-Fetch-Site: cross-site, refused.
const graphqlProxy = {
  '/graphql': { target: EDGE_URL, ws: true, changeOrigin: true, headers: { origin: EDGE_URL } },
};

/**
 * Vendor chunks change less often than the app: splitting them keeps browser caches warm across releases.
 * Only libraries every page needs whole are grouped.
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: 'graphql',
    test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|optimism|@wry|tslib|@graphql-typed-document-node)[\\/]/,
  },
  // No group for Mantine: one chunk of every component any page uses would put the calculator's inputs,
  // the tables and the steppers on the home page; split by use, each page loads the components it shows.
  // Trans (with its HTML parser) is left to the one lazy module that uses it, the install hint.
  { name: 'i18n', test: /node_modules[\\/](i18next[\\/]|react-i18next[\\/](?!dist[\\/]es[\\/]Trans))/ },
];

const COMPRESSED_ASSETS = /^assets\/.*\.(js|css|svg)$/;

/**
 * `vite build` makes the browser bundle in dist (with dist/.vite/manifest.json, read by the JavaScript size
 * test); `vite build --ssr` makes the server render of the public pages in dist-ssr (docs/adr/0024).
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  // Each script and style sheet also as .br and .gz, compressed once at full strength; the edge sends the
  // one the browser accepts (a public page's first visit fetches about 200 KB of them).
  plugins: isSsrBuild
    ? [graphqlDocumentImports()]
    : [graphqlDocumentImports(), mantineComponentsUsed(), compression({ include: COMPRESSED_ASSETS, threshold: 1024 })],
  // No React plugin is installed: Vite's built-in oxc transform compiles JSX with the automatic runtime.
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'react' },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    rolldownOptions: {
      onLog(level, log, defaultHandler) {
        // Libraries mark modules "use client" for React Server Components; this bundle is client-only.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(level, log);
      },
      output: isSsrBuild ? {} : { codeSplitting: { groups: VENDOR_CHUNKS } },
    },
  },
  // The server build carries its libraries in production mode: as externals they would run their
  // development builds (the platform does not set NODE_ENV), which render several times slower.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: { proxy: graphqlProxy },
  preview: { proxy: graphqlProxy },
}));
