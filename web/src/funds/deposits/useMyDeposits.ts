import { useQuery } from '@apollo/client/react';
import { MY_DEPOSITS_QUERY } from '../queries/deposits';

export const DEPOSITS_PAGE_SIZE = 20;

/** The customer's deposits, newest first, read again on each visit; `loadMore` appends the next page. */
export function useMyDeposits() {
  const { data, error, refetch, fetchMore } = useQuery(MY_DEPOSITS_QUERY, {
    variables: { page: 1, pageSize: DEPOSITS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const deposits = data?.me?.deposits;
  const loadMore = async () => {
    const shown = deposits?.items.length ?? 0;
    await fetchMore({
      variables: { page: Math.floor(shown / DEPOSITS_PAGE_SIZE) + 1, pageSize: DEPOSITS_PAGE_SIZE },
      updateQuery: (previous, { fetchMoreResult }) => {
        const shownPage = previous.me?.deposits;
        const more = fetchMoreResult.me?.deposits;
        if (!previous.me || !shownPage || !more) return previous;
        // A deposit made meanwhile shifts the pages by one: keep each id once.
        const known = new Set(shownPage.items.map((item) => item.id));
        const items = [...shownPage.items, ...more.items.filter((item) => !known.has(item.id))];
        return { me: { ...previous.me, deposits: { ...more, items } } };
      },
    });
  };
  return { deposits, error, retry: () => void refetch().catch(() => undefined), loadMore };
}
