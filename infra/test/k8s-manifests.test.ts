import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IDeployment, IStatefulSet } from 'kubernetes-models/apps/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IConfigMap, IContainer, IService } from 'kubernetes-models/v1';
import { parse, parseAllDocuments } from 'yaml';
import { DEFAULT_DRAIN_MS } from '@mc/platform';
import { REPOSITORY_ROOT } from '../src/layout';
import { schemaErrors, unknownFieldErrors, type ManifestDocument } from './support/k8s-schemas';

// The Kubernetes manifests checked offline against the API schemas (kubernetes-models 4.5.1, generated from
// the Kubernetes OpenAPI), and against what operating the platform needs: probes, requests, a disruption
// budget per workload, a grace period longer than the drain, and the NATS JetStream cluster.

const K8S_DIR = path.join(REPOSITORY_ROOT, 'infra', 'k8s');
/** Applied by hand from a filled-in copy, never by the kustomization (values stay out of the repository). */
const SECRET_TEMPLATE = 'secret.example.yaml';
const KUSTOMIZATION = 'kustomization.yaml';
/** What a process needs after its drain: the bus drains and the database pool closes. */
const SHUTDOWN_MARGIN_S = 5;

function loadManifests(dir: string): ManifestDocument[] {
  return manifestFiles(dir).flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((document, index) => {
      if (document.errors.length > 0) throw new Error(`${file}#${index}: ${document.errors[0]?.message}`);
      return { name: `${file}#${index}`, body: document.toJS() as ManifestDocument['body'] };
    }),
  );
}

const manifestFiles = (dir: string) =>
  readdirSync(dir).filter((file) => file.endsWith('.yaml') && file !== KUSTOMIZATION);

const manifests = loadManifests(K8S_DIR);
const ofKind = <T>(kind: string) =>
  manifests.filter((document) => document.body.kind === kind).map((document) => document.body as T);
const deployments = ofKind<IDeployment>('Deployment');
const statefulSets = ofKind<IStatefulSet>('StatefulSet');
const workloads: (IDeployment | IStatefulSet)[] = [...deployments, ...statefulSets];
const budgets = ofKind<IPodDisruptionBudget>('PodDisruptionBudget');
const services = ofKind<IService>('Service');
const configMaps = ofKind<IConfigMap>('ConfigMap');

const nameOf = (resource: { metadata?: { name?: string } }) => resource.metadata?.name ?? '(unnamed)';
const podLabels = (workload: IDeployment | IStatefulSet) => workload.spec?.template.metadata?.labels ?? {};
const containersOf = (workload: IDeployment | IStatefulSet): IContainer[] =>
  workload.spec?.template.spec?.containers ?? [];
const selects = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);
const workload = (name: string) => {
  const found = workloads.find((candidate) => nameOf(candidate) === name);
  if (!found) throw new Error(`no workload named ${name}`);
  return found;
};

