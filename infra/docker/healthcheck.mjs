// Container health probe: GET http://127.0.0.1:$PORT<path> must answer 2xx within 2 s.
// Usage: node infra/docker/healthcheck.mjs [/health | /ready | /robots.txt]
const DEFAULT_PORTS = {
  identity: 4001,
  funds: 4002,
  mining: 4003,
  trading: 4004,
  content: 4005,
  gateway: 4000,
  compat: 4010,
  'web-render': 4020,
};

const path = process.argv[2] ?? '/health';
const port = process.env.PORT ?? DEFAULT_PORTS[process.env.SERVICE ?? ''];
if (!port) {
  console.error(`healthcheck: no PORT and unknown SERVICE "${process.env.SERVICE ?? ''}"`);
  process.exit(1);
}

try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2_000) });
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`healthcheck: ${path} on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
