import { randomUUID } from 'node:crypto';
import { encodeViewer, INTERNAL_SECRET_HEADER, serviceMigrations, VIEWER_HEADER, type Viewer } from '@mc/platform';
import { startSubgraphHarness, TEST_INTERNAL_SECRET, type SubgraphHarness } from '@mc/platform/testing';
import { auditOf } from '@mc/platform';
import { startTradingService, TRADING_MIGRATIONS_DIR } from '../src';
import { ManualPriceSource } from './manual-price-source';

/** Trader photos (legacy-api.md row 59): uploaded by operators, checked by content, kept, served by id. */
let harness: SubgraphHarness;
const clock = { now: Date.UTC(2031, 5, 2, 9, 0) };

const OPERATOR: Viewer = { kind: 'admin', adminId: randomUUID(), roles: ['operator'] };
const ACCOUNTANT: Viewer = { kind: 'admin', adminId: randomUUID(), roles: ['accountant'] };
const GUEST: Viewer = { kind: 'guest' };
const CUSTOMER: Viewer = { kind: 'user', userId: randomUUID() };

/** A 1×1 PNG and the first bytes of a JPEG: real images, told apart by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

const CREATE = 'mutation ($input: TraderInput!) { createTrader(input: $input) { id photoUrl } }';
const UPLOAD =
  'mutation ($id: ID!, $photo: ImageUpload!) { uploadTraderPhoto(id: $id, photo: $photo) { id photoUrl } }';
const RETIRE = 'mutation ($id: ID!) { retireTrader(id: $id, reason: "Left the desk") { id photoUrl } }';
const TRADERS = '{ traders { id photoUrl } }';

const upload = (fileName: string, bytes: Buffer) => ({ fileName, base64: bytes.toString('base64') });

async function ok<TData = Record<string, any>>(query: string, variables: Record<string, unknown>, viewer: Viewer) {
  const { data, errors } = await harness.query<TData>(query, variables, viewer);
  if (errors) throw new Error(JSON.stringify(errors));
  return data!;
}

async function refusal(query: string, variables: Record<string, unknown>, viewer: Viewer) {
  const { errors } = await harness.query(query, variables, viewer);
  return { reason: errors?.[0].extensions?.reason, message: errors?.[0].message };
}

async function createTrader(): Promise<string> {
  const input = {
    name: 'Pia Photo',
    email: 'pia@example.com',
    profitSharePercent: 10,
    equity: '50000',
    minAllocation: '100',
    maxAllocation: '1000',
  };
  const created = (await ok(CREATE, { input }, OPERATOR)).createTrader;
  expect(created.photoUrl).toBeNull();
  return created.id as string;
}

/** As the gateway asks: the internal secret and the viewer. */
function fetchPhoto(url: string, viewer: Viewer, secret = TEST_INTERNAL_SECRET) {
  const id = url.replace('/images/traders/', '');
  return fetch(`${new URL(harness.url).origin}/trader-photos/${id}`, {
    headers: { [INTERNAL_SECRET_HEADER]: secret, [VIEWER_HEADER]: encodeViewer(viewer) },
  });
}

const photoRows = (traderId: string) =>
  harness.database.script(
    async (execute) =>
      (await execute('select id, content_type, size_bytes from trader_photos where trader_id = $1', [traderId])) as {
        id: string;
        content_type: string;
        size_bytes: number;
      }[],
  );

beforeAll(async () => {
  harness = await startSubgraphHarness('trading-photos', serviceMigrations(TRADING_MIGRATIONS_DIR), (runtime) =>
    startTradingService(runtime, {
      now: () => clock.now,
      priceSource: (instruments) => new ManualPriceSource(instruments),
      fundsUrl: 'http://127.0.0.1:9/graphql',
    }),
  );
});
afterAll(() => harness.stop());

