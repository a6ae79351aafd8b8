import { setMaxListeners } from 'node:events';
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Child process of the dashboard bench: Hive Gateway (its runtime behind a plain node HTTP server) over
 * the committed supergraph, its subgraph addresses replaced by the embedded platform's. Hive lives in
 * infra/bench/hive with its own lockfile, outside the workspace, so it is loaded from there at run
 * time and only the few calls used here are typed. Everything comes from the environment:
 * HIVE_VARIANT (`default`: in-flight sharing on, as shipped; `no-sharing`; `router-runtime`: the Rust
 * query planner, sharing on), PORT, SUPERGRAPH_PATH, SUBGRAPH_URLS (JSON, by subgraph name) and
 * INTERNAL_SECRET, SECRET_HEADER, VIEWER_HEADER.
 */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type GatewayRuntime = Handler & { dispose(): Promise<void> | void };
type HiveGatewayModule = { createGatewayRuntime: (config: Record<string, unknown>) => GatewayRuntime };
type RouterRuntimeModule = { unifiedGraphHandler: unknown };
type PropagationInput = { request: { headers: { get(name: string): string | null } } };

const hiveRequire = createRequire(path.join(__dirname, 'hive', 'package.json'));

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`hive-gateway: ${name} is not set`);
  return value;
}

/** The committed supergraph with each `@join__graph(name: "x", url: "...")` pointed at `urls[x]`. */
function withSubgraphUrls(supergraphSdl: string, urls: Record<string, string>): string {
  return supergraphSdl.replace(/@join__graph\(name: "([^"]+)", url: "[^"]*"\)/g, (whole, name: string) => {
    const url = urls[name];
    if (!url) throw new Error(`hive-gateway: no address for subgraph ${name}`);
    return `@join__graph(name: "${name}", url: "${url}")`;
  });
}

function gatewayConfig(variant: string): Record<string, unknown> {
  const secretHeader = required('SECRET_HEADER');
  const viewerHeader = required('VIEWER_HEADER');
  const secret = required('INTERNAL_SECRET');
  const supergraph = withSubgraphUrls(
    readFileSync(required('SUPERGRAPH_PATH'), 'utf8'),
    JSON.parse(required('SUBGRAPH_URLS')) as Record<string, string>,
  );
  // Hive does not verify our tokens: the load tool sends each customer's viewer header itself, and
  // Hive forwards it with the internal secret to every subgraph, as our gateway does after verifying.
  const propagateHeaders = {
    fromClientToSubgraphs: ({ request }: PropagationInput) => ({
      [secretHeader]: secret,
      [viewerHeader]: request.headers.get(viewerHeader) ?? '',
    }),
  };
  return { supergraph, propagateHeaders, logging: 'error', ...variantConfig(variant) };
}

/** What each variant changes of Hive's defaults (the options its documentation gives for each). */
function variantConfig(variant: string): Record<string, unknown> {
  switch (variant) {
    case 'default':
      return {};
    case 'no-sharing':
      return { transportEntries: { '*.http': { options: { deduplicateInflightRequests: false } } } };
    case 'router-runtime': {
      const { unifiedGraphHandler } = hiveRequire('@graphql-hive/router-runtime') as RouterRuntimeModule;
      return { unifiedGraphHandler };
    }
    default:
      throw new Error(`hive-gateway: unknown HIVE_VARIANT ${variant}`);
  }
}

function start(): void {
  // Hive hangs an abort listener per in-flight request on a shared signal: past 10 of 50 clients Node
  // warns of a leak that is none, once per variant.
  setMaxListeners(1_000);
  const { createGatewayRuntime } = hiveRequire('@graphql-hive/gateway') as HiveGatewayModule;
  const runtime = createGatewayRuntime(gatewayConfig(required('HIVE_VARIANT')));
  const server = http.createServer(runtime);
  server.keepAliveTimeout = 65_000;
  server.listen(Number(required('PORT')), '127.0.0.1');
  // The bench stops this process by its PID with SIGTERM.
  process.once('SIGTERM', () => {
    server.close();
    void Promise.resolve(runtime.dispose()).finally(() => process.exit(0));
  });
}

start();
