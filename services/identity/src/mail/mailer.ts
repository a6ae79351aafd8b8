import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Database, Executor } from '@mc/platform';
import { claimUndeliveredMail, insertMail, markMailDelivered, markMailFailed } from '../db/mail.repository';
import type { MailContent } from './templates';

export type MailerOptions = { smtpUrl?: string; from: string };

/**
 * Every e-mail is written to the mailbox table in the caller's transaction (so a rolled-back
 * sign-up sends nothing) and, when SMTP_URL is set, delivered after commit. Without SMTP the
 * mailbox is the delivery: the admin panel shows it.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private delivering: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly options: MailerOptions,
    private readonly logger: Logger,
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  /** `secrets` (a PIN, a token) are delivered, but the admin mailbox shows the text without them. */
  async queue(
    tx: Executor,
    recipient: string,
    content: MailContent,
    kind: string,
    userId?: string,
    secrets: string[] = [],
  ): Promise<void> {
    const secretsHiddenText = secrets.length > 0 ? hideSecrets(content.text, secrets) : null;
    await insertMail(tx, {
      recipient,
      subject: content.subject,
      bodyText: content.text,
      secretsHiddenText,
      kind,
      userId,
    });
  }

  /** Whether mail leaves by SMTP; without it the mailbox is the only delivery (local development). */
  get delivers(): boolean {
    return this.transport !== undefined;
  }

  /** Called after a commit that queued mail; one delivery pass at a time. */
  deliverPending(): Promise<void> {
    if (!this.transport) return Promise.resolve();
    this.delivering ??= this.deliverBatch().finally(() => {
      this.delivering = undefined;
    });
    return this.delivering;
  }

  close(): void {
    this.transport?.close();
  }

  private async deliverBatch(): Promise<void> {
    const transport = this.transport!;
    await this.database.orm.transaction(async (tx) => {
      for (const mail of await claimUndeliveredMail(tx, 20)) {
        try {
          await transport.sendMail({
            from: this.options.from,
            to: mail.recipient,
            subject: mail.subject,
            text: mail.body_text,
          });
          await markMailDelivered(tx, mail.id);
        } catch (error) {
          this.logger.warn({ err: error, mailId: mail.id }, 'e-mail delivery failed; kept in the mailbox');
          await markMailFailed(tx, mail.id, String(error));
        }
      }
    });
  }
}

export const HIDDEN_SECRET = '•••••';

/** The text with every secret, also as it appears URL-encoded in a link, replaced. */
export function hideSecrets(text: string, secrets: string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .flatMap((secret) => [secret, encodeURIComponent(secret)])
    .reduce((hidden, secret) => hidden.split(secret).join(HIDDEN_SECRET), text);
}
