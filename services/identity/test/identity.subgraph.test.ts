import { testIdentityOptions } from './identity-client';
import { randomUUID } from 'node:crypto';
import { generateJwtKeys, serviceMigrations, type Viewer } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { insertUser } from './users.factory';

let harness: SubgraphHarness;
let annId: string;
let bobId: string;

beforeAll(async () => {
  harness = await startSubgraphHarness('identity', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: generateJwtKeys().privateKey,
    }),
  );
  annId = await insertUser(harness.database, {
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    currency: 'EUR',
  });
  bobId = await insertUser(harness.database, { email: 'bob@example.com', firstName: 'Bob' });
});
afterAll(() => harness.stop());

const ME = '{ me { id email firstName lastName currency createdAt } }';
const ENTITIES =
  'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { id email } } }';
const admin: Viewer = { kind: 'admin', adminId: 'admin-1', roles: ['operator'] };
const asUser = (userId: string): Viewer => ({ kind: 'user', userId });

function resolveUsers(ids: string[], viewer: Viewer) {
  return harness.query(ENTITIES, { representations: ids.map((id) => ({ __typename: 'User', id })) }, viewer);
}

describe('identity subgraph: me', () => {
  it('is null for a guest and for an admin', async () => {
    expect(await harness.query(ME)).toEqual({ data: { me: null } });
    expect(await harness.query(ME, {}, admin)).toEqual({ data: { me: null } });
  });

  it('is the signed-in customer', async () => {
    const { data, errors } = await harness.query(ME, {}, asUser(annId));
    expect(errors).toBeUndefined();
    expect(data?.me).toMatchObject({
      id: annId,
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      currency: 'EUR',
    });
    expect(Date.now() - Date.parse(data?.me.createdAt)).toBeLessThan(60 * 60_000);
  });

  it('defaults the currency to USD and leaves a missing last name null', async () => {
    const { data } = await harness.query(ME, {}, asUser(bobId));
    expect(data?.me).toMatchObject({ firstName: 'Bob', lastName: null, currency: 'USD' });
  });

  it('is null for a customer whose account does not exist', async () => {
    expect(await harness.query(ME, {}, asUser(randomUUID()))).toEqual({ data: { me: null } });
  });

  it('refuses a user id that identity never issues', async () => {
    const { data, errors } = await harness.query(ME, {}, asUser('not-a-uuid'));
    expect(data?.me).toBeNull();
    expect(errors?.[0].extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'VIEWER_INVALID' });
  });
});

describe('identity subgraph: User references', () => {
  it('resolve to nothing for a guest', async () => {
    const { data, errors } = await resolveUsers([annId], { kind: 'guest' });
    expect(errors).toBeUndefined();
    expect(data?._entities).toEqual([null]);
  });

  it('let a customer resolve themself but never another customer', async () => {
    const { data, errors } = await resolveUsers([annId, bobId], asUser(annId));
    expect(errors).toBeUndefined();
    expect(data?._entities).toEqual([{ id: annId, email: 'ann@example.com' }, null]);
  });

  it('let an admin resolve anyone; unknown and malformed ids are null', async () => {
    const { data, errors } = await resolveUsers([bobId, annId, randomUUID(), 'user-1'], admin);
    expect(errors).toBeUndefined();
    expect(data?._entities).toEqual([
      { id: bobId, email: 'bob@example.com' },
      { id: annId, email: 'ann@example.com' },
      null,
      null,
    ]);
  });
});

describe('identity users table', () => {
  it('refuses an e-mail that is not lower-cased and a currency outside USD, EUR, GBP', async () => {
    await expect(insertUser(harness.database, { email: 'Carol@Example.com' })).rejects.toThrow(/users_email_check/);
    await expect(insertUser(harness.database, { email: 'ann@example.com' })).rejects.toThrow(/users_email_key/);
    await expect(insertUser(harness.database, { email: 'dan@example.com', currency: 'JPY' as 'USD' })).rejects.toThrow(
      /users_currency_check/,
    );
  });
});
