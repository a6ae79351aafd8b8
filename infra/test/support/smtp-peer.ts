import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives (the peer the platform's mailer talks to). */
export async function startSmtpPeer(): Promise<{ url: string; received: ReceivedMail[]; stop(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The 5-digit PIN in the newest mail to `recipient`. */
export function pinFrom(received: ReceivedMail[], recipient: string): string | undefined {
  const mail = [...received].reverse().find((each) => each.to.includes(recipient));
  return mail ? /\b(\d{5})\b/.exec(mail.raw.split(/\r?\n\r?\n/).slice(1).join('\n'))?.[1] : undefined;
}

/** The password-reset link in the newest reset mail to `recipient` (quoted-printable soft breaks undone). */
export function resetLinkFrom(received: ReceivedMail[], recipient: string): string | undefined {
  const mail = [...received].reverse().find((each) => each.to.includes(recipient) && /token=/.test(each.raw.replace(/=\r?\n/g, '')));
  const text = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return text ? /(http:\/\/\S+\/password\.html\?\S+)/.exec(text)?.[1] : undefined;
}

/** The token in the newest e-mail-change mail to `recipient`. */
export function emailTokenFrom(received: ReceivedMail[], recipient: string): string | undefined {
  const mail = [...received].reverse().find((each) => each.to.includes(recipient) && /e-mail address: /.test(each.raw));
  return mail ? /e-mail address: ([A-Za-z0-9_-]{12})/.exec(mail.raw)?.[1] : undefined;
}
