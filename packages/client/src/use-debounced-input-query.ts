import type { TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { toApiErrors, type ApiError } from './api-errors';

export interface DebouncedInputQuery<TData> {
  /** The newest answer, or the previous one while the next is on its way; undefined after a refusal. */
  data: TData | undefined;
  /** Waiting for the typing to settle or for the answer. */
  loading: boolean;
  /** The service's refusal or a failed call; null when answered. */
  errors: ApiError[] | null;
  retry: () => void;
}

/**
 * Runs a query whose one variable is `input` as the user types: asked `debounceMs` after the last
 * change, never for a null input. Used where every keystroke changes the question (the mining
 * calculator, the panel's draft preview).
 */
export function useDebouncedInputQuery<TData, TInput>(
  document: TypedDocumentNode<TData, { input: TInput }>,
  input: TInput | null,
  { debounceMs, fetchPolicy }: { debounceMs: number; fetchPolicy?: 'cache-first' | 'no-cache' },
): DebouncedInputQuery<TData> {
  const text = input === null ? '' : JSON.stringify(input);
  // Debounced as text: a new object each render would never settle.
  const [debounced] = useDebouncedValue(text, debounceMs);
  const { data, previousData, loading, error, refetch } = useQuery(
    document,
    debounced === ''
      ? skipToken
      : { variables: { input: JSON.parse(debounced) as TInput }, ...(fetchPolicy && { fetchPolicy }) },
  );
  return {
    data: error ? undefined : (data ?? previousData),
    loading: loading || text !== debounced,
    errors: error ? toApiErrors(error) : null,
    retry: () => void refetch().catch(() => undefined),
  };
}
