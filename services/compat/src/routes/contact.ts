import type { Request, Router } from 'express';
import { z } from 'zod';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { answer } from './answer';

const SEND_CONTACT_MESSAGE = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
      receivedAt
    }
  }
`);

export const CONTACT_RECEIVED =
  'Thank you: your message was received and a confirmation is on its way to your e-mail address';

/**
 * The visitor's language: the form's `lang` field, else the browser's first Accept-Language tag
 * (content answers in English for any language the site does not have).
 */
function languageOf(request: Request, lang: string | undefined): string {
  if (lang) return lang;
  const first = request.header('accept-language')?.split(',')[0] ?? '';
  return first.split(/[-;]/)[0].trim().toLowerCase() || 'en';
}

/** The contact form (legacy-api.md row 68): stored, acknowledged by e-mail, rate limited. */
export function registerContactRoute(router: Router, gateway: GatewayClient): void {
  router.post('/contact', (request, response) => {
    const form = parseBody(request, {
      name: requiredText,
      email: requiredText,
      phone: legacyNumberOrString,
      subject: requiredText,
      // Longer than other legacy texts: the form's message is up to 5,000 characters.
      body: z.string({ error: 'must be a string' }).max(5000, 'must be at most 5000 characters').nullish(),
      lang: legacyText.optional(),
    });
    return answer(
      gateway,
      request,
      response,
      {
        document: SEND_CONTACT_MESSAGE,
        variables: {
          input: {
            name: form.name,
            email: form.email,
            phone: form.phone,
            subject: form.subject,
            body: form.body ?? null,
            language: languageOf(request, form.lang),
          },
        },
      },
      (data) => ({ id: data.sendContactMessage.id, received_at: data.sendContactMessage.receivedAt }),
      CONTACT_RECEIVED,
    );
  });
}
