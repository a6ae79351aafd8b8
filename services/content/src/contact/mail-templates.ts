import type { MailTemplate } from '../texts/document';
import type { SiteLanguage } from '../texts/languages';
import { MalformedTextsError } from '../texts/texts-folder';

export const MAIL_TEMPLATE_NAMES = ['contact-acknowledgement', 'contact-reply'] as const;
export type MailTemplateName = (typeof MAIL_TEMPLATE_NAMES)[number];
export type MailValues = { name: string; subject: string; reply?: string; productName: string };

/**
 * The e-mails content composes, from texts/<lang>/mail. A language without its own template falls
 * back to English, which must have every template (checked on start).
 */
export class MailTemplates {
  constructor(private readonly templates: Map<string, Map<string, MailTemplate>>) {
    const english = templates.get('en');
    const missing = MAIL_TEMPLATE_NAMES.filter((name) => !english?.has(name)).map((name) => `en/mail/${name}.md`);
    if (missing.length > 0) throw new MalformedTextsError(missing.map((file) => `${file}: is missing`));
  }

  compose(name: MailTemplateName, language: SiteLanguage, values: MailValues): { subject: string; text: string } {
    const template = this.templates.get(language)?.get(name) ?? this.templates.get('en')!.get(name)!;
    return { subject: fill(template.subject, values), text: fill(template.text, values) };
  }
}

/** Replaces `{name}`, `{subject}`, `{reply}` and `{productName}`; other braces stay as written. */
function fill(template: string, values: MailValues): string {
  return template.replace(
    /\{(name|subject|reply|productName)\}/g,
    (_match, key: keyof MailValues) => values[key] ?? '',
  );
}
