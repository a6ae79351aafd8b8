import { randomBytes } from 'node:crypto';
import {
  resolveTestInfrastructure,
  SPAN_KIND,
  startOtlpReceiver,
  waitFor,
  type OtlpReceiver,
  type ReceivedSpan,
} from '@mc/platform/testing';
import { dropDatabases } from '../src/distributed';
import { CookieJar } from './support/cookie-jar';
import { graphqlAs } from './support/funds-actors';
import { launchPlatform, type LaunchedPlatform } from './support/launch';

const ADMIN = { email: 'trace.admin@cloudmine.test', password: 'trace admin password' };

/** One trace, from the edge to the consumer of the event it published (docs/operating.md, "Traces"). */
describe('traces of a deposit, from the edge to the event consumer (distributed)', () => {
  let platform: LaunchedPlatform;
  let receiver: OtlpReceiver;
  let databaseUrl: string;
  const prefix = `e2e_tr_${randomBytes(3).toString('hex')}_`;

  beforeAll(async () => {
    const infrastructure = await resolveTestInfrastructure();
    if (infrastructure.database.kind !== 'pg' || infrastructure.bus.kind !== 'nats')
      throw new Error(
        'The traces test needs a PostgreSQL server and NATS (start them, or set DATABASE_URL and NATS_URL).',
      );
    databaseUrl = infrastructure.database.url;
    receiver = await startOtlpReceiver();
    platform = await launchPlatform('start:distributed', {
      DATABASE_URL: databaseUrl,
      NATS_URL: infrastructure.bus.url,
      DATABASE_PREFIX: prefix,
      EPHEMERAL_PORTS: '1',
      PAGE_STORE_FILL: 'none',
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    process.stdout.write(`[e2e-traces] distributed platform started in ${(platform.startupMs / 1000).toFixed(1)} s\n`);
  }, 180_000);

  afterAll(async () => {
    if (platform) expect(await platform.stop()).toBe(true);
    await receiver?.stop();
    if (databaseUrl)
      await dropDatabases(
        databaseUrl,
        ['identity', 'funds', 'mining', 'trading', 'content'].map((name) => `${prefix}${name}`),
      );
  }, 60_000);

  it('shows one trace from the edge through the gateway and funds to mining consuming funds.deposit.confirmed', async () => {
    const admin = new CookieJar();
    await graphqlAs(
      platform.url,
      admin,
      'mutation AdminSignIn($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id } }',
      ADMIN,
      true,
    );
    await graphqlAs(
      platform.url,
      admin,
      'mutation AddWallet { createWallet(address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", type: BTC) { id } }',
      {},
      true,
    );
    const customer = new CookieJar();
    const email = `tracy-${Date.now()}@example.com`;
    const signUp = { firstName: 'Tracy', lastName: 'Trace', phoneNumber: '+44 20 7946 0501', email };
    await graphqlAs(platform.url, customer, 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { id } }', {
      input: { ...signUp, password: 'tracy password', confirmPassword: 'tracy password' },
    });
    const created = await graphqlAs(
      platform.url,
      customer,
      'mutation Deposit($input: CreateDepositInput!) { createDeposit(input: $input) { id } }',
      { input: { purpose: 'TRADING', cryptoCurrency: 'BTC', amount: '500', currency: 'USD' } },
    );
    await graphqlAs(
      platform.url,
      admin,
      'mutation ConfirmDeposit($id: ID!) { confirmDeposit(id: $id, transactionReference: "TRACE-1") { id } }',
      { id: created.createDeposit.id },
      true,
    );

    const gatewaySpan = await waitFor(
      () => receiver.spans.find((span) => span.service === 'gateway' && span.name === 'graphql ConfirmDeposit'),
      30_000,
      "the gateway's span of ConfirmDeposit",
    );
    const inTrace = () => receiver.spans.filter((span) => span.traceId === gatewaySpan.traceId);
    const consumerSpan = await waitFor(
      () => inTrace().find((span) => span.service === 'mining' && span.name === 'process funds.deposit.confirmed'),
      30_000,
      "mining's consumer span of funds.deposit.confirmed, in the same trace",
    );
    const spans = inTrace();
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const parentOf = (span: ReceivedSpan) => byId.get(span.parentSpanId ?? '');
    const ancestry = (span: ReceivedSpan | undefined): ReceivedSpan[] =>
      span ? [span, ...ancestry(parentOf(span))] : [];

    // Consumer ← producer (funds' relay) ← funds' server span ← the gateway's client span for funds
    // ← … ← the gateway's server span ← the edge's server span, the root.
    expect(consumerSpan.kind).toBe(SPAN_KIND.CONSUMER);
    expect(consumerSpan.attributes['messaging.consumer.group.name']).toBe('mining-contracts');
    const producer = parentOf(consumerSpan);
    expect(producer).toMatchObject({
      service: 'funds',
      name: 'publish funds.deposit.confirmed',
      kind: SPAN_KIND.PRODUCER,
    });
    const fundsServer = parentOf(producer!);
    expect(fundsServer).toMatchObject({ service: 'funds', kind: SPAN_KIND.SERVER });
    expect(fundsServer!.attributes['graphql.operation.type']).toBe('mutation');
    const gatewayClient = parentOf(fundsServer!);
    expect(gatewayClient).toMatchObject({ service: 'gateway', name: 'POST funds', kind: SPAN_KIND.CLIENT });
    const chain = ancestry(gatewayClient);
    expect(chain).toContain(gatewaySpan);
    const root = chain[chain.length - 1];
    expect(root).toMatchObject({ service: 'edge', name: 'POST /graphql', kind: SPAN_KIND.SERVER });
    expect(root.parentSpanId ?? '').toBe('');
    expect(parentOf(gatewaySpan)).toBe(root);
    expect(gatewaySpan.attributes['graphql.operation.name']).toBe('ConfirmDeposit');
    expect([...receiver.contentTypes]).toEqual(['application/json']);
    process.stdout.write(
      `[e2e-traces] ${spans.length} spans in the deposit's trace: ${[...new Set(spans.map((span) => span.service))].join(', ')}\n`,
    );
  }, 90_000);
});
