import { useSearchParams } from 'react-router';

/**
 * DataTable's pager for a list whose page lives in the address (`?page=2`, beside the filters), so
 * a page of a filtered list can be reloaded and shared.
 */
export function useUrlPaging(answer: { page: number; per_page: number; total: number }) {
  const [search, setSearch] = useSearchParams();
  return {
    page: answer.page,
    perPage: answer.per_page,
    total: answer.total,
    onPage: (page: number) => {
      const next = new URLSearchParams(search);
      next.set('page', String(page));
      setSearch(next);
    },
  };
}
