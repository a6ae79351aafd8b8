import { serviceMigrations } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { FUNDS_MIGRATIONS_DIR, startFundsService } from '../src';

let harness: SubgraphHarness;

beforeAll(async () => {
  harness = await startSubgraphHarness('funds', serviceMigrations(FUNDS_MIGRATIONS_DIR), startFundsService);
});
afterAll(() => harness.stop());

const ENTITIES =
  'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Asset { code name kind scale } } }';

describe('funds subgraph', () => {
  it('lists the seven ledger assets, fiat first', async () => {
    const { data } = await harness.query('{ assets { code name kind scale } }');
    expect(data?.assets.map((asset: { code: string }) => asset.code)).toEqual([
      'USD',
      'EUR',
      'GBP',
      'BTC',
      'ETH',
      'BNB',
      'USDT',
    ]);
    expect(data?.assets).toContainEqual({ code: 'GBP', name: 'Pound Sterling', kind: 'FIAT', scale: 2 });
    expect(data?.assets).toContainEqual({ code: 'USDT', name: 'USD Tether', kind: 'CRYPTO', scale: 8 });
  });

  it('finds one asset by code and answers null for an unknown code', async () => {
    const { data, errors } = await harness.query(
      'query ($code: String!) { asset(code: $code) { code name kind scale } }',
      { code: 'BNB' },
    );
    expect(errors).toBeUndefined();
    expect(data?.asset).toEqual({ code: 'BNB', name: 'Binance Coin', kind: 'CRYPTO', scale: 8 });
    const unknown = await harness.query('{ asset(code: "XYZ") { code } }');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.asset).toBeNull();
  });

  it('resolves Asset references by code, null for an unknown one', async () => {
    const representations = [
      { __typename: 'Asset', code: 'ETH' },
      { __typename: 'Asset', code: 'DOGE' },
      { __typename: 'Asset', code: 'EUR' },
    ];
    const { data, errors } = await harness.query(ENTITIES, { representations });
    expect(errors).toBeUndefined();
    expect(data?._entities).toEqual([
      { code: 'ETH', name: 'Ethereum', kind: 'CRYPTO', scale: 8 },
      null,
      { code: 'EUR', name: 'Euro', kind: 'FIAT', scale: 2 },
    ]);
  });

  it('serves fallback rates for the eight client-state coins, ordered by coin', async () => {
    const { data } = await harness.query('{ exchangeRates { coin usd eur gbp source updatedAt } }');
    expect(data?.exchangeRates.map((rate: { coin: string }) => rate.coin)).toEqual([
      'binancecoin',
      'bitcoin',
      'ethereum',
      'litecoin',
      'monero',
      'ripple',
      'tether',
      'zcash',
    ]);
    for (const rate of data?.exchangeRates ?? []) {
      expect(rate.source).toBe('FALLBACK');
      expect(rate.usd).toBeGreaterThan(rate.gbp);
      expect(rate.eur).toBeGreaterThan(rate.gbp);
      expect(new Date(rate.updatedAt).toISOString()).toBe(rate.updatedAt);
    }
    expect(data?.exchangeRates.find((rate: { coin: string }) => rate.coin === 'tether').usd).toBe(1);
  });

  it('publishes its SDL for composition', async () => {
    const { data } = await harness.query('{ _service { sdl } }');
    expect(data?._service.sdl).toMatch(/type Asset\s+@key\(fields: "code"\)/);
  });
});