describe('infra/k8s against the Kubernetes API schemas', () => {
  it('the kustomization applies every manifest except the Secret template', () => {
    const kustomization = parse(readFileSync(path.join(K8S_DIR, KUSTOMIZATION), 'utf8')) as { resources: string[] };
    const expected = manifestFiles(K8S_DIR).filter((file) => file !== SECRET_TEMPLATE);
    expect([...kustomization.resources].sort()).toEqual(expected.sort());
  });

  it('every document is valid, with no field the API does not know', () => {
    expect(manifests.length).toBeGreaterThan(20);
    expect(manifests.flatMap(schemaErrors)).toEqual([]);
    expect(unknownFieldErrors(manifests)).toEqual([]);
  });

  it('a misspelt, unknown or mistyped field in a copy of the manifests fails the check', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'k8s-manifests-'));
    try {
      cpSync(K8S_DIR, copy, { recursive: true });
      const identity = path.join(copy, 'identity.yaml');
      const text = readFileSync(identity, 'utf8');
      const broken = text
        .replace('containerPort: 4001', 'containerPot: 4001')
        .replace('timeoutSeconds: 2', 'timeoutSecond: 2')
        .replace('replicas: 2', "replicas: 'two'");
      expect(broken).not.toEqual(text);
      writeFileSync(identity, broken);

      const copied = loadManifests(copy).filter((document) => document.name.startsWith('identity.yaml'));
      const schema = copied.flatMap(schemaErrors).join('\n');
      expect(schema).toContain('must have required property containerPort');
      expect(schema).toContain('/spec/replicas must be integer');
      const unknown = unknownFieldErrors(copied).join('\n');
      expect(unknown).toMatch(/identity\.yaml#0: .*'"containerPot"' does not exist/);
      expect(unknown).toMatch(/identity\.yaml#0: .*'"timeoutSecond"' does not exist/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('infra/k8s operating policy', () => {
  it('every container has readiness and liveness probes, CPU and memory requests and a memory limit', () => {
    const missing = workloads.flatMap((candidate) =>
      containersOf(candidate).flatMap((container) => {
        const where = `${nameOf(candidate)}/${container.name}`;
        const { requests = {}, limits = {} } = container.resources ?? {};
        return [
          container.readinessProbe ? [] : [`${where}: readinessProbe`],
          container.livenessProbe ? [] : [`${where}: livenessProbe`],
          requests.cpu === undefined || requests.memory === undefined ? [`${where}: resources.requests`] : [],
          limits.memory === undefined ? [`${where}: resources.limits.memory`] : [],
        ].flat();
      }),
    );
    expect(workloads.length).toBeGreaterThanOrEqual(10);
    expect(missing).toEqual([]);
  });

  it('each process is probed on the endpoints it has', () => {
    // [readiness, liveness]: subgraphs are ready with their database and bus; the gateway's readiness is
    // its own part only (ADR 0041); compat and web-render have no /ready of their own.
    const expected: Record<string, [string, string]> = {
      identity: ['/ready', '/health'],
      funds: ['/ready', '/health'],
      mining: ['/ready', '/health'],
      trading: ['/ready', '/health'],
      content: ['/ready', '/health'],
      gateway: ['/ready/self', '/health'],
      compat: ['/health', '/health'],
      'web-render': ['/robots.txt', '/robots.txt'],
      edge: ['/healthz', '/healthz'],
    };
    const probed = Object.fromEntries(
      deployments.map((deployment) => {
        const [container] = containersOf(deployment);
        return [
          nameOf(deployment),
          [container?.readinessProbe?.httpGet?.path, container?.livenessProbe?.httpGet?.path],
        ];
      }),
    );
    expect(probed).toEqual(expected);
  });

  it('each workload has one PodDisruptionBudget that selects its pods and still lets a node drain', () => {
    const problems = workloads.flatMap((candidate) => {
      const matching = budgets.filter((budget) =>
        selects(budget.spec?.selector?.matchLabels ?? {}, podLabels(candidate)),
      );
      if (matching.length !== 1) return [`${nameOf(candidate)}: ${matching.length} budgets`];
      const { minAvailable, maxUnavailable } = matching[0]?.spec ?? {};
      const replicas = candidate.spec?.replicas ?? 1;
      // An integer minAvailable equal to the replicas (or maxUnavailable 0) would block every node drain.
      const allowsOne =
        typeof minAvailable === 'number'
          ? minAvailable < replicas
          : typeof maxUnavailable === 'number' && maxUnavailable >= 1;
      return allowsOne ? [] : [`${nameOf(candidate)}: no disruption allowed`];
    });
    expect(budgets.length).toBe(workloads.length);
    expect(problems).toEqual([]);
  });

  it("the grace period covers the preStop pause, the drain and the shutdown's margin", () => {
    const drainS =
      Number(configMaps.find((map) => nameOf(map) === 'cloudmine-config')?.data?.DRAIN_TIMEOUT_MS ?? DEFAULT_DRAIN_MS) /
      1000;
    const short = deployments.flatMap((deployment) => {
      const pod = deployment.spec?.template.spec;
      const pauseS = Math.max(0, ...(pod?.containers ?? []).map(preStopSleepS));
      const neededS = pauseS + drainS + SHUTDOWN_MARGIN_S;
      const graceS = pod?.terminationGracePeriodSeconds ?? 30;
      return graceS >= neededS ? [] : [`${nameOf(deployment)}: ${graceS} s < ${neededS} s`];
    });
    expect(short).toEqual([]);
  });

  it('every Service selects a workload and targets a port its containers name', () => {
    const problems = services.flatMap((service) => {
      const selected = workloads.filter((candidate) => selects(service.spec?.selector ?? {}, podLabels(candidate)));
      if (selected.length !== 1) return [`${nameOf(service)}: selects ${selected.length} workloads`];
      const portNames = new Set(
        containersOf(selected[0])
          .flatMap((container) => container.ports ?? [])
          .map((port) => port.name),
      );
      return (service.spec?.ports ?? [])
        .filter((port) => typeof port.targetPort !== 'string' || !portNames.has(port.targetPort))
        .map((port) => `${nameOf(service)}: target port ${String(port.targetPort)}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('the NATS JetStream cluster', () => {
  const nats = () => workload('nats') as IStatefulSet;

  it('is three nodes with a file store each on their own volume, and a budget that keeps a quorum', () => {
    const spec = nats().spec;
    expect(nats().kind).toBe('StatefulSet');
    expect(spec?.replicas).toBe(3);
    const [claim] = spec?.volumeClaimTemplates ?? [];
    const [container] = spec?.template.spec?.containers ?? [];
    expect(container?.volumeMounts?.some((mount) => mount.name === claim?.metadata?.name)).toBe(true);
    const budget = budgets.find((candidate) => selects(candidate.spec?.selector?.matchLabels ?? {}, podLabels(nats())));
    expect(budget?.spec?.minAvailable).toBe(2);
  });

  it('routes to every node through the headless Service, and the services connect to it', () => {
    const headless = services.find((service) => nameOf(service) === nats().spec?.serviceName);
    expect(headless?.spec?.clusterIP).toBe('None');
    const config = configMaps.find((map) => nameOf(map) === 'nats-config')?.data?.['nats.conf'] ?? '';
    expect(config).toMatch(/jetstream\s*\{[^}]*store_dir:\s*\/data/);
    for (const ordinal of [0, 1, 2]) expect(config).toContain(`nats://nats-${ordinal}.${nameOf(headless!)}:6222`);
    const natsUrl = configMaps.find((map) => nameOf(map) === 'cloudmine-config')?.data?.NATS_URL;
    const client = services.find((service) => natsUrl === `nats://${nameOf(service)}:4222`);
    expect(client && selects(client.spec?.selector ?? {}, podLabels(nats()))).toBe(true);
  });
});

/** The seconds of a `sleep N` preStop hook, which Kubernetes counts inside the grace period. */
function preStopSleepS(container: IContainer): number {
  const [command, seconds] = container.lifecycle?.preStop?.exec?.command ?? [];
  return command === 'sleep' ? Number(seconds) : 0;
}
