import type { TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { toApiErrors, type ApiError } from '@mc/client';
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

export interface DraftPreview<TData> {
  data: TData | undefined;
  loading: boolean;
  /** The content service's refusal (the fields that break its rules), or a failed call. */
  errors: ApiError[] | null;
}

/**
 * Asks the content service to render the form's unpublished text, debounced; a null draft (nothing
 * changed) asks nothing. The previous rendering stays while the next is on its way.
 */
export function useDraftPreview<TData, TInput>(
  document: TypedDocumentNode<TData, { input: TInput }>,
  draft: TInput | null,
): DraftPreview<TData> {
  const text = draft === null ? '' : JSON.stringify(draft);
  // Debounced as text: a new object each render would never settle.
  const [debounced] = useDebouncedValue(text, DEBOUNCE_MS);
  const { data, previousData, loading, error } = useQuery(
    document,
    debounced === '' ? skipToken : { variables: { input: JSON.parse(debounced) as TInput }, fetchPolicy: 'no-cache' },
  );
  return {
    data: error ? undefined : (data ?? previousData),
    loading: loading || text !== debounced,
    errors: error ? toApiErrors(error) : null,
  };
}
