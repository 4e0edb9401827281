import { useNavigate } from '@tanstack/react-router';
import { useTableSearch, type RouteWithSearch } from '@/components/table/useTableSearch';
import { filtersOf, type Filters, type OrderTableSearch } from './ordersRoute';

/**
 * What the three order tabs bind to their URL: the filters (the form's and the query's), and the table's
 * sorting, columns and side-panel line for OrderLinesView.
 */
export function useOrderTab<S extends OrderTableSearch>(route: RouteWithSearch<S>) {
  const { search, view } = useTableSearch(route);
  const navigate = useNavigate();
  const filters = filtersOf(search);
  return {
    search,
    filters,
    /** The form remounts with the URL's filters when they change (back, forward, a link). */
    formKey: JSON.stringify(filters),
    /** A filter change keeps sorting and columns and drops the open line: its Id belongs to the previous paging session. */
    applyFilters: (next: Filters<S>) =>
      void navigate({
        to: '.',
        search: (prev: { sort?: string; cols?: string }) => ({ ...next, sort: prev.sort, cols: prev.cols }),
      }),
    lineProps: {
      view,
      lineId: search.line,
      onCloseLine: () =>
        void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, line: undefined }) }),
    },
  };
}
