import { serviceMigrations } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { CONTENT_MIGRATIONS_DIR, startContentService } from '../src';

let harness: SubgraphHarness;

beforeAll(async () => {
  harness = await startSubgraphHarness('content', serviceMigrations(CONTENT_MIGRATIONS_DIR), startContentService);
});
afterAll(() => harness.stop());

describe('content subgraph', () => {
  it('lists the five languages in menu order', async () => {
    const { data } = await harness.query('{ languages { code name nativeName } }');
    expect(data?.languages.map((language: { code: string }) => language.code)).toEqual(['en', 'ru', 'de', 'es', 'fr']);
    expect(data?.languages[2]).toEqual({ code: 'de', name: 'German', nativeName: 'Deutsch' });
  });

  it('serves the site settings with the data-centre list of five countries', async () => {
    const { data } = await harness.query(
      '{ siteSettings { productName supportEmail dataCentres { id country countryCode city } } }',
    );
    expect(data?.siteSettings.productName).toBe('CloudMine');
    expect(data?.siteSettings.supportEmail).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(new Set(data?.siteSettings.dataCentres.map((centre: { country: string }) => centre.country)).size).toBe(5);
    // Each country's ISO code, which the clients name in the reader's language.
    expect(
      data?.siteSettings.dataCentres.map((centre: { country: string; countryCode: string }) => [
        centre.country,
        centre.countryCode,
      ]),
    ).toEqual([
      ['Iceland', 'IS'],
      ['Norway', 'NO'],
      ['Sweden', 'SE'],
      ['Canada', 'CA'],
      ['Finland', 'FI'],
    ]);
  });

  it('publishes its SDL for composition', async () => {
    const { data } = await harness.query('{ _service { sdl } }');
    expect(data?._service.sdl).toContain('siteSettings: SiteSettings!');
  });

  it('refuses requests without the internal secret', async () => {
    const response = await fetch(harness.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ languages { code } }"}',
    });
    expect(response.status).toBe(401);
    expect((await response.json()).errors[0].extensions.reason).toBe('INTERNAL_SECRET');
  });

  it('answers health and readiness', async () => {
    const base = harness.url.replace('/graphql', '');
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(await (await fetch(`${base}/ready`)).json()).toEqual({ status: 'ready', service: 'content' });
  });

  it('answers malformed GraphQL with a parse error and no data', async () => {
    const response = await harness.query('{ languages { code ');
    expect(response.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});
