import type { TypedDocumentNode } from '@apollo/client';
import { useDebouncedInputQuery, type DebouncedInputQuery } from '@mc/client';
import { graphql } from '../../graphql/generated';

/** A page's draft as the site would render it; nothing is stored. */
export const PAGE_DRAFT_PREVIEW_QUERY = graphql(`
  query AdminPageDraftPreview($input: PageEditInput!) {
    pageDraftPreview(input: $input) {
      title
      description
      introHtml
      sections {
        key
        title
        html
      }
    }
  }
`);

/** A FAQ entry's draft as the site would render it; nothing is stored. */
export const FAQ_DRAFT_PREVIEW_QUERY = graphql(`
  query AdminFaqDraftPreview($input: FaqEntryEditInput!) {
    faqDraftPreview(input: $input) {
      question
      answerHtml
    }
  }
`);

/** Time to wait after the last keystroke before rendering the draft again. */
const DEBOUNCE_MS = 400;

/**
 * Asks the content service to render the form's unpublished text, debounced; a null draft (nothing
 * changed) asks nothing. The previous rendering stays while the next is on its way; `errors` holds
 * the content service's refusal (the fields that break its rules) or a failed call.
 */
export function useDraftPreview<TData, TInput>(
  document: TypedDocumentNode<TData, { input: TInput }>,
  draft: TInput | null,
): DebouncedInputQuery<TData> {
  return useDebouncedInputQuery(document, draft, { debounceMs: DEBOUNCE_MS, fetchPolicy: 'no-cache' });
}
