import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generateJwtKeys, newEvent, queryRows, serviceMigrations } from '@mc/platform';
import { startSubgraphHarness, waitFor, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { testIdentityOptions } from './identity-client';

const keys = generateJwtKeys();
let harness: SubgraphHarness;

beforeAll(async () => {
  harness = await startSubgraphHarness('idcontentmail', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
    }),
  );
});
afterAll(() => harness.stop());

const mailTo = (recipient: string) =>
  queryRows<{ subject: string; body_text: string; kind: string }>(
    harness.database.orm,
    sql`select subject, body_text, kind from outgoing_mail where recipient = ${recipient}`,
  );

describe("content's e-mail requests", () => {
  it('queues a requested e-mail in the mailbox once, however often the event is delivered', async () => {
    const event = newEvent('content.mail.requested', {
      mailId: randomUUID(),
      to: 'visitor@example.org',
      subject: 'Wir haben Ihre Nachricht erhalten: Frage',
      text: 'Hallo Ana,\n\ndanke.',
      kind: 'contact-acknowledgement',
    });
    await harness.bus.publish(event);
    await waitFor(async () => (await mailTo('visitor@example.org')).length === 1);
    await harness.bus.publish(event);
    await harness.bus.publish(newEvent('content.mail.requested', { ...event.payload, to: 'second@example.org' }));
    await waitFor(async () => (await mailTo('second@example.org')).length === 1);
    expect(await mailTo('visitor@example.org')).toEqual([
      {
        subject: 'Wir haben Ihre Nachricht erhalten: Frage',
        body_text: 'Hallo Ana,\n\ndanke.',
        kind: 'contact-acknowledgement',
      },
    ]);
  });

  it('refuses a request its contract does not allow, queuing nothing', async () => {
    await harness.bus.publish(
      newEvent('content.mail.requested', {
        mailId: randomUUID(),
        to: 'refused@example.org',
        subject: 'x',
        text: 'y',
        kind: 'marketing',
      }),
    );
    await harness.bus.publish(
      newEvent('content.mail.requested', {
        mailId: randomUUID(),
        to: 'after-refused@example.org',
        subject: 'Re: x',
        text: 'reply',
        kind: 'contact-reply',
      }),
    );
    await waitFor(async () => (await mailTo('after-refused@example.org')).length === 1);
    expect(await mailTo('refused@example.org')).toEqual([]);
  });
});
