import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@mc/platform/testing';
import { dropDatabases, type startDistributedPlatform } from '../src/distributed';
import { startDistributedInTest } from './support/distributed-in-test';
import { REPOSITORY_ROOT } from '../src/layout';
import { freePort, startProcess, type ManagedProcess } from '../src/processes';

const PROMETHEUS = '/usr/bin/prometheus';
const PROMTOOL = '/usr/bin/promtool';
const OBSERVABILITY_DIR = path.join(REPOSITORY_ROOT, 'infra', 'observability');
const SUBGRAPHS = ['identity', 'funds', 'mining', 'trading', 'content'];

type Platform = Awaited<ReturnType<typeof startDistributedPlatform>>;
type Target = { job: string; url: string };
type Series = { metric: Record<string, string>; value: [number, string] };

/**
 * Debian's real Prometheus scrapes every process of the distributed platform (the five subgraphs, the
 * gateway, compat, the launcher with the edge, and web-render) once a second; the figures it holds move
 * when the platform is used. The alert rules pass promtool, and the dashboard asks only for metrics the
 * processes export.
 */
describe('Prometheus scraping the distributed platform', () => {
  const prefix = `prom_${randomBytes(3).toString('hex')}_`;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cloudmine-prometheus-'));
  let databaseUrl: string | undefined;
  let platform: Platform | undefined;
  let webRender: ManagedProcess | undefined;
  let prometheus: ChildProcess | undefined;
  let prometheusUrl: string;
  let targets: Target[];
  let webRenderUrl: string;

  beforeAll(async () => {
    if (!existsSync(PROMETHEUS) || !existsSync(PROMTOOL))
      throw new Error(
        `This test needs Debian's Prometheus (${PROMETHEUS}, ${PROMTOOL}): apt-get install -y prometheus`,
      );
    ({ platform, databaseUrl } = await startDistributedInTest(prefix, path.join(scratch, 'data')));
    const gatewayUrl = platform
      .processes()
      .find((each) => each.name === 'gateway')!
      .readyUrl.replace('/ready', '/graphql');
    const webRenderMetricsPort = await freePort();
    const webRenderPort = await freePort();
    webRenderUrl = `http://127.0.0.1:${webRenderPort}`;
    webRender = startProcess(
      'web-render',
      path.join(REPOSITORY_ROOT, 'infra/src/main-web-render.ts'),
      {
        ...process.env,
        PORT: String(webRenderPort),
        METRICS_PORT: String(webRenderMetricsPort),
        GATEWAY_URL: gatewayUrl,
        PAGE_STORE_FILL: 'none',
        LOG_LEVEL: 'error',
      },
      false,
    );
    targets = [
      ...platform
        .processes()
        .map((each) => ({ job: each.name, url: each.readyUrl.replace(/\/ready$|\/health$/, '/metrics') })),
      { job: 'launcher', url: platform.metricsUrl },
      { job: 'web-render', url: `http://127.0.0.1:${webRenderMetricsPort}/metrics` },
    ];
    prometheusUrl = await startPrometheus(targets);
  }, 240_000);

  afterAll(async () => {
    // Whatever failed above, nothing started here is left running.
    if (prometheus?.pid && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus!.once('exit', resolve));
      process.kill(prometheus.pid, 'SIGTERM');
      const killer = setTimeout(() => prometheus?.pid && process.kill(prometheus.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await webRender?.stop();
    await platform?.stop();
    if (databaseUrl)
      await dropDatabases(
        databaseUrl,
        SUBGRAPHS.map((name) => `${prefix}${name}`),
      );
    rmSync(scratch, { recursive: true, force: true });
  }, 90_000);

  /** Starts Prometheus on a free loopback port, scraping `scrapeTargets` every second; resolves once it is ready. */
  async function startPrometheus(scrapeTargets: Target[]): Promise<string> {
    const configFile = path.join(scratch, 'prometheus.yml');
    const jobs = scrapeTargets.map(({ job, url }) => {
      const { host, pathname } = new URL(url);
      return `  - job_name: ${job}\n    metrics_path: ${pathname}\n    static_configs:\n      - targets: ['${host}']\n`;
    });
    const rules = path.join(OBSERVABILITY_DIR, 'alert-rules.yml');
    writeFileSync(
      configFile,
      `global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\n  evaluation_interval: 1s\n` +
        `rule_files: ['${rules}']\nscrape_configs:\n${jobs.join('')}`,
    );
    const port = await freePort();
    let output = '';
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${configFile}`,
        `--storage.tsdb.path=${path.join(scratch, 'tsdb')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    prometheus.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    await waitFor(
      async () =>
        prometheus?.exitCode === null &&
        (await fetch(`${url}/-/ready`).then(
          (r) => r.ok,
          () => false,
        )),
      30_000,
      'Prometheus to be ready',
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${output}`);
    });
    return url;
  }

  async function query(promql: string): Promise<Series[]> {
    const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await response.json()) as { status: string; data: { result: Series[] } };
    expect(body.status).toBe('success');
    return body.data.result;
  }

  /** `sum by (job) (<promql>)` as a map from job to value. */
  async function byJob(promql: string): Promise<Record<string, number>> {
    const series = await query(`sum by (job) (${promql})`);
    return Object.fromEntries(series.map((each) => [each.metric.job, Number(each.value[1])]));
  }

  it('finds every process up', async () => {
    const everyJob = targets.map((target) => target.job).sort();
    await waitFor(
      async () => {
        const up = await byJob('up');
        return everyJob.every((job) => up[job] === 1);
      },
      30_000,
      `every target up (${everyJob.join(', ')})`,
    );
    const up = await byJob('up');
    expect(Object.keys(up).sort()).toEqual(everyJob);
    expect(Object.values(up).every((value) => value === 1)).toBe(true);
  }, 40_000);

  it('sees the request counters move under load', async () => {
    // Prometheus's own scrapes count too: only the other routes say the platform was used.
    const requests = 'cloudmine_http_requests_total{route!="/metrics"}';
    const before = await byJob(requests);
    const gatewayOperation = `cloudmine_graphql_operations_total{job="gateway",operation="PrometheusProbe"}`;
    for (let round = 0; round < 5; round += 1) {
      const graph = await fetch(`${platform!.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          operationName: 'PrometheusProbe',
          query:
            'query PrometheusProbe { plans(coin: ETH) { tier } instruments(market: CURRENCIES) { symbol } siteSettings { productName } }',
        }),
      });
      expect(graph.status).toBe(200);
      const legacy = await fetch(`${platform!.url}/api/users/auth/status`);
      expect(legacy.status).toBeLessThan(500);
      const refused = await fetch(`${platform!.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationName: 'PrometheusBroken', query: 'query PrometheusBroken { nothingHere }' }),
      });
      expect(refused.status).toBe(400);
    }
    // web-render answers every path nginx sends it (here a page that does not exist).
    expect((await fetch(`${webRenderUrl}/no-such-page`)).status).toBeGreaterThanOrEqual(200);

    await waitFor(
      async () => {
        const after = await byJob(requests);
        const moved = ['launcher', 'gateway', 'compat', 'mining', 'trading', 'content', 'web-render'].every(
          (job) => (after[job] ?? 0) > (before[job] ?? 0),
        );
        const operations = await query(`sum(${gatewayOperation})`);
        return moved && Number(operations[0]?.value[1] ?? 0) >= 5;
      },
      20_000,
      'the request counters of the edge, gateway, compat and the subgraphs asked to grow',
    );
    const errors = await query(
      'sum(cloudmine_graphql_errors_total{job="gateway",operation="PrometheusBroken",code="GRAPHQL_VALIDATION_FAILED"})',
    );
    expect(Number(errors[0]?.value[1])).toBe(5);
    const latency = await query(
      'histogram_quantile(0.95, sum by (le) (rate(cloudmine_graphql_operation_duration_seconds_bucket{job="gateway",operation="PrometheusProbe"}[1m])))',
    );
    expect(Number(latency[0]?.value[1])).toBeGreaterThan(0);
  }, 40_000);

  it('holds the pool, outbox and consumer figures of each subgraph, and the open sockets of the gateway', async () => {
    await waitFor(
      async () => (await query('cloudmine_consumer_pending_events{job="funds"}')).length > 0,
      15_000,
      'funds consumer lag',
    );
    const poolMax = await byJob('cloudmine_db_pool_connections{state="max"}');
    expect(Object.keys(poolMax).sort()).toEqual([...SUBGRAPHS].sort());
    expect(Object.keys(await byJob('cloudmine_outbox_unpublished_events')).sort()).toEqual([...SUBGRAPHS].sort());
    const oldest = await query('max(cloudmine_outbox_oldest_unpublished_age_seconds)');
    expect(Number(oldest[0].value[1])).toBeGreaterThanOrEqual(0);
    expect((await query('cloudmine_gateway_open_websockets{job="gateway"}')).length).toBe(1);
    expect((await query('cloudmine_mining_accrual_days_pending{job="mining"}')).length).toBe(1);
  }, 30_000);

  it('keeps /metrics off the public edge, and each process refuses a scrape that came through it', async () => {
    for (const method of ['GET', 'POST']) {
      const edge = await fetch(`${platform!.url}/metrics`, { method });
      expect({ method, status: edge.status }).toEqual({ method, status: 404 });
      expect(await edge.text()).not.toContain('cloudmine_');
    }
    for (const target of targets) {
      const proxied = await fetch(target.url, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect({ job: target.job, status: proxied.status }).toEqual({ job: target.job, status: 404 });
    }
  });

  it('scrapes each process in little time', async () => {
    const durations = await byJob('scrape_duration_seconds');
    process.stdout.write(
      `[prometheus] scrape durations: ${Object.entries(durations)
        .map(([job, seconds]) => `${job} ${(seconds * 1000).toFixed(1)} ms`)
        .join(', ')}\n`,
    );
    for (const [job, seconds] of Object.entries(durations))
      expect({ job, fast: seconds < 0.5 }).toEqual({ job, fast: true });
  });

  it('has alert rules promtool accepts, and they fire when they should', () => {
    const rules = path.join(OBSERVABILITY_DIR, 'alert-rules.yml');
    const check = spawnSync(PROMTOOL, ['check', 'rules', rules], { encoding: 'utf8', timeout: 30_000 });
    expect(check.stdout + check.stderr).toContain('SUCCESS: 5 rules found');
    expect(check.status).toBe(0);
    const unit = spawnSync(PROMTOOL, ['test', 'rules', 'alert-rules.test.yml'], {
      cwd: OBSERVABILITY_DIR,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect({ status: unit.status, output: unit.stdout + unit.stderr }).toEqual({
      status: 0,
      output: expect.stringContaining('SUCCESS') as unknown,
    });
    const config = spawnSync(PROMTOOL, ['check', 'config', 'prometheus.yml'], {
      cwd: OBSERVABILITY_DIR,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(config.status).toBe(0);
  });

  it('evaluates the alert rules on the live figures without error, and none fires on a healthy platform', async () => {
    type Rule = { name: string; health: string; lastError?: string; lastEvaluation: string };
    const rules = async () => {
      const body = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as {
        data: { groups: { rules: Rule[] }[] };
      };
      return body.data.groups.flatMap((group) => group.rules);
    };
    await waitFor(
      async () => (await rules()).every((rule) => !rule.lastEvaluation.startsWith('0001')),
      15_000,
      'every rule evaluated',
    );
    const evaluated = await rules();
    expect(evaluated.map((rule) => rule.name).sort()).toEqual([
      'AccrualNotDone',
      'ConsumerLagHigh',
      'High5xxRate',
      'MiningAccrualUnreported',
      'OutboxLagHigh',
    ]);
    expect(evaluated.filter((rule) => rule.health !== 'ok')).toEqual([]);
    const alerts = (await (await fetch(`${prometheusUrl}/api/v1/alerts`)).json()) as {
      data: { alerts: { labels: { alertname: string }; state: string }[] };
    };
    expect(alerts.data.alerts.filter((alert) => alert.state === 'firing')).toEqual([]);
  });

  it('has a dashboard and rules that ask only for metrics the processes export', async () => {
    const exported = new Set<string>();
    for (const target of targets) {
      const text = await (await fetch(target.url)).text();
      for (const match of text.matchAll(/^# TYPE (\S+) /gm)) exported.add(match[1]);
    }
    const dashboard = JSON.parse(readFileSync(path.join(OBSERVABILITY_DIR, 'grafana-dashboard.json'), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(12);
    const expressions = [
      ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)),
      readFileSync(path.join(OBSERVABILITY_DIR, 'alert-rules.yml'), 'utf8'),
    ];
    const asked = new Set(
      expressions.flatMap((expression) =>
        [...expression.matchAll(/\b((?:cloudmine|process|nodejs)_[a-z0-9_]+)/g)].map((match) =>
          match[1].replace(/_(bucket|sum|count)$/, ''),
        ),
      ),
    );
    expect(asked.size).toBeGreaterThanOrEqual(14);
    expect([...asked].filter((name) => !exported.has(name))).toEqual([]);
  });
});
