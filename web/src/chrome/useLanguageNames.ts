import { useQuery } from '@apollo/client/react';
import { LANGUAGES_QUERY } from './queries';

/** Each language's own name from the graph, by code; empty until it loads. */
export function useLanguageNames(): ReadonlyMap<string, string> {
  const { data } = useQuery(LANGUAGES_QUERY);
  return new Map((data?.languages ?? []).map((language) => [language.code, language.nativeName]));
}
