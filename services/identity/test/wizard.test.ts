import { generateJwtKeys, serviceMigrations, verifyAccessToken, type Viewer } from '@mc/platform';
import { startSubgraphHarness, waitFor, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { callIdentity, countRows, latestPin, SIGN_UP, signUpInput, testIdentityOptions } from './identity-client';

const keys = generateJwtKeys();
let harness: SubgraphHarness;
let nowMs = Date.parse('2030-01-01T00:00:00Z');

beforeAll(async () => {
  harness = await startSubgraphHarness('idwizard', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
      now: () => nowMs,
    }),
  );
});
afterAll(() => harness.stop());

const call = (query: string, variables: Record<string, unknown> = {}, viewer?: Viewer) =>
  callIdentity(harness.url, query, variables, { viewer });
const REQUEST_PIN = 'mutation { requestDevicePin }';
const VERIFY = 'mutation ($pin: String!) { verifyDevice(pin: $pin) { deviceVerified } }';
const DETAILS =
  'mutation ($input: DetailsInput!) { updateDetails(input: $input) { detailsCompleted country mobileNumber currency firstName } }';
const details = {
  firstName: 'Dana',
  lastName: 'Ng',
  country: 'Germany',
  mobileNumber: '+49 30 1234567',
  currency: 'EUR',
};

async function newCustomer(email: string): Promise<Viewer> {
  const result = await call(SIGN_UP, { input: signUpInput({ email }) });
  // The token is signed with the test key pair; its claims are what the gateway would forward.
  return verifyAccessToken(keys.publicKey, result.sessionSet!.accessToken);
}

describe('details (step 2)', () => {
  it('saves the details and marks the step done', async () => {
    const viewer = await newCustomer('dana@example.com');
    const result = await call(DETAILS, { input: details }, viewer);
    expect(result.data?.updateDetails).toEqual({
      detailsCompleted: true,
      country: 'DE',
      mobileNumber: '+49 30 1234567',
      currency: 'EUR',
      firstName: 'Dana',
    });
  });

  it('refuses a guest, an expired session, and bad fields', async () => {
    expect((await call(DETAILS, { input: details })).errors?.[0].extensions?.reason).toBe('SIGN_IN_REQUIRED');
    expect(
      (await call(DETAILS, { input: details }, { kind: 'guest', sessionExpired: true })).errors?.[0].extensions?.reason,
    ).toBe('SESSION_EXPIRED');
    const viewer = await newCustomer('dana2@example.com');
    const bad = await call(
      DETAILS,
      { input: { ...details, mobileNumber: 'call me', country: 'x'.repeat(101) } },
      viewer,
    );
    expect(bad.errors?.[0].extensions?.reason).toBe('INVALID_INPUT');
    expect(bad.errors?.[0].extensions?.details.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'country',
      'mobileNumber',
    ]);
    expect((await call(DETAILS, { input: { ...details, currency: 'JPY' } }, viewer)).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('stores the country as its ISO code, from a code or a name in any of the five languages (issue 24, item 1)', async () => {
    const viewer = await newCustomer('codes@example.com');
    const saved = async (country: string) =>
      (await call(DETAILS, { input: { ...details, country } }, viewer)).data?.updateDetails.country;
    for (const [typed, code] of [
      ['Deutschland', 'DE'],
      ['U.S.A.', 'US'],
      ['UK', 'GB'],
      ['de', 'DE'],
      ['Royaume-Uni', 'GB'],
      ['Россия', 'RU'],
      ['España', 'ES'],
      ['Japan', 'JP'],
    ])
      expect(await saved(typed)).toBe(code);
  });

  it('refuses a country it cannot recognise with 422 naming country, and changes nothing', async () => {
    const viewer = await newCustomer('atlantis@example.com');
    await call(DETAILS, { input: details }, viewer);
    const refused = await call(DETAILS, { input: { ...details, firstName: 'Atlas', country: 'Atlantis' } }, viewer);
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'UNPROCESSABLE',
      reason: 'COUNTRY_NOT_RECOGNISED',
      details: { fields: [{ field: 'country', problem: expect.stringContaining('ISO 3166-1 alpha-2') }] },
    });
    expect(refused.errors?.[0].message).toMatch(/^country .*"Atlantis"/);
    const me = await call('query { me { firstName country } }', {}, viewer);
    expect(me.data?.me).toEqual({ firstName: 'Dana', country: 'DE' });
  });
});

