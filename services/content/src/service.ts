import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Outbox,
  RateLimiter,
  startDomainSubgraph,
  type RunningServer,
  type ServiceRuntime,
  AuditLogReader,
} from '@mc/platform';
import { ContactService } from './contact/contact.service';
import { MailTemplates } from './contact/mail-templates';
import { ContentService } from './content.service';
import { buildContext, type ContentContext, type ContentServices } from './context';
import { FaqService } from './faq/faq.service';
import { PageService } from './pages/page.service';
import { resolvers } from './resolvers';
import { SITE_LANGUAGES } from './texts/languages';
import { RenderedHtml } from './texts/rendered';
import { loadTexts } from './texts/texts-loader';
import { DEFAULT_TEXTS_DIR, readTextsFolder } from './texts/texts-folder';

export const CONTENT_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');
export const CONTENT_TYPE_DEFS = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');

const HOUR_MS = 3_600_000;

export type ContentOptions = {
  /** The Markdown texts (default services/content/texts); tests use their own fixtures. */
  textsDir?: string;
  /** Contact-form messages per hour: per IP (default 5) and per e-mail address (default 3). */
  contactLimitPerIp?: number;
  contactLimitPerEmail?: number;
  now?: () => number;
};

export async function startContentService(
  runtime: ServiceRuntime,
  options: ContentOptions = {},
): Promise<RunningServer> {
  // A malformed text refuses the start, listing every problem (MalformedTextsError).
  const texts = readTextsFolder(options.textsDir ?? DEFAULT_TEXTS_DIR, [...SITE_LANGUAGES]);
  const templates = new MailTemplates(texts.mail);
  const loaded = await loadTexts(runtime.database, texts);
  runtime.logger.info(loaded, 'texts loaded');
  const outbox = new Outbox(runtime.database, { bus: runtime.bus, logger: runtime.logger.child({ module: 'outbox' }) });
  const services = contentServices(runtime, outbox, templates, options);
  outbox.relay.start();
  try {
    return await startDomainSubgraph<ContentContext>(runtime, {
      name: 'content',
      typeDefs: CONTENT_TYPE_DEFS,
      resolvers,
      context: (viewer, http) => buildContext(services, viewer, http.request),
      onStop: () => outbox.relay.stop(),
    });
  } catch (error) {
    await outbox.relay.stop();
    throw error;
  }
}

function contentServices(
  runtime: ServiceRuntime,
  outbox: Outbox,
  templates: MailTemplates,
  options: ContentOptions,
): ContentServices {
  const now = options.now ?? runtime.now ?? Date.now;
  const limiter = (name: string, limit: number) =>
    new RateLimiter({ name, limit, windowMs: HOUR_MS, counters: runtime.counters, now });
  const rendered = new RenderedHtml();
  const content = new ContentService(runtime.database);
  return {
    content,
    pages: new PageService(runtime.database, outbox, rendered),
    faq: new FaqService(runtime.database, outbox, rendered),
    contact: new ContactService(
      runtime.database,
      outbox,
      templates,
      async () => (await content.siteSettings()).productName,
      {
        perIp: limiter('contact-ip', options.contactLimitPerIp ?? 5),
        perEmail: limiter('contact-email', options.contactLimitPerEmail ?? 3),
      },
    ),
    auditLog: new AuditLogReader(runtime.database),
  };
}