describe('trader photos', () => {
  it('stores a PNG, shows it, serves its bytes to anyone, and audits the upload', async () => {
    const traderId = await createTrader();
    const { photoUrl } = (await ok(UPLOAD, { id: traderId, photo: upload('pia.png', PNG) }, OPERATOR))
      .uploadTraderPhoto;
    expect(photoUrl).toMatch(/^\/images\/traders\/[0-9a-f-]{36}$/);
    expect((await ok(TRADERS, {}, GUEST)).traders).toContainEqual({ id: traderId, photoUrl });

    for (const viewer of [GUEST, CUSTOMER, OPERATOR]) {
      const served = await fetchPhoto(photoUrl, viewer);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    }
    const [entry] = await auditOf(harness.database.orm, traderId);
    expect(entry).toMatchObject({
      operation: 'TRADER_PHOTO_UPDATED',
      adminId: (OPERATOR as { adminId: string }).adminId,
    });
    expect(entry.before).toEqual({ photoId: null });
    expect(entry.after).toMatchObject({ contentType: 'image/png', sizeBytes: PNG.length });
    expect(entry.after).not.toHaveProperty('bytes');
  });

  it('a new photo is a new id; the earlier one is kept and still served', async () => {
    const traderId = await createTrader();
    const first = (await ok(UPLOAD, { id: traderId, photo: upload('a.png', PNG) }, OPERATOR)).uploadTraderPhoto;
    const second = (await ok(UPLOAD, { id: traderId, photo: upload('b.jpeg', JPEG) }, OPERATOR)).uploadTraderPhoto;
    expect(second.photoUrl).not.toBe(first.photoUrl);
    expect((await photoRows(traderId)).map((row) => row.content_type).sort()).toEqual(['image/jpeg', 'image/png']);
    expect((await fetchPhoto(first.photoUrl, GUEST)).status).toBe(200);
    expect((await fetchPhoto(second.photoUrl, GUEST)).headers.get('content-type')).toBe('image/jpeg');
    const [entry] = await auditOf(harness.database.orm, traderId);
    expect(entry.before).toEqual({ photoId: first.photoUrl.replace('/images/traders/', '') });
  });

  it('refuses by content and name: a PNG named .gif, text named .png, bad base64, over 4 MB; nothing stored', async () => {
    const traderId = await createTrader();
    const cases: [Record<string, string>, RegExp][] = [
      [upload('pia.gif', PNG), /must be a \.jpg, \.jpeg or \.png file/],
      [upload('pia.png', Buffer.from('not an image at all')), /is not a JPEG or PNG image/],
      [{ fileName: 'pia.png', base64: 'data:image/png;base64,AAAA' }, /is not valid base64/],
      [upload('big.png', Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)])), /is larger than 4 MB/],
    ];
    for (const [photo, message] of cases) {
      const refused = await refusal(UPLOAD, { id: traderId, photo }, OPERATOR);
      expect(refused.reason).toBe('INVALID_INPUT');
      expect(refused.message).toMatch(message);
    }
    expect(await photoRows(traderId)).toHaveLength(0);
    expect(await auditOf(harness.database.orm, traderId)).toHaveLength(1);
  });

  it('is for OPERATOR and SUPERADMIN only; unknown trader: "Trader Not Found"', async () => {
    const traderId = await createTrader();
    for (const viewer of [ACCOUNTANT, CUSTOMER])
      expect((await refusal(UPLOAD, { id: traderId, photo: upload('a.png', PNG) }, viewer)).reason).toBe(
        'ADMIN_ROLE_REQUIRED',
      );
    expect((await refusal(UPLOAD, { id: traderId, photo: upload('a.png', PNG) }, GUEST)).reason).toBe(
      'SIGN_IN_REQUIRED',
    );
    const unknown = await refusal(UPLOAD, { id: randomUUID(), photo: upload('a.png', PNG) }, OPERATOR);
    expect(unknown).toEqual({ reason: 'TRADER_NOT_FOUND', message: 'Trader Not Found' });
    expect(await photoRows(traderId)).toHaveLength(0);
  });

  it('a retired trader keeps its photo for admins only and takes no new one', async () => {
    const traderId = await createTrader();
    const { photoUrl } = (await ok(UPLOAD, { id: traderId, photo: upload('a.png', PNG) }, OPERATOR)).uploadTraderPhoto;
    expect((await ok(RETIRE, { id: traderId }, OPERATOR)).retireTrader.photoUrl).toBe(photoUrl);
    expect((await fetchPhoto(photoUrl, GUEST)).status).toBe(404);
    expect((await fetchPhoto(photoUrl, CUSTOMER)).status).toBe(404);
    expect((await fetchPhoto(photoUrl, OPERATOR)).status).toBe(200);
    expect((await refusal(UPLOAD, { id: traderId, photo: upload('b.png', PNG) }, OPERATOR)).reason).toBe(
      'TRADER_RETIRED',
    );
    expect(await photoRows(traderId)).toHaveLength(1);
  });

  it('two uploads at once store both and show one of them', async () => {
    const traderId = await createTrader();
    const answers = await Promise.all(
      ['a.png', 'b.png'].map((name) => ok(UPLOAD, { id: traderId, photo: upload(name, PNG) }, OPERATOR)),
    );
    const shown = (await ok(TRADERS, {}, GUEST)).traders.find((trader: { id: string }) => trader.id === traderId);
    expect(answers.map((answer) => answer.uploadTraderPhoto.photoUrl)).toContain(shown.photoUrl);
    expect(await photoRows(traderId)).toHaveLength(2);
    expect(await auditOf(harness.database.orm, traderId)).toHaveLength(3);
  });

  it('serves nothing without the internal secret, for an unknown id, or a malformed one', async () => {
    const traderId = await createTrader();
    const { photoUrl } = (await ok(UPLOAD, { id: traderId, photo: upload('a.png', PNG) }, OPERATOR)).uploadTraderPhoto;
    expect((await fetchPhoto(photoUrl, GUEST, 'wrong secret')).status).toBe(401);
    expect((await fetchPhoto(`/images/traders/${randomUUID()}`, GUEST)).status).toBe(404);
    expect((await fetchPhoto('/images/traders/not-an-id', GUEST)).status).toBe(404);
  });

  it('the database keeps photos append-only', async () => {
    const traderId = await createTrader();
    await ok(UPLOAD, { id: traderId, photo: upload('a.png', PNG) }, OPERATOR);
    const attempt = (text: string) => harness.database.script((execute) => execute(text, [traderId]));
    await expect(attempt("update trader_photos set content_type = 'image/jpeg' where trader_id = $1")).rejects.toThrow(
      /append-only/,
    );
    await expect(attempt('delete from trader_photos where trader_id = $1')).rejects.toThrow(/append-only/);
  });
});
