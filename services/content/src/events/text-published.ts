import { contractPayload, type ContentTextPublishedV1 } from '@mc/contracts';
import { newEvent, type EventEnvelope } from '@mc/platform';

export const TEXT_PUBLISHED_SUBJECT = 'content.text.published';

/** An operator published a text: the edge refreshes the pages it rendered ahead that show it (ADR 0029). */
export function textPublished(text: ContentTextPublishedV1): EventEnvelope {
  return newEvent(TEXT_PUBLISHED_SUBJECT, contractPayload(TEXT_PUBLISHED_SUBJECT, text));
}