describe('the country announced to trading', () => {
  const ADDRESS = 'mutation ($input: AddressInput!) { updateAddress(input: $input) { country } }';
  const address = { streetAddress: '1 Chome', postCode: '100-0001', city: 'Tokyo', state: '', country: 'Japan' };

  it('announces identity.user.country_changed with each change of country, in the change’s transaction', async () => {
    const announced: { userId: string; country: string; changedAt: string }[] = [];
    await harness.bus.consume({
      durableName: 'test-countries',
      stream: 'identity',
      subjects: ['identity.user.country_changed'],
      handler: async (event) => void announced.push(event.payload as (typeof announced)[number]),
    });
    const viewer = (await newCustomer('countries@example.com')) as Viewer & { userId: string };
    const mine = () => announced.filter((event) => event.userId === viewer.userId).map((event) => event.country);
    await call(DETAILS, { input: details }, viewer);
    await waitFor(() => mine().length === 1, 5_000, 'the first country announced');
    // The same country again, and a refused update, announce nothing.
    await call(DETAILS, { input: { ...details, firstName: 'Dani' } }, viewer);
    expect((await call(DETAILS, { input: { ...details, country: 'x' } }, viewer)).errors).toBeDefined();
    expect((await call(ADDRESS, { input: address }, viewer)).data?.updateAddress.country).toBe('JP');
    // The same country by another name is no change.
    await call(DETAILS, { input: { ...details, country: 'Japon' } }, viewer);
    await waitFor(() => mine().length === 2, 5_000, 'the address change announced');
    expect(mine()).toEqual(['DE', 'JP']);
    expect(announced.find((event) => event.userId === viewer.userId)?.changedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('device PIN (step 3)', () => {
  it('e-mails a 5-digit PIN in the customer language and verifies the device with it', async () => {
    const viewer = await newCustomer('pin@example.com');
    expect((await call(REQUEST_PIN, {}, viewer)).data?.requestDevicePin).toBe(true);
    const pin = await latestPin(harness.database.orm, 'pin@example.com');
    expect((await call(VERIFY, { pin }, viewer)).data?.verifyDevice).toEqual({ deviceVerified: true });
    expect((await call(REQUEST_PIN, {}, viewer)).errors?.[0].extensions?.reason).toBe('DEVICE_ALREADY_VERIFIED');
  });

  it('answers a confirmed device with a conflict whatever PIN comes, after checking its shape (issue 24, item 3)', async () => {
    const viewer = await newCustomer('confirmed@example.com');
    await call(REQUEST_PIN, {}, viewer);
    const pin = await latestPin(harness.database.orm, 'confirmed@example.com');
    expect((await call(VERIFY, { pin }, viewer)).data?.verifyDevice).toEqual({ deviceVerified: true });
    for (const again of [pin, pin === '12345' ? '54321' : '12345'])
      expect((await call(VERIFY, { pin: again }, viewer)).errors?.[0].extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'DEVICE_ALREADY_VERIFIED',
      });
    for (const malformed of ['abcde', '1234', ''])
      expect((await call(VERIFY, { pin: malformed }, viewer)).errors?.[0].extensions).toMatchObject({
        code: 'BAD_REQUEST',
        reason: 'INVALID_INPUT',
      });
    // Shape before the session: a guest's malformed PIN is bad input too.
    expect((await call(VERIFY, { pin: 'abcde' })).errors?.[0].extensions?.reason).toBe('INVALID_INPUT');
  });

  it('counts wrong PINs and locks after five', async () => {
    const viewer = await newCustomer('wrong@example.com');
    await call(REQUEST_PIN, {}, viewer);
    const pin = await latestPin(harness.database.orm, 'wrong@example.com');
    const wrongPin = pin === '00000' ? '11111' : '00000';
    const reasons = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      reasons.push((await call(VERIFY, { pin: wrongPin }, viewer)).errors?.[0]);
    expect(reasons.map((error) => error?.extensions?.reason)).toEqual([
      'PIN_WRONG',
      'PIN_WRONG',
      'PIN_WRONG',
      'PIN_WRONG',
      'PIN_LOCKED',
    ]);
    expect(reasons[0]?.message).toBe('The PIN is wrong: 4 attempts left');
    expect((await call(VERIFY, { pin }, viewer)).errors?.[0].extensions?.reason).toBe('PIN_LOCKED');
  });

  it('limits resends to one a minute and refuses an expired PIN', async () => {
    const viewer = await newCustomer('slow@example.com');
    await call(REQUEST_PIN, {}, viewer);
    const mailsBefore = await countRows(harness.database.orm, 'outgoing_mail');
    const tooSoon = await call(REQUEST_PIN, {}, viewer);
    expect(tooSoon.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'PIN_RESEND_TOO_SOON' });
    expect(await countRows(harness.database.orm, 'outgoing_mail')).toBe(mailsBefore);
    const pin = await latestPin(harness.database.orm, 'slow@example.com');
    nowMs += 15 * 60_000;
    expect((await call(VERIFY, { pin }, viewer)).errors?.[0].extensions?.reason).toBe('PIN_EXPIRED');
    expect((await call(REQUEST_PIN, {}, viewer)).data?.requestDevicePin).toBe(true);
    expect(
      (await call(VERIFY, { pin: await latestPin(harness.database.orm, 'slow@example.com') }, viewer)).data
        ?.verifyDevice.deviceVerified,
    ).toBe(true);
  });

  it('refuses a PIN that is not 5 digits without counting it', async () => {
    const viewer = await newCustomer('shape@example.com');
    await call(REQUEST_PIN, {}, viewer);
    for (const pin of ['1234', '123456', 'abcde', ''])
      expect((await call(VERIFY, { pin }, viewer)).errors?.[0].extensions?.reason).toBe('INVALID_INPUT');
    expect(
      (await call(VERIFY, { pin: await latestPin(harness.database.orm, 'shape@example.com') }, viewer)).data
        ?.verifyDevice.deviceVerified,
    ).toBe(true);
  });

  it('refuses to verify before a PIN was requested', async () => {
    const viewer = await newCustomer('early@example.com');
    expect((await call(VERIFY, { pin: '12345' }, viewer)).errors?.[0].extensions?.reason).toBe('PIN_NOT_REQUESTED');
  });
});

describe('identity skip (step 4)', () => {
  it('lets a customer skip the upload, once it is not submitted', async () => {
    const viewer = await newCustomer('skip@example.com');
    const result = await call('mutation { skipIdentityCheck { identityCheck identityCheckSkipped } }', {}, viewer);
    expect(result.data?.skipIdentityCheck).toEqual({ identityCheck: 'NOT_SUBMITTED', identityCheckSkipped: true });
    expect((await call('mutation { skipIdentityCheck { id } }')).errors?.[0].extensions?.reason).toBe(
      'SIGN_IN_REQUIRED',
    );
  });
});
