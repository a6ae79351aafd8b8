import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const gatewayUrl = 'http://127.0.0.1:3000';

/** Libraries change less often than the panel, so they get their own long-cached chunks. */
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 20 },
  { name: 'graphql', test: /node_modules[\\/](@apollo|@wry|graphql|optimism|rxjs)[\\/]/, priority: 20 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
];

/** The admin client is served by the gateway under /control; in development Vite proxies the graph. */
export default defineConfig({
  base: '/control/',
  // Scripts and style sheets also as .br and .gz, compressed once at build; the edge sends what browsers accept.
  plugins: [compression({ include: /^assets\/.*\.(js|css|svg)$/, threshold: 1024 })],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Mantine and React Router mark modules "use client"; that only matters for server components.
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
