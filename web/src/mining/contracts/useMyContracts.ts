import { useQuery } from '@apollo/client/react';
import { MY_CONTRACTS_QUERY } from './queries';

export const CONTRACTS_PAGE_SIZE = 20;

/** The customer's contracts, newest first, read again on each visit; `loadMore` appends the next page. */
export function useMyContracts() {
  const { data, error, refetch, fetchMore } = useQuery(MY_CONTRACTS_QUERY, {
    variables: { page: 1, pageSize: CONTRACTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const contracts = data?.me?.contracts;
  const loadMore = async () => {
    const shown = contracts?.items.length ?? 0;
    await fetchMore({
      variables: { page: Math.floor(shown / CONTRACTS_PAGE_SIZE) + 1, pageSize: CONTRACTS_PAGE_SIZE },
      updateQuery: (previous, { fetchMoreResult }) => {
        const shownPage = previous.me?.contracts;
        const more = fetchMoreResult.me?.contracts;
        if (!previous.me || !shownPage || !more) return previous;
        // A contract made meanwhile shifts the pages by one: keep each id once.
        const known = new Set(shownPage.items.map((item) => item.id));
        const items = [...shownPage.items, ...more.items.filter((item) => !known.has(item.id))];
        return { me: { ...previous.me, contracts: { ...more, items } } };
      },
    });
  };
  return { contracts, error, retry: () => void refetch().catch(() => undefined), loadMore };
}
