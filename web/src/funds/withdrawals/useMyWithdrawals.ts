import { useQuery } from '@apollo/client/react';
import { MY_WITHDRAWALS_QUERY } from '../queries/withdrawals';

export const WITHDRAWALS_PAGE_SIZE = 20;

/** The customer's withdrawals, newest first, read again on each visit; `loadMore` appends the next page. */
export function useMyWithdrawals() {
  const { data, error, refetch, fetchMore } = useQuery(MY_WITHDRAWALS_QUERY, {
    variables: { page: 1, pageSize: WITHDRAWALS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const withdrawals = data?.me?.withdrawals;
  const loadMore = async () => {
    const shown = withdrawals?.items.length ?? 0;
    await fetchMore({
      variables: { page: Math.floor(shown / WITHDRAWALS_PAGE_SIZE) + 1, pageSize: WITHDRAWALS_PAGE_SIZE },
      updateQuery: (previous, { fetchMoreResult }) => {
        const shownPage = previous.me?.withdrawals;
        const more = fetchMoreResult.me?.withdrawals;
        if (!previous.me || !shownPage || !more) return previous;
        // A withdrawal made meanwhile shifts the pages by one: keep each id once.
        const known = new Set(shownPage.items.map((item) => item.id));
        const items = [...shownPage.items, ...more.items.filter((item) => !known.has(item.id))];
        return { me: { ...previous.me, withdrawals: { ...more, items } } };
      },
    });
  };
  return { withdrawals, error, retry: () => void refetch().catch(() => undefined), loadMore };
}
