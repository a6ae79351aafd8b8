import { z } from 'zod';
import { validationFailed } from '../errors';
import type { ContactMessageInput } from '../generated/resolvers';
import { siteLanguageOr, type SiteLanguage } from '../texts/languages';

/** The contact form's rules, as the schema's input documents them. */
const contactForm = z.object({
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  email: z
    .string()
    .trim()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email({ error: 'must be a valid e-mail address' })),
  phone: z
    .string()
    .trim()
    .min(6, 'must be 6 to 32 characters')
    .max(32, 'must be 6 to 32 characters')
    .regex(/^[0-9 +()-]+$/, 'may hold only digits, spaces and + ( ) -')
    .regex(/[0-9]/, 'must contain digits'),
  subject: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  body: z
    .string()
    .trim()
    .max(5000, 'must be at most 5,000 characters')
    .nullish()
    .transform((body) => body || null),
});

export type ContactForm = z.infer<typeof contactForm> & { language: SiteLanguage };

/** The visitor's form, trimmed and checked; VALIDATION_FAILED names every field at fault. */
export function parseContactForm(input: ContactMessageInput): ContactForm {
  const parsed = contactForm.safeParse(input);
  if (!parsed.success)
    throw validationFailed(
      parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'input'), message: issue.message })),
    );
  return { ...parsed.data, language: siteLanguageOr(input.language) };
}

export const REPLY_MAX_LENGTH = 5000;

export function parseReplyBody(body: string): string {
  const trimmed = body.trim();
  if (!trimmed) throw validationFailed([{ field: 'body', message: 'is required' }]);
  if (trimmed.length > REPLY_MAX_LENGTH)
    throw validationFailed([{ field: 'body', message: `must be at most ${REPLY_MAX_LENGTH} characters` }]);
  return trimmed;
}
