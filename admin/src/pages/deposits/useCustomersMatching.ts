import { useQuery } from '@apollo/client/react';
import { CUSTOMERS_MATCHING_QUERY } from './queries';

/**
 * The customers whose e-mail or name holds a deposits search. Funds owns deposits and identity the e-mails and
 * names (DESIGN.md §3): the panel asks identity first and gives funds the ids (docs/funds.md). Without a search,
 * or when identity cannot answer, the deposits search goes on without them.
 */
export function useCustomersMatching(search: string | null): { ids: string[] | null; loading: boolean } {
  const { data, error } = useQuery(CUSTOMERS_MATCHING_QUERY, {
    variables: { search: search ?? '' },
    skip: search === null,
  });
  if (search === null || error) return { ids: null, loading: false };
  if (!data) return { ids: null, loading: true };
  return { ids: data.customers.items.map((customer) => customer.id), loading: false };
}
