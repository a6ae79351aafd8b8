import { useQuery } from '@apollo/client/react';
import { LANGUAGES_QUERY } from './queries';

/** Each language's own name from the graph, by code (empty until it loads), and whether it is loading. */
export function useLanguageNamesState(): { names: ReadonlyMap<string, string>; loading: boolean } {
  const { data, loading } = useQuery(LANGUAGES_QUERY);
  return { names: new Map((data?.languages ?? []).map((language) => [language.code, language.nativeName])), loading };
}

/** Each language's own name from the graph, by code; empty until it loads. */
export function useLanguageNames(): ReadonlyMap<string, string> {
  return useLanguageNamesState().names;
}
