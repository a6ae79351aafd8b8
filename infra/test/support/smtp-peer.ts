import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One delivered mail: the envelope's recipients, the raw message, and its decoded subject and text. */
export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

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
      // Decoded as a mail client would: non-English mail arrives base64 or quoted-printable encoded.
      stream.on('end', () => {
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The 5-digit PIN in the newest mail to `recipient`. */
export function pinFrom(received: ReceivedMail[], recipient: string): string | undefined {
  const mail = [...received].reverse().find((each) => each.to.includes(recipient));
  return mail ? /\b(\d{5})\b/.exec(mail.text)?.[1] : undefined;
}

/** The password-reset link in the newest reset mail to `recipient`. */
export function resetLinkFrom(received: ReceivedMail[], recipient: string): string | undefined {
  const mail = [...received].reverse().find((each) => each.to.includes(recipient) && /token=/.test(each.text));
  return mail ? /(http:\/\/\S+\/password\.html\?\S+)/.exec(mail.text)?.[1] : undefined;
}

/** The token in the newest e-mail-change mail to `recipient`. */
export function emailTokenFrom(received: ReceivedMail[], recipient: string): string | undefined {
  const mail = [...received]
    .reverse()
    .find((each) => each.to.includes(recipient) && /e-mail address: /.test(each.text));
  return mail ? /e-mail address: ([A-Za-z0-9_-]{12})/.exec(mail.text)?.[1] : undefined;
}
