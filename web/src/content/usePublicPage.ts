import { useQuery } from '@apollo/client/react';
import type { PublicPageQuery } from '../graphql/generated/graphql';
import { useClientState } from '../state/clientState';
import { PUBLIC_PAGE_QUERY } from './queries';

export type PublicPageData = NonNullable<PublicPageQuery['page']>;
export type PublicPageSection = PublicPageData['sections'][number];

export type PublicPageState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'missing' }
  | { status: 'ready'; page: PublicPageData };

/** A page of the content graph in the visitor's language, asked again whenever the language changes. */
export function usePublicPage(slug: string): PublicPageState {
  const { language } = useClientState();
  const { data, error, refetch } = useQuery(PUBLIC_PAGE_QUERY, { variables: { slug, language } });
  if (data?.page) return { status: 'ready', page: data.page };
  if (error) return { status: 'failed', retry: () => void refetch() };
  if (data) return { status: 'missing' };
  return { status: 'loading' };
}
